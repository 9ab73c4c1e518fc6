/**
 * A whole database as backups and copies carry it: the migrations applied to it, its tables' shapes,
 * and their rows. Loading an image into another database is the same for a restore (the image read
 * from a backup file) and for a copy between engines (the image read from a live snapshot):
 *
 * 1. the target must hold no data, and is migrated to exactly the image's migrations (so rows fit
 *    the columns they were read from; later migrations run after, on the loaded data);
 * 2. the rows go in, parents first, in one transaction: a failure leaves the target as it was;
 * 3. every table is read back and compared with what was read from the source (count and digest);
 * 4. the target is migrated to this version's latest schema.
 */
import { sql } from 'kysely';
import { KNOWN_MIGRATIONS, migrateTo, migrateToLatest } from '../../db/migrator.js';
import type { Db } from '../../db/database.js';
import { appliedMigrationNames, type TableShape, tableCatalogue } from '../../db/table-catalogue.js';
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

/** Refuses a target that holds data or a schema the image cannot go into; migrates it to the image's. */
async function prepareTarget(target: Db, migrations: string[]): Promise<void> {
  const unknown = migrations.filter((name) => !KNOWN_MIGRATIONS.includes(name));
  if (unknown.length > 0) {
    throw new OperatorError(
      `the data comes from a newer version of Nametag (its schema has ${unknown.join(', ')}); use that version or a later one`,
    );
  }
  const applied = await appliedMigrationNames(target);
  if (applied.some((name, index) => migrations[index] !== name)) {
    throw new OperatorError(
      'the target database already has a schema the data does not fit (a newer or different one); use a new, empty database',
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
async function fingerprints(target: Db, shapes: TableShape[]): Promise<TableFingerprint[]> {
  const result: TableFingerprint[] = [];
  for (const shape of shapes) {
    const digest = new RowDigest();
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
  await prepareTarget(target, image.migrations);
  const targetTables = await tableCatalogue(target);
  const shapes = image.tables.map((table) => matchingShape(targetTables, table));
  const order = new Map(targetTables.map((table, index) => [table.name, index]));
  const inOrder = [...image.tables].sort((a, b) => order.get(a.name)! - order.get(b.name)!);

  let loaded: TableFingerprint[] = [];
  await target.transaction().execute(async (trx) => {
    const passed = new Map<string, RowDigest>();
    for (const name of START_UP_TABLES) await sql`delete from ${sql.table(name)}`.execute(trx);
    for (const table of inOrder) {
      const digest = new RowDigest();
      for await (const page of image.rowsOf(table)) {
        for (const row of page) {
          if (row.length !== table.columns.length) {
            throw new OperatorError(
              `a row of ${table.name} has ${row.length} values for ${table.columns.length} columns`,
            );
          }
          digest.add(row);
        }
        await insertTableRows(trx, table.name, table.columns, page);
      }
      passed.set(table.name, digest);
    }
    const read = image.tables.map((table) => {
      const digest = passed.get(table.name)!;
      return { name: table.name, rows: digest.rows, digest: digest.value };
    });
    // Read back before committing: a difference rolls the whole load back.
    loaded = await fingerprints(trx, shapes);
    for (const want of expected ?? read) {
      const got = loaded.find((f) => f.name === want.name);
      const passedBy = read.find((f) => f.name === want.name);
      if (!got || got.rows !== want.rows || got.digest !== want.digest || passedBy?.digest !== want.digest) {
        throw new OperatorError(
          `table ${want.name} would not hold the same as the source (${got?.rows ?? 0} rows, expected ${want.rows}); nothing was written`,
        );
      }
    }
  });
  const { applied: migratedAfter } = await migrateToLatest(target);
  return { tables: loaded, migratedAfter };
}
