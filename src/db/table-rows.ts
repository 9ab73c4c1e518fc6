/**
 * Rows of any table as plain values, for backups and copies: read a page at a time in primary-key
 * order, written a batch at a time. Values are carried in one form on both engines (a string, a
 * number or null; JSON as its text), so rows read from SQLite can be written to PostgreSQL and back.
 */
import { type RawBuilder, sql } from 'kysely';
import { isPostgres } from './columns.js';
import type { Db } from './database.js';
import type { ColumnShape, TableShape } from './table-catalogue.js';

export type CarriedValue = string | number | null;
export type CarriedRow = CarriedValue[];

/** Rows of a page: small enough that a page of the largest rows (documents of megabytes) fits in memory. */
const PAGE_ROWS = 100;
/** Below SQLite's limit of bound parameters per statement (32,766), and PostgreSQL's (65,535). */
const MAX_PARAMETERS = 30_000;
/** Characters of text in one INSERT, so a batch of large rows stays a reasonable statement. */
const MAX_BATCH_TEXT = 8 * 1024 * 1024;

/** A value the copy cannot carry faithfully: it is refused, never changed. */
export class UncarriableValue extends Error {
  constructor(table: string, column: string, reason: string) {
    super(`${table}.${column} holds ${reason}, which cannot be carried to another database as it is`);
    this.name = 'UncarriableValue';
  }
}

function carried(table: string, column: ColumnShape, value: unknown): CarriedValue {
  if (value === null || value === undefined) return null;
  if (column.kind === 'integer') {
    const number =
      typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number)) {
      throw new UncarriableValue(table, column.name, `${JSON.stringify(value)} where a whole number belongs`);
    }
    return number;
  }
  if (typeof value === 'string') return value;
  // A number stored in a text column (SQLite does not refuse it) stays a number.
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new UncarriableValue(table, column.name, `a value of type ${typeof value}`);
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
  // PostgreSQL hands jsonb over parsed; as text it stays exactly what it is (a JSON string keeps its quotes).
  const postgres = isPostgres(db);
  const columns = sql.join(
    table.columns.map((c) =>
      postgres && c.kind === 'json' ? sql`${sql.ref(c.name)}::text as ${sql.ref(c.name)}` : sql.ref(c.name),
    ),
  );
  const order = sql.join(table.primaryKey.map((name) => sql.ref(name)));
  let last: CarriedRow | null = null;
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`
      select ${columns} from ${sql.table(table.name)}
      where ${keyAfter(table.primaryKey, last, positions)}
      order by ${order} limit ${PAGE_ROWS}`.execute(db);
    if (rows.length === 0) return;
    const page = rows.map((row) => table.columns.map((c) => carried(table.name, c, row[c.name])));
    yield page;
    if (rows.length < PAGE_ROWS) return;
    last = page[page.length - 1]!;
    // A key compared with NULL is neither before nor after: the pages would stop short.
    if (positions.some((position) => last![position] === null)) {
      throw new UncarriableValue(table.name, table.primaryKey.join(', '), 'a row without a primary key');
    }
  }
}

/** Inserts rows whose values follow `columns`, in batches within the statement limits. */
export async function insertTableRows(
  db: Db,
  table: string,
  columns: ColumnShape[],
  rows: CarriedRow[],
): Promise<void> {
  const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length)));
  const names = sql.join(columns.map((c) => sql.ref(c.name)));
  const insert = async (batch: CarriedRow[]) => {
    const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
    await sql`insert into ${sql.table(table)} (${names}) values ${values}`.execute(db);
  };
  let batch: CarriedRow[] = [];
  let text = 0;
  for (const row of rows) {
    const size = row.reduce<number>((sum, value) => sum + (typeof value === 'string' ? value.length : 8), 0);
    if (batch.length > 0 && (batch.length >= perBatch || text + size > MAX_BATCH_TEXT)) {
      await insert(batch);
      batch = [];
      text = 0;
    }
    batch.push(row);
    text += size;
  }
  if (batch.length > 0) await insert(batch);
}

/** How many rows the table holds. */
export async function countTableRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
