/**
 * Rows of any table as plain values, for backups and copies: read a page at a time in primary-key
 * order, written a batch at a time. Values are carried in one form on both engines (a string, a
 * number or null; JSON as its text), so rows read from SQLite can be written to PostgreSQL and back.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database.js';
import type { ColumnKind, ColumnShape, TableShape } from './table-catalogue.js';

export type CarriedValue = string | number | null;
export type CarriedRow = CarriedValue[];

const PAGE_ROWS = 500;
/** Below SQLite's limit of bound parameters per statement (32,766), and PostgreSQL's (65,535). */
const MAX_PARAMETERS = 30_000;

function carried(kind: ColumnKind, value: unknown): CarriedValue {
  if (value === null || value === undefined) return null;
  if (kind === 'integer') return typeof value === 'number' ? value : Number(value);
  if (kind === 'json') return typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'string') return value;
  // A number stored in a text column (SQLite does not refuse it) stays a number.
  if (typeof value === 'number') return value;
  throw new Error(`unexpected value of type ${typeof value} in a text column`);
}

function keyAfter(primaryKey: string[], last: CarriedRow | null, positions: number[]): RawBuilder<unknown> {
  if (!last) return sql`1 = 1`;
  const columns = sql.join(primaryKey.map((name) => sql.ref(name)));
  const values = sql.join(positions.map((position) => last[position]));
  return sql`(${columns}) > (${values})`;
}

/**
 * Every row of the table, a page at a time, in primary-key order. Run it inside one transaction for a
 * consistent reading of several tables.
 */
export async function* readTableRows(db: Db, table: TableShape): AsyncGenerator<CarriedRow[]> {
  const positions = table.primaryKey.map((name) => table.columns.findIndex((c) => c.name === name));
  const columns = sql.join(table.columns.map((c) => sql.ref(c.name)));
  const order = sql.join(table.primaryKey.map((name) => sql.ref(name)));
  let last: CarriedRow | null = null;
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`
      select ${columns} from ${sql.table(table.name)}
      where ${keyAfter(table.primaryKey, last, positions)}
      order by ${order} limit ${PAGE_ROWS}`.execute(db);
    if (rows.length === 0) return;
    const page = rows.map((row) => table.columns.map((c) => carried(c.kind, row[c.name])));
    yield page;
    if (rows.length < PAGE_ROWS) return;
    last = page[page.length - 1]!;
  }
}

/** Inserts rows whose values follow `columns`, in batches within the statement limits. */
export async function insertTableRows(
  db: Db,
  table: string,
  columns: ColumnShape[],
  rows: CarriedRow[],
): Promise<void> {
  const perBatch = Math.max(1, Math.min(PAGE_ROWS, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length))));
  const names = sql.join(columns.map((c) => sql.ref(c.name)));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
    await sql`insert into ${sql.table(table)} (${names}) values ${values}`.execute(db);
  }
}

/** How many rows the table holds. */
export async function countTableRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
