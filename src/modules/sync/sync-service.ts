/**
 * Keeping a person's pronouns up to date on other services (docs/SYNC.md): connecting an account
 * (its credentials sealed at rest), what is written (names too, the labels' language), turning it off,
 * and how it goes, for the settings page and the API.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors, invalidField } from '../../core/errors.js';
import type { ShippedLocale } from '../../i18n/locales.js';
import { newId } from '../../lib/ids.js';
import { openSecret, sealSecret } from '../../lib/sealed-secrets.js';
import {
  deleteSync,
  listSyncsOfUser,
  retrySyncNow,
  saveSync,
  setSyncChoices,
  type SyncRecord,
  type SyncService,
} from './sync-store.js';
import { isShippedLocale } from './sync-texts.js';
import { type BlueskyCredentials, createSession } from './bluesky-writer.js';
import { sealedFor, syncFetch } from './sync-delivery.js';
import { SyncFailure } from './sync-failure.js';

export const SYNC_SERVICES: readonly SyncService[] = ['mastodon', 'bluesky'];

export function isSyncService(value: string): value is SyncService {
  return (SYNC_SERVICES as readonly string[]).includes(value);
}

function syncKey(ctx: AppContext): Buffer {
  const key = ctx.config.profileSync?.key;
  if (key === undefined) throw errors.syncOff();
  return key;
}

/** Whether this server keeps pronouns in sync at all (SYNC_KEY is set). */
export function syncAvailable(ctx: AppContext): boolean {
  return ctx.config.profileSync !== null;
}

export interface Connection {
  service: SyncService;
  /** Where the account is: the Mastodon server's or the PDS's origin. */
  server: string;
  /** The account's id there. */
  account: string;
  /** Whatever the service needs to write: sealed before it is stored. */
  credentials: Record<string, string | null>;
  language: ShippedLocale;
  names: boolean;
}

/** Where a Bluesky account lives unless the person names their own PDS. */
export const DEFAULT_BLUESKY_SERVER = 'https://bsky.social';
const HANDLE = /^@?([a-z0-9][a-z0-9.-]{0,251}[a-z0-9]|did:[a-z]+:[a-zA-Z0-9._:%-]{1,200})$/i;
/** Bluesky's app passwords: four groups of four letters and digits. */
const APP_PASSWORD = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/i;

/** The PDS's origin from what the person typed ('' for Bluesky's own), or a 400 on `server`. */
function blueskyServer(ctx: AppContext, typed: string): string {
  const text = typed.trim() === '' ? DEFAULT_BLUESKY_SERVER : typed.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  const allowInsecure = ctx.config.profileSync?.allowInsecure ?? false;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw invalidField('server', 'not an address', undefined, 'The server is not a web address');
  }
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:')) {
    throw invalidField('server', 'not https', undefined, 'The server must be reached over https');
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw invalidField('server', 'not a server', undefined, 'Give the server alone, such as bsky.social');
  }
  // A PDS answers on https's own port; any other would let the field probe ports.
  if (url.port !== '' && !allowInsecure) {
    throw invalidField('server', 'not a server', undefined, 'Give the server alone, such as bsky.social');
  }
  return url.origin;
}

/**
 * Connects a Bluesky account with an app password: a session is made at once, so a wrong handle or
 * password is said now, beside its field; the password and the session are sealed.
 */
export async function connectBluesky(
  ctx: AppContext,
  userId: string,
  input: { handle: string; appPassword: string; server: string; language: ShippedLocale },
): Promise<{ handle: string }> {
  syncKey(ctx);
  const identifier = input.handle.trim().replace(/^@/, '');
  if (!HANDLE.test(identifier)) {
    throw invalidField('handle', 'not a handle', undefined, 'Give your handle, such as alice.bsky.social');
  }
  const appPassword = input.appPassword.trim();
  if (!APP_PASSWORD.test(appPassword)) {
    throw invalidField(
      'app_password',
      'not an app password',
      undefined,
      'Give an app password (xxxx-xxxx-xxxx-xxxx), not your account password',
    );
  }
  const server = blueskyServer(ctx, input.server);
  let session;
  try {
    session = await createSession(syncFetch(ctx), server, identifier, appPassword, ctx.clock.now());
  } catch (error) {
    if (error instanceof SyncFailure) {
      throw invalidField(
        'server',
        'unreachable',
        undefined,
        `${new URL(server).host} did not answer as a Bluesky server should`,
      );
    }
    throw error;
  }
  if (session === 'wrong') {
    throw invalidField('app_password', 'refused', undefined, 'The server refused this handle and app password');
  }
  const credentials: BlueskyCredentials = { identifier, appPassword, ...session };
  await connectSync(ctx, userId, {
    service: 'bluesky',
    server,
    account: session.did,
    credentials: { ...credentials },
    language: input.language,
    names: false,
  });
  return { handle: session.handle };
}

