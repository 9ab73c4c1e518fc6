/** Your data: download everything, and import an export (Nametag's or PluralKit's) after a preview. */
import { Csrf, ErrorSummary, type FieldErrors, idOf, Notice, TextField } from './form-controls.js';

/** What an import does (or would do), as the import service reports it. */
export interface ImportReportView {
  source: 'nametag' | 'pluralkit' | 'pronouns.cc';
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

const SOURCES: Record<ImportReportView['source'], string> = {
  nametag: 'A Nametag export.',
  pluralkit: 'A PluralKit export.',
  'pronouns.cc': 'An account read from pronouns.cc or a service like it.',
};

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
        {SOURCES[report.source]}{' '}
        {report.user === 'updated'
          ? `Your profile ${done ? 'was' : 'will be'} replaced by the ${report.source === 'pronouns.cc' ? 'imported' : 'file’s'} one (your username stays).`
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
  /** What went wrong with the file sent (every import problem is about the file): shown beside it. */
  message: string | null;
  /** After an import: what it did. */
  imported: ImportReportView | null;
  /** After a preview: what the import would do, and the held file's name for the confirmation. */
  preview: { report: ImportReportView; held: string } | null;
  /** The import from a service: the address typed, and what went wrong (never the token: it is not shown again). */
  service: { url: string; errors: FieldErrors; message: string | null };
  importLimitMb: number;
}

const FILE_ID = idOf('file');

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
      <ErrorSummary
        message={props.service.message}
        errors={props.message ? { file: props.message } : props.service.errors}
      />
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
          <div class={`control${props.message ? ' invalid' : ''}`}>
            <label for={FILE_ID}>Export file</label>
            <input
              id={FILE_ID}
              type="file"
              name="file"
              accept=".zip,.json,application/zip,application/json"
              data-max-bytes={props.importLimitMb * 1024 * 1024}
              aria-invalid={props.message ? 'true' : undefined}
              aria-describedby={props.message ? `${FILE_ID}-error` : undefined}
            />
            {props.message ? (
              <p class="field-error" id={`${FILE_ID}-error`}>
                {props.message}
              </p>
            ) : null}
          </div>
          <button type="submit" name="action" value="preview" class="button">
            Preview
          </button>{' '}
          <button type="submit" name="action" value="import" class="button secondary">
            Import without a preview
          </button>
        </form>
      </section>
      <section aria-labelledby="service-heading">
        <h2 id="service-heading">Move in from pronouns.cc</h2>
        <p>
          Bring your profile, members (unlisted ones too), your own preferences, flags and pictures from pronouns.cc,
          another Nametag, or any service that speaks the same API. Make an API token there (on pronouns.cc: Settings,
          then API tokens) and paste it here: it is used for this import only and never stored. Preview first to see
          what will change and what cannot come.
        </p>
        <form method="post" action="/settings/data/import-service">
          <Csrf token={props.csrf} />
          <TextField
            name="service_url"
            label="The service's address"
            value={props.service.url}
            errors={props.service.errors}
            placeholder="https://pronouns.cc"
            hint="Leave empty for https://pronouns.cc."
            autocomplete="url"
          />
          <TextField
            name="service_token"
            label="API token made there"
            type="password"
            value=""
            errors={props.service.errors}
            autocomplete="off"
            required
          />
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
