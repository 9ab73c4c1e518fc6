/**
 * A whole database as backups and copies carry it: the migrations applied to it, its tables' shapes,
 * and their rows. Loading an image into another database is the same for a restore (the image read
 * from a backup file) and for a copy between engines (the image read from a live snapshot):
 *
 * 1. the target must hold no data (checked before anything is written), and is migrated to exactly
 *    the image's migrations (so rows fit the columns they were read from; later migrations run
 *    after, on the loaded data);
 * 2. the rows go in, parents first, in one transaction: a failure leaves no row written;
 * 3. every table is read back and compared with what was read from the source (count and digest);
 * 4. the target is migrated to this version's latest schema.
 */
import { sql } from 'kysely';
import { KNOWN_MIGRATIONS, migrateTo, migrateToLatest } from '../../db/migrator.js';
import type { Db } from '../../db/database.js';
import { appliedMigrationNames, type ColumnKind, type TableShape, tableCatalogue } from '../../db/table-catalogue.js';
import { type CarriedRow, countTableRows, insertTableRows, readTableRows } from '../../db/table-rows.js';
import { OperatorError } from './operator-error.js';
import { RowDigest } from './row-digest.js';

/**
 * Tables a server fills as it starts, with what it found (the version of the stored documents): a
 * database a server created and nobody used still counts as empty, and the loaded rows replace them.
 */
const START_UP_TABLES = new Set(['data_versions']);

export interface TableFingerprint {
  name: string;
  rows: number;
  digest: string;
}

export interface DatabaseImage {
  migrations: string[];
  /** The source's tables, in an order where parents come first. */
  tables: TableShape[];
  /** The table's rows, a page at a time, in the column order of its shape. */
  rowsOf(table: TableShape): AsyncIterable<CarriedRow[]>;
}

export interface LoadReport {
  tables: TableFingerprint[];
  /** Migrations applied after the load, to bring the image to this version's schema. */
  migratedAfter: string[];
}

/**
 * Refuses, before anything is written, a target that holds data or a schema the image cannot go into.
 */
export async function checkTarget(target: Db, migrations: string[]): Promise<void> {
  const unknown = migrations.filter((name) => !KNOWN_MIGRATIONS.includes(name));
  if (unknown.length > 0) {
    throw new OperatorError(
      `the data comes from a newer version of Nametag (its schema has ${unknown.join(', ')}); use that version or a later one`,
    );
  }
  const applied = await appliedMigrationNames(target);
  if (applied.length > migrations.length && migrations.every((name, index) => applied[index] === name)) {
    throw new OperatorError(
      `the target database has a newer schema (up to ${applied.at(-1)}) than the data (up to ${migrations.at(-1) ?? 'none'}); use a new database: the newer migrations run after the data is in`,
    );
  }
  if (applied.some((name, index) => migrations[index] !== name)) {
    throw new OperatorError(
      'the target database has a schema the data does not fit (another build migrated it); use a new database',
    );
  }
  if (applied.length > 0) {
    for (const table of await tableCatalogue(target)) {
      if (START_UP_TABLES.has(table.name)) continue;
      const rows = await countTableRows(target, table.name);
      if (rows > 0) {
        throw new OperatorError(
          `the target database is not empty (table ${table.name} holds ${rows} ${rows === 1 ? 'row' : 'rows'}); use a new, empty database`,
        );
      }
    }
  }
}

/** Brings an empty target to exactly the image's migrations. */
async function migrateTargetTo(target: Db, migrations: string[]): Promise<void> {
  const applied = await appliedMigrationNames(target);
  const last = migrations.at(-1);
  if (last !== undefined && applied.length < migrations.length) await migrateTo(target, last);
  const now = await appliedMigrationNames(target);
  if (now.join() !== migrations.join()) {
    throw new OperatorError(`the target database's schema could not be brought to the data's (${last ?? 'none'})`);
  }
}

function matchingShape(targetTables: TableShape[], source: TableShape): TableShape {
  const target = targetTables.find((table) => table.name === source.name);
  const names = (table: TableShape) =>
    table.columns
      .map((c) => c.name)
      .sort()
      .join();
  if (!target || names(target) !== names(source)) {
    throw new OperatorError(
      `table ${source.name} does not have the same columns in the target database as in the data; use a new, empty database`,
    );
  }
  // Read back in the source's column order, with the target's way of reading each value.
  return {
    ...target,
    columns: source.columns.map((column) => target.columns.find((c) => c.name === column.name)!),
  };
}

