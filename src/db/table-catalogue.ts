/**
 * What the database holds, read from the engine itself rather than from the code's types: the tables
 * with their columns and primary keys, ordered so that a table comes after every table it refers to.
 * Backups, restores and copies between engines work from this, so a table added by a migration is
 * carried without anyone listing it.
 */
import { sql } from 'kysely';
import { isPostgres } from './columns.js';
import type { Db } from './database.js';

/**
 * How a value is carried between engines: `json` is jsonb on PostgreSQL and text on SQLite; `integer`
 * covers integer and bigint (node-postgres reads bigint as a string).
 */
export type ColumnKind = 'text' | 'integer' | 'json';

export interface ColumnShape {
  name: string;
  kind: ColumnKind;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKey: string[];
  /** Tables this one refers to by foreign key (itself left out). */
  parents: string[];
}

/** The migrator's own bookkeeping: carried as the list of applied migrations, never as rows. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export class UnknownColumnType extends Error {
  constructor(table: string, column: string, type: string) {
    super(`column ${table}.${column} has the type "${type}", which backups and copies do not know how to carry`);
    this.name = 'UnknownColumnType';
  }
}

function kindOf(table: string, column: string, type: string): ColumnKind {
  const lower = type.toLowerCase();
  if (lower === 'jsonb' || lower === 'json') return 'json';
  if (lower === 'integer' || lower === 'bigint' || lower === 'int' || lower === 'smallint') return 'integer';
  if (lower === 'text' || lower.startsWith('varchar') || lower.startsWith('character varying')) return 'text';
  throw new UnknownColumnType(table, column, type);
}

interface RawColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  pk_position: number | string | null;
}

async function rawColumns(db: Db): Promise<RawColumn[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<RawColumn>`
      select c.table_name, c.column_name, c.data_type,
        (select k.ordinal_position from information_schema.key_column_usage k
           join information_schema.table_constraints tc
             on tc.constraint_name = k.constraint_name and tc.table_schema = k.table_schema
          where tc.constraint_type = 'PRIMARY KEY' and k.table_schema = c.table_schema
            and k.table_name = c.table_name and k.column_name = c.column_name) as pk_position
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`.execute(db);
    return rows;
  }
  const { rows } = await sql<RawColumn>`
    select m.name as table_name, p.name as column_name, p.type as data_type, nullif(p.pk, 0) as pk_position
    from sqlite_master m join pragma_table_info(m.name) p
    where m.type = 'table' and m.name not like 'sqlite\\_%' escape '\\'
    order by m.name, p.cid`.execute(db);
  return rows;
}

async function rawParents(db: Db): Promise<{ child: string; parent: string }[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ child: string; parent: string }>`
      select c.relname as child, p.relname as parent
      from pg_constraint f
      join pg_class c on c.oid = f.conrelid
      join pg_class p on p.oid = f.confrelid
      where f.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ child: string; parent: string }>`
    select m.name as child, f."table" as parent
    from sqlite_master m join pragma_foreign_key_list(m.name) f
    where m.type = 'table'`.execute(db);
  return rows;
}

/** Every table of the application, parents before children (the order rows can be inserted in). */
export async function tableCatalogue(db: Db): Promise<TableShape[]> {
  const byName = new Map<string, TableShape & { pk: [number, string][] }>();
  for (const column of await rawColumns(db)) {
    if (MIGRATOR_TABLES.has(column.table_name)) continue;
    let table = byName.get(column.table_name);
    if (!table) {
      table = { name: column.table_name, columns: [], primaryKey: [], parents: [], pk: [] };
      byName.set(column.table_name, table);
    }
    table.columns.push({ name: column.column_name, kind: kindOf(table.name, column.column_name, column.data_type) });
    if (column.pk_position !== null) table.pk.push([Number(column.pk_position), column.column_name]);
  }
  for (const { child, parent } of await rawParents(db)) {
    const table = byName.get(child);
    if (table && parent !== child && !table.parents.includes(parent)) table.parents.push(parent);
  }

  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    const table = byName.get(name);
    if (!table || placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`tables refer to each other in a cycle through ${name}`);
    visiting.add(name);
    for (const parent of table.parents) place(parent);
    visiting.delete(name);
    placed.add(name);
    const { pk, ...shape } = table;
    // Rows are read a page at a time after the last key: a table needs one to be read whole.
    if (pk.length === 0) throw new Error(`table ${name} has no primary key; backups and copies read rows by it`);
    shape.primaryKey = pk.sort((a, b) => a[0] - b[0]).map(([, column]) => column);
    ordered.push(shape);
  };
  for (const name of [...byName.keys()].sort()) place(name);
  return ordered;
}

/** The migrations applied to the database, in the order of their names; empty when it has none. */
export async function appliedMigrationNames(db: Db): Promise<string[]> {
  const exists = isPostgres(db)
    ? await sql<{ found: unknown }>`select to_regclass('kysely_migration') is not null as found`.execute(db)
    : await sql<{ found: unknown }>`
        select count(*) as found from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db);
  const found = exists.rows[0]?.found;
  if (found !== true && Number(found) !== 1) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}
