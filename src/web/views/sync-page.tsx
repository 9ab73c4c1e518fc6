/**
 * The "Pronouns elsewhere" page (settings): for each service, how keeping the pronouns up to date
 * goes, and the forms to connect, choose what is written, try again and stop. Plain forms, no script.
 */
import type { VNode } from 'preact';
import type { MessageId } from '../../i18n/translator.js';
import { Checkbox, Csrf, ErrorSummary, type FieldErrors, Notice, Select, TextField } from './form-controls.js';
import { useMessages } from './messages.js';

export interface SyncRow {
  /** How the account is written: @name@host. */
  account: string;
  server: string;
  names: boolean;
  language: string;
  status: 'waiting' | 'synced' | 'problem' | 'stopped';
  problem: string | null;
  /** The day of the last good write, as the page's language writes it. */
  syncedOn: string | null;
}

export interface SyncPageProps {
  csrf: string;
  notice: string | null;
  message: string | null;
  /** False: the operator has not set it up. */
  available: boolean;
  mastodon: {
    /** The linked fediverse account (@name@host), or null: none is linked. */
    linked: string | null;
    sync: SyncRow | null;
  };
  bluesky: {
    sync: SyncRow | null;
    /** What was typed, sent back with the problems beside their fields (never the password). */
    typed: { handle: string; server: string };
    errors: FieldErrors;
  };
  /** The labels' languages: [tag, name in that language]. */
  languages: Array<{ value: string; label: string }>;
  /** The field's label per language tag, for the hints. */
  labels: { pronouns: Record<string, string>; names: Record<string, string> };
  /** The page's language: the field's language offered first. */
  locale: string;
}

const PROBLEMS: Record<string, MessageId> = {
  revoked: 'sync.problem.revoked',
  key_changed: 'sync.problem.key_changed',
  unreachable: 'sync.problem.unreachable',
  rate_limited: 'sync.problem.rate_limited',
  refused: 'sync.problem.refused',
  no_room: 'sync.problem.no_room',
  hidden: 'sync.problem.hidden',
  changed_meanwhile: 'sync.problem.changed_meanwhile',
};

/** Problems a person can act on by asking for another attempt. */
const RETRYABLE = new Set(['refused', 'no_room', 'unreachable', 'rate_limited', 'changed_meanwhile']);

function Status({ row }: { row: SyncRow }) {
  const { t } = useMessages();
  const words = { account: row.account, server: row.server };
  if (row.problem !== null) {
    return <p class="sync-problem">{t(PROBLEMS[row.problem] ?? 'sync.problem.refused', words)}</p>;
  }
  if (row.status === 'synced' && row.syncedOn !== null) {
    return <p>{t('sync.status.synced', { account: row.account, day: row.syncedOn })}</p>;
  }
  if (row.status === 'waiting') return <p>{t('sync.status.waiting', words)}</p>;
  return <p>{t('sync.status.connected', words)}</p>;
}

function Choices({ csrf, row, props }: { csrf: string; row: SyncRow; props: SyncPageProps }) {
  const { t } = useMessages();
  return (
    <form method="post" action="/settings/sync/mastodon/choices">
      <Csrf token={csrf} />
      <Select name="language" label={t('sync.language')} value={row.language} options={props.languages} errors={{}} />
      <Checkbox
        name="names"
        label={t('sync.names', { label: props.labels.names[row.language] ?? props.labels.names.en! })}
        checked={row.names}
      />
      <button type="submit" class="button secondary">
        {t('sync.save')}
      </button>
    </form>
  );
}

