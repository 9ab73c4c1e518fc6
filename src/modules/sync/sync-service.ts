/**
 * Keeping a person's pronouns up to date on other services (docs/SYNC.md): connecting an account
 * (its credentials sealed at rest), what is written (names too, the labels' language), turning it off,
 * and how it goes, for the settings page and the API.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors, invalidField } from '../../core/errors.js';
import type { ShippedLocale } from '../../i18n/locales.js';
import { newId } from '../../lib/ids.js';
import { sealSecret } from '../../lib/sealed-secrets.js';
import { deleteSync, listSyncsOfUser, retrySyncNow, saveSync, setSyncChoices, type SyncService } from './sync-store.js';
import { isShippedLocale } from './sync-texts.js';

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
  credentials: Record<string, string>;
  language: ShippedLocale;
  names: boolean;
}

/** Connects (or connects again) an account: the first write is due at once. */
export async function connectSync(ctx: AppContext, userId: string, connection: Connection): Promise<void> {
  const key = syncKey(ctx);
  const existing = (await listSyncsOfUser(ctx.db, userId)).find((sync) => sync.service === connection.service);
  // The sealed credentials are bound to the row's id: a reconnection keeps the row (and its id).
  const id = existing?.id ?? newId();
  await saveSync(
    ctx.db,
    {
      id,
      userId,
      service: connection.service,
      server: connection.server,
      account: connection.account,
      credentials: sealSecret(key, id, JSON.stringify(connection.credentials)),
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

export async function syncStates(ctx: AppContext, userId: string): Promise<SyncState[]> {
  return (await listSyncsOfUser(ctx.db, userId)).map((sync) => ({
    service: sync.service,
    server: sync.server,
    account: sync.account,
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