/** What the target holds now, table by table, read the way the source's rows were. */
async function fingerprints(
  target: Db,
  shapes: TableShape[],
  kinds: Map<string, ColumnKind[]>,
): Promise<TableFingerprint[]> {
  const result: TableFingerprint[] = [];
  for (const shape of shapes) {
    const digest = new RowDigest(kinds.get(shape.name)!);
    for await (const page of readTableRows(target, shape)) for (const row of page) digest.add(row);
    result.push({ name: shape.name, rows: digest.rows, digest: digest.value });
  }
  return result;
}

/**
 * Loads the image into the target (see the module's comment). `expected`: the source's fingerprints
 * when they are known beforehand (a backup's manifest); otherwise they are taken from the rows as they
 * pass. Throws OperatorError when the target does not end up holding the same.
 */
export async function loadImage(
  target: Db,
  image: DatabaseImage,
  expected?: readonly TableFingerprint[],
): Promise<LoadReport> {
  await checkTarget(target, image.migrations);
  await migrateTargetTo(target, image.migrations);
  const targetTables = await tableCatalogue(target);
  const names = image.tables.map((table) => table.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) throw new OperatorError(`the data holds table ${twice} twice; it is damaged`);
  const missing = targetTables.find((table) => !names.includes(table.name));
  if (missing) {
    throw new OperatorError(`the data has no table ${missing.name}, which its schema has; it is damaged or incomplete`);
  }
  const shapes = image.tables.map((table) => matchingShape(targetTables, table));
  // JSON is compared by meaning where either engine stores the column as JSON.
  const kinds = new Map(
    image.tables.map((table, index) => [
      table.name,
      table.columns.map((column, c) => (column.kind === 'json' ? 'json' : shapes[index]!.columns[c]!.kind)),
    ]),
  );
  const order = new Map(targetTables.map((table, index) => [table.name, index]));
  const inOrder = [...image.tables].sort((a, b) => order.get(a.name)! - order.get(b.name)!);

  let loaded: TableFingerprint[] = [];
  await target.transaction().execute(async (trx) => {
    const passed = new Map<string, { asRead: RowDigest; digest: RowDigest }>();
    for (const name of START_UP_TABLES) await sql`delete from ${sql.table(name)}`.execute(trx);
    for (const table of inOrder) {
      // As the source read them (what a manifest holds), and as the target will be compared.
      const asRead = new RowDigest(table.columns.map((column) => column.kind));
      const digest = new RowDigest(kinds.get(table.name)!);
      for await (const page of image.rowsOf(table)) {
        for (const row of page) {
          if (row.length !== table.columns.length) {
            throw new OperatorError(
              `a row of ${table.name} has ${row.length} values for ${table.columns.length} columns`,
            );
          }
          asRead.add(row);
          digest.add(row);
        }
        try {
          await insertTableRows(trx, table.name, table.columns, page);
        } catch (error) {
          throw new OperatorError(
            `rows of ${table.name} could not be written into the target (${(error as Error).message}); no row was written`,
          );
        }
      }
      passed.set(table.name, { asRead, digest });
    }
    const fingerprint = (name: string, digest: RowDigest) => ({ name, rows: digest.rows, digest: digest.value });
    const read = image.tables.map((table) => fingerprint(table.name, passed.get(table.name)!.asRead));
    const written = image.tables.map((table) => fingerprint(table.name, passed.get(table.name)!.digest));
    // Read back before committing: a difference rolls the whole load back.
    loaded = await fingerprints(trx, shapes, kinds);
    for (const want of expected ?? read) {
      const passedBy = read.find((f) => f.name === want.name);
      if (passedBy?.rows !== want.rows || passedBy.digest !== want.digest) {
        throw new OperatorError(
          `the rows of ${want.name} (${passedBy?.rows ?? 0}) are not the ones the data's manifest describes (${want.rows}): it is damaged; no row was written`,
        );
      }
      const got = loaded.find((f) => f.name === want.name);
      const sent = written.find((f) => f.name === want.name)!;
      if (got?.rows !== sent.rows || got.digest !== sent.digest) {
        throw new OperatorError(
          `table ${want.name} would not hold the same as the source (${got?.rows ?? 0} rows, expected ${want.rows}); no row was written`,
        );
      }
    }
  });
  const { applied: migratedAfter } = await migrateToLatest(target);
  return { tables: loaded, migratedAfter };
}
