/**
 * Your data: download everything, and import an export (Nametag's or PluralKit's) or an account of
 * pronouns.cc after a preview. The preview and the report after an import each open with a heading
 * that takes the focus: the forms send to an address naming it (#import-preview, #import-report),
 * which a browser without JavaScript scrolls to and focuses; the script focuses it too.
 */
import type { VNode } from 'preact';
import type { MessageId, Translator } from '../../i18n/translator.js';
import type { ImportSides } from '../../modules/portability/import-sides.js';
import { Csrf, ErrorSummary, type FieldErrors, idOf, Notice, TextField } from './form-controls.js';
import { ImportSidesTable } from './import-sides-table.js';
import { useMessages } from './messages.js';

/** What an import does (or would do), as the import service reports it. */
export interface ImportReportView {
  source: 'nametag' | 'pluralkit' | 'pronouns.cc';
  user: 'updated' | 'unchanged';
  flags: { created: string[]; reused: string[] };
  audiences: { created: string[]; reused: string[] };
  members: { created: string[]; updated: string[] };
  groups: { created: string[]; updated: string[] };
  /**
   * What is left out, each line in the page's language (support/import-sentences.ts): a few examples
   * of each kind and a count of the rest, as the import made them (import-note-list.ts).
   */
  skipped: string[];
  /** What the import corrects on the way in (a link given without https://), worded like `skipped`. */
  fixed: string[];
  /** The profile before and after the import, side by side. */
  sides: ImportSides | null;
}

/** The headings the focus moves to, and the addresses the forms send to so that it does. */
export const PREVIEW_HEADING = 'import-preview';
export const REPORT_HEADING = 'import-report';

/** The first names of a list, and how many more there are. */
function namesOf(t: Translator['t'], names: string[]): string {
  const shown = names.slice(0, 20).join(', ');
  return names.length > 20 ? t('data.report.more', { names: shown, count: names.length - 20 }) : shown;
}

/** What an import that replaces the profile says, by whether it was done and where the profile came from. */
const REPLACED = {
  file: { done: 'data.report.profileWasReplacedByFile', coming: 'data.report.profileWillBeReplacedByFile' },
  service: { done: 'data.report.profileWasReplacedByImport', coming: 'data.report.profileWillBeReplacedByImport' },
} as const satisfies Record<string, Record<string, MessageId>>;

const SOURCES = {
  nametag: 'data.report.nametag',
  pluralkit: 'data.report.pluralkit',
  'pronouns.cc': 'data.report.service',
} as const satisfies Record<ImportReportView['source'], MessageId>;

