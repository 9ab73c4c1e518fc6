/**
 * Seeding in bulk, for the scaling runs (100,000 and 1,000,000 users): the first 1,000 users are
 * made through the domain services (seed.ts), then copied inside the database, one generation of
 * copies per statement pair, until there are `count` (rounded up to a whole generation). Going through the services costs ~1.4 ms
 * per user here (a million would take about half an hour on SQLite, more on PostgreSQL); a copy made
 * by the database costs a few microseconds.
 *
 * A copy of generation g (1, 2, …) of a template is what the services would have stored for another
 * account with the same profile: every ID of the template with its first 8 hex digits replaced by g
 * (`cloneId` in seed.ts), its username followed by `-g`, its short IDs followed by g in letters, and its public
 * documents rewritten to match (the IDs, the short IDs and the user's name are the only places they
 * appear). Member names stay: they are unique per user.
 */
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../src/context/app-context.js';
import type { Db } from '../src/db/database.js';
import { isPostgres } from '../src/db/columns.js';
import { type Seed, seed } from './seed.js';

/** Users made through the services; the rest are their copies. */
const TEMPLATES = 1_000;

/** g in letters (a = 0): appended to short IDs, which are letters only. */
export function letters(g: number): string {
  let out = '';
  do {
    out = String.fromCharCode(97 + (g % 26)) + out;
    g = Math.floor(g / 26);
  } while (g > 0);
  return out;
}

async function columnsOf(db: Db, table: 'users' | 'members'): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.find((t) => t.name === table)!.columns.map((c) => c.name);
}

/**
 * PostgreSQL: drops the secondary indexes and unique constraints of users and members (the primary
 * keys stay) and returns the statements that build them again. Copies land all over those indexes,
 * and once they outgrow the shared buffers each generation took minutes (about 570,000 users after
 * 27 minutes); built once at the end, they cost a sort each.
 */
async function dropSecondaryIndexes(db: Db): Promise<string[]> {
  const { rows: constraints } = await sql<{ table: string; name: string; definition: string }>`
    select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid in ('users'::regclass, 'members'::regclass) and contype = 'u'`.execute(db);
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in ('users', 'members')
      and indexname not in (select conname from pg_constraint)`.execute(db);
  const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
  for (const c of constraints) await sql.raw(`alter table ${c.table} drop constraint ${ident(c.name)}`).execute(db);
  for (const i of indexes) await sql.raw(`drop index ${ident(i.name)}`).execute(db);
  return [
    ...constraints.map((c) => `alter table ${c.table} add constraint ${ident(c.name)} ${c.definition}`),
    ...indexes.map((i) => i.definition),
  ];
}

/** `text` with every `from` replaced by `to` (SQL). */
const replaced = (text: RawBuilder<unknown>, from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
  sql`replace(${text}, ${from}, ${to})`;

export async function bulkSeed(
  ctx: AppContext,
  count: number,
  options: { tokens: number; log: (line: string) => void; templates?: number },
): Promise<Seed> {
  const templates = Math.min(count, options.templates ?? TEMPLATES);
  const seeded = await seed(ctx, templates, options);
  const generations = Math.ceil(count / templates);
  if (generations === 1) return seeded;
  const db = ctx.db;
  const postgres = isPostgres(db);
  const userColumns = await columnsOf(db, 'users');
  const memberColumns = await columnsOf(db, 'members');
  // Templates' IDs are UUIDv7s made just now; a copy's begins with its generation in 8 hex digits. So
  // every template row (user or member) has an ID at or above the first template's first 8 digits,
  // and every copy one below: the copies' selects read the templates through the primary keys
  // instead of scanning every user made so far (which made each generation slower than the last).
  const floor = seeded.users.map((user) => user.id.slice(0, 8)).sort()[0]!;
  if (generations >= Number.parseInt(floor, 16)) throw new Error(`too many generations for template IDs from ${floor}`);
  const started = Date.now();
  const rebuild = postgres ? await dropSecondaryIndexes(db) : [];
  for (let g = 1; g < generations; g++) {
    const head = g.toString(16).padStart(8, '0');
    const suffix = letters(g);
    const newId = (column: string) => sql`${head} || substr(${sql.ref(column)}, 9)`;
    const newSid = sql`sid || ${suffix}`;
    const newName = sql`username || ${`-${g}`}`;
    const oldSidKey = sql`'"sid":"' || sid || '"'`;
    const newSidKey = sql`'"sid":"' || sid || ${suffix} || '"'`;
    // The user's documents: its ID, short ID and name; the JSON writes a name as "name":"user12".
    const userDoc = (column: string) =>
      replaced(
        replaced(replaced(sql.ref(column), sql.ref('id'), newId('id')), oldSidKey, newSidKey),
        sql`'"name":"' || username || '"'`,
        sql`'"name":"' || username || ${`-${g}`} || '"'`,
      );
    const memberDoc = (column: string) =>
      replaced(replaced(sql.ref(column), sql.ref('id'), newId('id')), oldSidKey, newSidKey);
    const userValue: Record<string, RawBuilder<unknown>> = {
      id: newId('id'),
      username: newName,
      username_key: sql`lower(username) || ${`-${g}`}`,
      sid: newSid,
      public_doc: userDoc('public_doc'),
      partial_doc: userDoc('partial_doc'),
    };
    const memberValue: Record<string, RawBuilder<unknown>> = {
      id: newId('id'),
      user_id: newId('user_id'),
      sid: newSid,
      public_doc: memberDoc('public_doc'),
      partial_doc: memberDoc('partial_doc'),
    };
    const select = (columns: string[], values: Record<string, RawBuilder<unknown>>) =>
      sql.join(columns.map((c) => values[c] ?? sql.ref(c)));
    const names = (columns: string[]) => sql.join(columns.map((c) => sql.ref(c)));
    // Only the templates are copied.
    await db.transaction().execute(async (trx) => {
      await sql`insert into users (${names(userColumns)})
        select ${select(userColumns, userValue)} from users where id >= ${floor}`.execute(trx);
      await sql`insert into members (${names(memberColumns)})
        select ${select(memberColumns, memberValue)} from members where id >= ${floor}`.execute(trx);
    });
    if (g % 50 === 0 || g === generations - 1) {
      options.log(`  copied ${(g + 1) * templates} users (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  for (const statement of rebuild) await sql.raw(statement).execute(db);
  if (rebuild.length > 0) options.log(`  indexes built again (${Math.round((Date.now() - started) / 1000)} s)`);
  if (postgres) await sql`analyze`.execute(db);
  return { ...seeded, generations };
}