/** Connects (or connects again) an account: the first write is due at once. */
export async function connectSync(ctx: AppContext, userId: string, connection: Connection): Promise<void> {
  const key = syncKey(ctx);
  // Sealed to the owner and service, not the row: two connections at once end as one row that opens.
  const id = newId();
  await saveSync(
    ctx.db,
    {
      id,
      userId,
      service: connection.service,
      server: connection.server,
      account: connection.account,
      credentials: sealSecret(
        key,
        sealedFor({ userId, service: connection.service }),
        JSON.stringify(connection.credentials),
      ),
      names: connection.names,
      language: connection.language,
    },
    ctx.clock.now(),
  );
}

/** What a sync writes: names too or not, and the language of the fields' names. */
export async function setSyncChoicesOf(
  ctx: AppContext,
  userId: string,
  service: string,
  choices: { names: boolean; language: string },
) {
  if (!isSyncService(service)) throw errors.notFound('Sync');
  if (!isShippedLocale(choices.language))
    throw invalidField('language', 'a shipped language (en, de, es, fr, pt-BR, nl, pl)');
  if (!(await setSyncChoices(ctx.db, userId, service, choices, ctx.clock.now()))) throw errors.notFound('Sync');
}

/** Another attempt now, after a problem its owner has seen to. */
export async function retrySync(ctx: AppContext, userId: string, service: string) {
  if (!isSyncService(service) || !(await retrySyncNow(ctx.db, userId, service, ctx.clock.now()))) {
    throw errors.notFound('Sync');
  }
}

/** Turns a sync off: nothing more is written (what the service shows stays as it is). */
export async function disconnectSync(ctx: AppContext, userId: string, service: string): Promise<void> {
  if (!isSyncService(service)) throw errors.notFound('Sync');
  if (!(await deleteSync(ctx.db, userId, service))) throw errors.notFound('Sync');
}

/** How a sync goes, as its owner sees it (never its credentials). */
export interface SyncState {
  service: SyncService;
  server: string;
  account: string;
  names: boolean;
  language: string;
  /** 'waiting': a write is due; 'synced': up to date; 'problem': see `problem`; 'stopped': connect again. */
  status: 'waiting' | 'synced' | 'problem' | 'stopped';
  problem: string | null;
  syncedAt: number | null;
  nextAttemptAt: number | null;
  /** What the service was last sent (the texts), as JSON. */
  written: string | null;
}

/** How the account is shown to its owner: a Bluesky handle from the sealed session (the DID if it cannot). */
function shownAccount(ctx: AppContext, sync: SyncRecord): string {
  const key = ctx.config.profileSync?.key;
  if (sync.service !== 'bluesky' || key === undefined) return sync.account;
  try {
    const handle = (JSON.parse(openSecret(key, sealedFor(sync), sync.credentials)) as { handle?: unknown }).handle;
    return typeof handle === 'string' ? `@${handle}` : sync.account;
  } catch {
    return sync.account;
  }
}

export async function syncStates(ctx: AppContext, userId: string): Promise<SyncState[]> {
  return (await listSyncsOfUser(ctx.db, userId)).map((sync) => ({
    service: sync.service,
    server: sync.server,
    account: shownAccount(ctx, sync),
    names: sync.names,
    language: sync.language,
    status:
      sync.stoppedAt !== null
        ? 'stopped'
        : sync.problem !== null
          ? 'problem'
          : sync.dueAt !== null || sync.synced < sync.wanted
            ? 'waiting'
            : 'synced',
    problem: sync.problem,
    syncedAt: sync.syncedAt,
    nextAttemptAt: sync.dueAt,
    written: sync.written,
  }));
}
