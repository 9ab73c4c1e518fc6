/** Your data: download everything, and import an export (Nametag's or PluralKit's) after a preview. */
import { Csrf, ErrorSummary, Notice } from './form-controls.js';

/** What an import does (or would do), as the import service reports it. */
export interface ImportReportView {
  source: 'nametag' | 'pluralkit';
  user: 'updated' | 'unchanged';
  flags: { created: string[]; reused: string[] };
  members: { created: string[]; updated: string[] };
  skipped: string[];
}

function Names({ names }: { names: string[] }) {
  const shown = names.slice(0, 20);
  return (
    <>
      {shown.join(', ')}
      {names.length > shown.length ? ` and ${names.length - shown.length} more` : ''}
    </>
  );
}

export function ImportReport({ report, done }: { report: ImportReportView; done: boolean }) {
  const lines: Array<[string, string[]]> = [
    [done ? 'Members created' : 'Members to create', report.members.created],
    [done ? 'Members updated' : 'Members to update (matched by name)', report.members.updated],
    [done ? 'Flags added to your library' : 'Flags to add to your library', report.flags.created],
    [done ? 'Flags you had already' : 'Flags you have already', report.flags.reused],
  ];
  return (
    <>
      <p>
        {report.source === 'pluralkit' ? 'A PluralKit export.' : 'A Nametag export.'}{' '}
        {report.user === 'updated'
          ? done
            ? 'Your profile was replaced by the one in the file (your username stays).'
            : 'Your profile will be replaced by the one in the file (your username stays).'
          : 'Your profile stays as it is.'}
      </p>
      <ul>
        {lines
          .filter(([, names]) => names.length > 0)
          .map(([label, names]) => (
            <li>
              {label} ({names.length}): <Names names={names} />
            </li>
          ))}
      </ul>
      {report.skipped.length > 0 ? (
        <>
          <p>{done ? 'Left out:' : 'Will be left out:'}</p>
          <ul>
            {report.skipped.map((why) => (
              <li>{why}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

export interface DataPageProps {
  csrf: string;
  message: string | null;
  /** After an import: what it did. */
  imported: ImportReportView | null;
  /** After a preview: what the import would do, and the held file's name for the confirmation. */
  preview: { report: ImportReportView; held: string } | null;
  importLimitMb: number;
}

export function DataPage(props: DataPageProps) {
  return (
    <section class="settings">
      <h1>Your data</h1>
      <p>
        <a href="/settings">Back to settings</a>
      </p>
      {props.imported ? (
        <Notice>
          <strong>Imported.</strong> <ImportReport report={props.imported} done />
        </Notice>
      ) : null}
      <ErrorSummary message={props.message} />
      <section aria-labelledby="export-heading">
        <h2 id="export-heading">Download everything</h2>
        <p>
          Your profile, your flag library and every member (unlisted ones too), as Nametag exports it: it can be
          imported here or on another Nametag server.
        </p>
        <p class="actions">
          <a class="button" href="/settings/data/export" download>
            Download (zip, with images)
          </a>{' '}
          <a class="button secondary" href="/settings/data/export?format=json" download>
            Download (JSON only)
          </a>
        </p>
      </section>
      <section aria-labelledby="import-heading">
        <h2 id="import-heading">Import</h2>
        {props.preview ? (
          <div class="notice" role="status">
            <h3>What the import will do</h3>
            <ImportReport report={props.preview.report} done={false} />
            <form method="post" action="/settings/data/import" enctype="multipart/form-data">
              <Csrf token={props.csrf} />
              <input type="hidden" name="held" value={props.preview.held} />
              <button type="submit" name="action" value="confirm" class="button">
                Import it
              </button>{' '}
              <a href="/settings/data">Cancel</a>
            </form>
          </div>
        ) : null}
        <p class="hint">
          A Nametag export (zip or JSON) or a PluralKit export (<code>pk;export</code>), up to {props.importLimitMb} MB.
          All or nothing: members are matched by name (updated) or created, flags join your library, your profile is
          replaced by the file's. Preview first to see what will change.
        </p>
        <form method="post" action="/settings/data/import" enctype="multipart/form-data">
          <Csrf token={props.csrf} />
          <div class="control">
            <label for="import-file">Export file</label>
            <input
              id="import-file"
              type="file"
              name="file"
              accept=".zip,.json,application/zip,application/json"
              data-max-bytes={props.importLimitMb * 1024 * 1024}
            />
          </div>
          <button type="submit" name="action" value="preview" class="button">
            Preview
          </button>{' '}
          <button type="submit" name="action" value="import" class="button secondary">
            Import without a preview
          </button>
        </form>
      </section>
    </section>
  );
}