export function ImportReport({ report, done }: { report: ImportReportView; done: boolean }) {
  const { t } = useMessages();
  const lines: Array<[string, string[]]> = [
    [done ? t('data.report.membersCreated') : t('data.report.membersToCreate'), report.members.created],
    [done ? t('data.report.membersUpdated') : t('data.report.membersToUpdate'), report.members.updated],
    [done ? t('data.report.groupsCreated') : t('data.report.groupsToCreate'), report.groups.created],
    [done ? t('data.report.groupsUpdated') : t('data.report.groupsToUpdate'), report.groups.updated],
    [done ? t('data.report.flagsAdded') : t('data.report.flagsToAdd'), report.flags.created],
    [done ? t('data.report.flagsHad') : t('data.report.flagsHave'), report.flags.reused],
    [done ? t('data.report.audiencesMade') : t('data.report.audiencesToMake'), report.audiences.created],
    [done ? t('data.report.audiencesHad') : t('data.report.audiencesHave'), report.audiences.reused],
  ];
  const replaced = REPLACED[report.source === 'pronouns.cc' ? 'service' : 'file'];
  const replacesProfile = report.user === 'updated';
  return (
    <>
      <p>
        {t(SOURCES[report.source])}{' '}
        {replacesProfile ? t(done ? replaced.done : replaced.coming) : t('data.report.profileStays')}
      </p>
      {report.sides ? (
        <ImportSidesTable
          sides={report.sides}
          members={{ created: report.members.created.length, updated: report.members.updated.length }}
          done={done}
        />
      ) : null}
      <ul>
        {lines
          .filter(([, names]) => names.length > 0)
          .map(([label, names]) => (
            <li>{t('data.report.line', { label, count: names.length, names: namesOf(t, names) })}</li>
          ))}
      </ul>
      {report.fixed.length > 0 ? (
        <>
          <p>{done ? t('data.report.corrected') : t('data.report.willBeCorrected')}</p>
          <ul class="corrected">
            {report.fixed.map((line) => (
              <li>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {report.skipped.length > 0 ? (
        <>
          <p>{done ? t('data.report.leftOut') : t('data.report.willBeLeftOut')}</p>
          <ul class="left-out">
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
  /** Just signed up to move in: the page says the account is ready and where to start. */
  welcome: boolean;
}

const FILE_ID = idOf('file');
/** Names that are the same in every language: PluralKit's command and the service's address. */
const PLURALKIT_EXPORT = 'pk;export';
const PRONOUNS_CC = 'https://pronouns.cc';

/** Where the move-in section starts: what the offers elsewhere link to. */
export const SERVICE_HEADING = 'service-heading';

/** Preview, or import at once: each sends to the address of the heading its answer opens with. */
function SendButtons({ action }: { action: string }) {
  const { t } = useMessages();
  return (
    <>
      <button type="submit" name="action" value="preview" class="button" formaction={`${action}#${PREVIEW_HEADING}`}>
        {t('data.preview')}
      </button>{' '}
      <button
        type="submit"
        name="action"
        value="import"
        class="button secondary"
        formaction={`${action}#${REPORT_HEADING}`}
      >
        {t('data.importNow')}
      </button>
    </>
  );
}

export function DataPage(props: DataPageProps) {
  const { t, rich } = useMessages();
  return (
    <section class="settings">
      <h1>{t('data.title')}</h1>
      <p>
        <a href="/settings">{t('data.back')}</a>
      </p>
      {props.welcome ? (
        <Notice>
          {rich<VNode>('data.welcome', {
            move: (words) => <a href={`#${SERVICE_HEADING}`}>{words}</a>,
            editor: (words) => <a href="/edit/profile?welcome=1">{words}</a>,
          })}
        </Notice>
      ) : null}
      {props.imported ? (
        <Notice>
          <h2 id={REPORT_HEADING} tabindex={-1} data-focus-on-load>
            {t('data.imported.heading')}
          </h2>
          <ImportReport report={props.imported} done />
        </Notice>
      ) : null}
      <ErrorSummary
        message={props.service.message}
        errors={props.message ? { file: props.message } : props.service.errors}
      />
      <section aria-labelledby="export-heading">
        <h2 id="export-heading">{t('data.export.heading')}</h2>
        <p>{t('data.export.lead')}</p>
        <p class="actions">
          <a class="button" href="/settings/data/export" download>
            {t('data.export.zip')}
          </a>{' '}
          <a class="button secondary" href="/settings/data/export?format=json" download>
            {t('data.export.json')}
          </a>
        </p>
      </section>
      <section aria-labelledby="import-heading">
        <h2 id="import-heading">{t('data.import.heading')}</h2>
        {props.preview ? (
          <div class="notice" role="status">
            <h3 id={PREVIEW_HEADING} tabindex={-1} data-focus-on-load>
              {t('data.preview.heading')}
            </h3>
            <ImportReport report={props.preview.report} done={false} />
            <form method="post" action={`/settings/data/import#${REPORT_HEADING}`} enctype="multipart/form-data">
              <Csrf token={props.csrf} />
              <input type="hidden" name="held" value={props.preview.held} />
              <button type="submit" name="action" value="confirm" class="button">
                {t('data.preview.confirm')}
              </button>{' '}
              <a href="/settings/data">{t('data.preview.cancel')}</a>
            </form>
          </div>
        ) : null}
        <p class="hint">
          {rich<VNode>('data.import.hint', {
            command: PLURALKIT_EXPORT,
            limit: props.importLimitMb,
            code: (words) => <code>{words}</code>,
          })}
        </p>
        <form method="post" action="/settings/data/import" enctype="multipart/form-data">
          <Csrf token={props.csrf} />
          <div class={`control${props.message ? ' invalid' : ''}`}>
            <label for={FILE_ID}>{t('data.import.file')}</label>
            <input
              id={FILE_ID}
              type="file"
              name="file"
              accept=".zip,.json,application/zip,application/json"
              data-max-bytes={props.importLimitMb * 1024 * 1024}
              data-too-large={t('data.problem.tooLargeChosen', { limit: props.importLimitMb })}
              aria-invalid={props.message ? 'true' : undefined}
              aria-describedby={props.message ? `${FILE_ID}-error` : undefined}
            />
            {props.message ? (
              <p class="field-error" id={`${FILE_ID}-error`}>
                {props.message}
              </p>
            ) : null}
          </div>
          <SendButtons action="/settings/data/import" />
        </form>
      </section>
      <section aria-labelledby={SERVICE_HEADING}>
        <h2 id={SERVICE_HEADING}>{t('data.service.heading')}</h2>
        <p>{t('data.service.lead')}</p>
        <form method="post" action="/settings/data/import-service">
          <Csrf token={props.csrf} />
          <TextField
            name="service_url"
            label={t('data.service.url')}
            value={props.service.url}
            errors={props.service.errors}
            placeholder={PRONOUNS_CC}
            hint={t('data.service.url.hint', { address: PRONOUNS_CC })}
            autocomplete="url"
          />
          <TextField
            name="service_token"
            label={t('data.service.token')}
            type="password"
            value=""
            errors={props.service.errors}
            // Another service's token: never this site's saved password filled in and sent there
            // (browsers ignore "off" on password inputs), nor offered to be saved as it.
            autocomplete="one-time-code"
            required
          />
          <SendButtons action="/settings/data/import-service" />
        </form>
      </section>
    </section>
  );
}
