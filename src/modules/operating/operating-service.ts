/**
 * What the operator's backup, restore and copy commands do (docs/BACKUPS.md). The database is read in
 * one snapshot while the server keeps serving: a read transaction on SQLite (WAL keeps the snapshot
 * while writers go on), a read-only REPEATABLE READ transaction on PostgreSQL. The same image format
 * goes into a backup file or straight into another database.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { isPostgres } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { appliedMigrationNames, tableCatalogue } from '../../db/table-catalogue.js';
import { readTableRows } from '../../db/table-rows.js';
import type { MediaStore } from '../../lib/media-store.js';
import { type BackupManifest, openBackup, writeBackup } from './backup-archive.js';
import { checkTarget, type DatabaseImage, type LoadReport, loadImage } from './database-image.js';
import { OperatorError } from './operator-error.js';

/** Runs `work` with the database as it is at one moment, whatever is written meanwhile. */
export async function withDatabaseSnapshot<T>(db: Db, work: (image: DatabaseImage) => Promise<T>): Promise<T> {
  const transaction = isPostgres(db)
    ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
    : db.transaction();
  return transaction.execute(async (trx) => {
    // On SQLite the snapshot begins with the first read: read the migrations first.
    const migrations = await appliedMigrationNames(trx);
    const tables = await tableCatalogue(trx);
    return work({ migrations, tables, rowsOf: (table) => readTableRows(trx, table) });
  });
}

export async function backupDatabase(
  path: string,
  db: Db,
  media: MediaStore,
  madeBy: { nametag: string },
  now: () => Date,
): Promise<BackupManifest> {
  const engine = isPostgres(db) ? 'postgres' : 'sqlite';
  return withDatabaseSnapshot(db, (image) =>
    writeBackup(path, { image, media, madeBy: { nametag: madeBy.nametag, engine }, now }),
  );
}

export interface RestoreReport extends LoadReport {
  manifest: BackupManifest;
  mediaFiles: number;
}

/**
 * Brings a backup back into an empty database. The media goes first (storing a file twice is
 * harmless, and files nothing names are swept later), then the rows in one transaction.
 */
export async function restoreDatabase(path: string, target: Db, media: MediaStore): Promise<RestoreReport> {
  const backup = await openBackup(path);
  try {
    // Refused before anything is stored.
    await checkTarget(target, backup.manifest.migrations);
    let mediaFiles = 0;
    for await (const file of backup.media()) {
      await media.put(file.kind, file.ownerId, file.hash, file.bytes);
      mediaFiles += 1;
    }
    if (mediaFiles !== backup.manifest.media.files) {
      throw new OperatorError(
        `the backup holds ${mediaFiles} media files where its manifest says ${backup.manifest.media.files}: it is damaged; no row was written`,
      );
    }
    const report = await loadImage(target, backup.image, backup.manifest.tables);
    return { ...report, manifest: backup.manifest, mediaFiles };
  } finally {
    backup.close();
  }
}

/**
 * Copies the whole database into an empty one (another engine, typically), checked table by table.
 * `targetName` names the target in a refusal (a target that cannot be reached).
 */
export async function copyDatabase(source: Db, target: Db, targetName: string): Promise<LoadReport> {
  try {
    await sql`select 1`.execute(target);
  } catch (error) {
    throw new OperatorError(`the target database ${targetName} cannot be reached (${(error as Error).message})`);
  }
  return withDatabaseSnapshot(source, (image) => loadImage(target, image));
}

export interface MediaCopyReport {
  files: number;
  bytes: number;
  /** Files already there with the same content. */
  present: number;
}

/**
 * Copies every stored file to another store, each read back from the target and checked against the
 * hash its name carries. Files are named by their content, so running it again copies only what is new.
 */
export async function copyMedia(from: MediaStore, to: MediaStore): Promise<MediaCopyReport> {
  const report: MediaCopyReport = { files: 0, bytes: 0, present: 0 };
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  for await (const entry of from.entries()) {
    if (entry.hash === null) continue;
    const existing = await to.read(entry.kind, entry.ownerId, entry.hash);
    if (existing && sha256(existing) === entry.hash) {
      report.present += 1;
      continue;
    }
    const bytes = await from.read(entry.kind, entry.ownerId, entry.hash);
    if (bytes === null) continue;
    const name = `${entry.kind}/${entry.ownerId}/${entry.hash}.webp`;
    if (sha256(bytes) !== entry.hash) {
      throw new OperatorError(
        `${name} is damaged in the source (its content does not match its name); nothing more was copied`,
      );
    }
    await to.put(entry.kind, entry.ownerId, entry.hash, bytes);
    const stored = await to.read(entry.kind, entry.ownerId, entry.hash);
    if (!stored || sha256(stored) !== entry.hash) {
      throw new OperatorError(`${name} was not stored whole in the target; run the copy again`);
    }
    report.files += 1;
    report.bytes += bytes.length;
  }
  return report;
}
