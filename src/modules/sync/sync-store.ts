/** The only place with queries on profile_syncs: whose pronouns are kept in sync where, and how it goes. */
import { type ExpressionBuilder, sql } from 'kysely';
import { readMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type SyncService = 'mastodon' | 'bluesky';

export interface SyncRecord {
  id: string;
  userId: string;
  service: SyncService;
  server: string;
  account: string;
  /** Sealed: opened only by the delivery, with the key from the environment. */
  credentials: string;
  names: boolean;
  language: string;
  wanted: number;
  synced: number;
  dueAt: number | null;
  attempts: number;
  problem: string | null;
  syncedAt: number | null;
  written: string | null;
  stoppedAt: number | null;
}

function record(row: {
  id: string;
  user_id: string;
  service: string;
  server: string;
  account: string;
  credentials: string;
  names: number;
  language: string;
  wanted: number;
  synced: number;
  due_at: unknown;
  attempts: number;
  problem: string | null;
  synced_at: unknown;
  written: string | null;
  stopped_at: unknown;
}): SyncRecord {
  const millis = (value: unknown) => (value === null || value === undefined ? null : readMillis(value as number));
  return {
    id: row.id,
    userId: row.user_id,
    service: row.service as SyncService,
    server: row.server,
    account: row.account,
    credentials: row.credentials,
    names: row.names === 1,
    language: row.language,
    wanted: Number(row.wanted),
    synced: Number(row.synced),
    dueAt: millis(row.due_at),
    attempts: Number(row.attempts),
    problem: row.problem,
    syncedAt: millis(row.synced_at),
    written: row.written,
    stoppedAt: millis(row.stopped_at),
  };
}

const COLUMNS = [
  'id',
  'user_id',
  'service',
  'server',
  'account',
  'credentials',
  'names',
  'language',
  'wanted',
  'synced',
  'due_at',
  'attempts',
  'problem',
  'synced_at',
  'written',
  'stopped_at',
] as const;

export async function listSyncsOfUser(db: Db, userId: string): Promise<SyncRecord[]> {
  const rows = await db.selectFrom('profile_syncs').select(COLUMNS).where('user_id', '=', userId).execute();
  return rows.map(record);
}

export async function findSync(db: Db, id: string): Promise<SyncRecord | null> {
  const row = await db.selectFrom('profile_syncs').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? record(row) : null;
}

export type NewSync = Pick<
  SyncRecord,
  'id' | 'userId' | 'service' | 'server' | 'account' | 'credentials' | 'names' | 'language'
>;

/**
 * Starts (or starts again) a user's sync with a service: new credentials, a first write due now, and
 * whatever state an earlier one left forgotten. `written` is kept: nothing need be written again that
 * the same account already shows.
 */
export async function saveSync(db: Db, sync: NewSync, now: number): Promise<void> {
  const values = {
    server: sync.server,
    account: sync.account,
    credentials: sync.credentials,
    names: sync.names ? 1 : 0,
    language: sync.language,
    due_at: now,
    attempts: 0,
    lease_until: null,
    problem: null,
    stopped_at: null,
  };
  await db
    .insertInto('profile_syncs')
    .values({
      id: sync.id,
      user_id: sync.userId,
      service: sync.service,
      created_at: now,
      wanted: 1,
      synced: 0,
      ...values,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'service']).doUpdateSet({
        ...values,
        wanted: sql`profile_syncs.wanted + 1`,
        // Another account: what the old one showed says nothing about the new one.
        written: sql`case when profile_syncs.account = ${sync.account} and profile_syncs.server = ${sync.server} then profile_syncs.written else null end`,
      }),
    )
    .execute();
}

/** What a running sync writes (names too; the labels' language): due now. */
export async function setSyncChoices(
  db: Db,
  userId: string,
  service: SyncService,
  choices: { names: boolean; language: string },
  now: number,
) {
  const result = await db
    .updateTable('profile_syncs')
    .set({
      names: choices.names ? 1 : 0,
      language: choices.language,
      wanted: sql`wanted + 1`,
      due_at: now,
      attempts: 0,
      problem: null,
    })
    .where('user_id', '=', userId)
    .where('service', '=', service)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSync(db: Db, userId: string, service: SyncService): Promise<boolean> {
  const result = await db
    .deleteFrom('profile_syncs')
    .where('user_id', '=', userId)
    .where('service', '=', service)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A deleted account's syncs go at once, with their sealed credentials. */
export async function deleteSyncsOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('profile_syncs').where('user_id', '=', userId).execute();
}

/** The profiles of these users changed: each running sync of theirs is due now (once, however many changes). */
export async function markSyncsDue(db: Db, userIds: readonly string[], now: number): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('profile_syncs')
    .set({
      wanted: sql`wanted + 1`,
      due_at: sql`coalesce(due_at, ${now})`,
      attempts: sql`case when due_at is null then 0 else attempts end`,
    })
    .where('user_id', 'in', userIds)
    .where('stopped_at', 'is', null)
    .execute();
}