function MastodonSection({ props }: { props: SyncPageProps }) {
  const { t, rich } = useMessages();
  const { linked, sync } = props.mastodon;
  const label = props.labels.pronouns[props.locale] ?? props.labels.pronouns.en!;
  let body: VNode;
  if (linked === null) {
    body = <p>{rich<VNode>('sync.mastodon.needsLink', { link: (words) => <a href="/settings">{words}</a> })}</p>;
  } else if (sync === null || sync.status === 'stopped') {
    body = (
      <>
        {sync === null ? null : <Status row={sync} />}
        <p class="hint">{t('sync.mastodon.hint', { label })}</p>
        <form method="post" action="/settings/sync/mastodon/start">
          <Csrf token={props.csrf} />
          <button type="submit" class="button">
            {sync === null ? t('sync.mastodon.start', { account: linked }) : t('sync.reconnect')}
          </button>
        </form>
      </>
    );
  } else {
    body = (
      <>
        <Status row={sync} />
        {sync.problem !== null && RETRYABLE.has(sync.problem) ? (
          <form method="post" action="/settings/sync/mastodon/retry">
            <Csrf token={props.csrf} />
            <button type="submit" class="button secondary">
              {t('sync.retry')}
            </button>
          </form>
        ) : null}
        <Choices csrf={props.csrf} row={sync} props={props} />
      </>
    );
  }
  return (
    <section aria-labelledby="sync-mastodon-heading">
      <h2 id="sync-mastodon-heading">{t('sync.mastodon.heading')}</h2>
      {body}
      {sync === null ? null : <StopForm service="mastodon" csrf={props.csrf} />}
    </section>
  );
}

/** Stops a sync (the service keeps what was last written). */
function StopForm({ service, csrf }: { service: 'mastodon' | 'bluesky'; csrf: string }) {
  const { t } = useMessages();
  return (
    <form method="post" action={`/settings/sync/${service}/stop`}>
      <Csrf token={csrf} />
      <p class="hint">{t('sync.stopHint')}</p>
      <button type="submit" class="button secondary">
        {t('sync.stop')}
      </button>
    </form>
  );
}

function BlueskySection({ props }: { props: SyncPageProps }) {
  const { t } = useMessages();
  const { sync, typed, errors } = props.bluesky;
  const connectForm = (
    <form method="post" action="/settings/sync/bluesky/connect">
      <Csrf token={props.csrf} />
      <p class="hint">{t('sync.bluesky.hint')}</p>
      <TextField
        name="handle"
        label={t('sync.bluesky.handle')}
        value={typed.handle}
        errors={errors}
        autocomplete="username"
        placeholder="alice.bsky.social"
      />
      <TextField
        name="app_password"
        type="password"
        label={t('sync.bluesky.appPassword')}
        value=""
        errors={errors}
        autocomplete="off"
        placeholder="xxxx-xxxx-xxxx-xxxx"
      />
      <TextField name="server" label={t('sync.bluesky.server')} value={typed.server} errors={errors} />
      <button type="submit" class="button">
        {sync === null ? t('sync.bluesky.connect') : t('sync.reconnect')}
      </button>
    </form>
  );
  return (
    <section aria-labelledby="sync-bluesky-heading">
      <h2 id="sync-bluesky-heading">{t('sync.bluesky.heading')}</h2>
      {sync === null ? null : <Status row={sync} />}
      {sync !== null && sync.problem !== null && RETRYABLE.has(sync.problem) ? (
        <form method="post" action="/settings/sync/bluesky/retry">
          <Csrf token={props.csrf} />
          <button type="submit" class="button secondary">
            {t('sync.retry')}
          </button>
        </form>
      ) : null}
      {sync === null || sync.status === 'stopped' ? connectForm : null}
      {sync === null ? null : <StopForm service="bluesky" csrf={props.csrf} />}
    </section>
  );
}

export function SyncPage(props: SyncPageProps) {
  const { t } = useMessages();
  return (
    <section class="settings sync">
      <h1>{t('sync.title')}</h1>
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <ErrorSummary message={props.message} errors={props.bluesky.errors} />
      <p>{t('sync.lead')}</p>
      {props.available ? (
        <>
          <MastodonSection props={props} />
          <BlueskySection props={props} />
        </>
      ) : (
        <p>{t('sync.off')}</p>
      )}
    </section>
  );
}