/** Another attempt now at a running sync (its owner asked, after a problem). */
export async function retrySyncNow(db: Db, userId: string, service: SyncService, now: number): Promise<boolean> {
  const result = await db
    .updateTable('profile_syncs')
    .set({ wanted: sql`wanted + 1`, due_at: now, attempts: 0 })
    .where('user_id', '=', userId)
    .where('service', '=', service)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A leased sync: the lease's end is its token, so an attempt's outcome lands only while it holds it. */
export interface LeasedSync extends SyncRecord {
  leaseUntil: number;
}

/**
 * Takes up to `limit` syncs due at `now` and not in flight, leasing each until `leaseUntil` so that no
 * other instance attempts it meanwhile (a crash mid-attempt leaves it to be taken again after). The
 * lease is taken by a conditional update, so of two instances reading the same row one gets it.
 */
export async function leaseDueSyncs(
  db: Db,
  now: number,
  leaseUntil: number,
  limit: number,
  busy: readonly string[],
): Promise<LeasedSync[]> {
  let query = db
    .selectFrom('profile_syncs')
    .select('id')
    .where('due_at', '<=', now)
    .where('stopped_at', 'is', null)
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', now)]))
    .orderBy('due_at')
    .limit(limit);
  if (busy.length > 0) query = query.where('id', 'not in', busy);
  const candidates = (await query.execute()).map((row) => row.id);
  if (candidates.length === 0) return [];
  const rows = await db
    .updateTable('profile_syncs')
    .set({ lease_until: leaseUntil })
    .where('id', 'in', candidates)
    .where('due_at', '<=', now)
    .where('stopped_at', 'is', null)
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', now)]))
    .returning(COLUMNS)
    .execute();
  return rows.map((row) => ({ ...record(row), leaseUntil }));
}

/** The row of a sync while `lease` still holds it (a reconnection or another lease ends it). */
const holding = (lease: LeasedSync) => (where: ExpressionBuilder<Database, 'profile_syncs'>) =>
  where.and([where('id', '=', lease.id), where('lease_until', '=', lease.leaseUntil)]);

/**
 * A good write covering the changes counted when the lease was taken: done unless more came in
 * meanwhile (then due again at once). `written`: what the service now shows.
 */
export async function recordSynced(db: Db, lease: LeasedSync, written: string, now: number) {
  await db
    .updateTable('profile_syncs')
    .set({
      synced: lease.wanted,
      written,
      synced_at: now,
      attempts: 0,
      problem: null,
      lease_until: null,
      due_at: sql`case when wanted > ${lease.wanted} then cast(${now} as bigint) else null end`,
    })
    .where(holding(lease))
    .execute();
}

/**
 * A failed attempt: the problem's code and the next attempt (null: none until the next change; a
 * change that came in during the attempt makes it due at once).
 */
export async function recordSyncProblem(
  db: Db,
  lease: LeasedSync,
  problem: string,
  retryAt: number | null,
  now: number,
) {
  await db
    .updateTable('profile_syncs')
    .set({
      problem,
      attempts: sql`attempts + 1`,
      lease_until: null,
      due_at:
        retryAt === null ? sql`case when wanted > ${lease.wanted} then cast(${now} as bigint) else null end` : retryAt,
    })
    .where(holding(lease))
    .execute();
}

/** The service refused the credentials (revoked, expired): the sync stops until its owner starts it again. */
export async function recordSyncStopped(db: Db, lease: LeasedSync, problem: string, now: number) {
  await db
    .updateTable('profile_syncs')
    .set({ problem, stopped_at: now, lease_until: null, due_at: null })
    .where(holding(lease))
    .execute();
}

/** New credentials of a leased sync (a refreshed session), sealed; dropped if the lease has ended. */
export async function updateSyncCredentials(db: Db, lease: LeasedSync, credentials: string) {
  await db.updateTable('profile_syncs').set({ credentials }).where(holding(lease)).execute();
}
