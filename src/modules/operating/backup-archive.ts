/**
 * The backup file: a zip archive with one entry per table (`tables/<name>.ndjson`, a JSON array of
 * values per line), the media files under `media/` by their stored names, and `nametag-backup.json`,
 * the manifest: the format, when and from what it was made, the applied migrations, each table's
 * columns and fingerprint (rows and digest), and the media's count. The manifest comes last because
 * the fingerprints are taken as the rows are written; readers find it through the zip's directory.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ColumnKind, TableShape } from '../../db/table-catalogue.js';
import type { CarriedRow } from '../../db/table-rows.js';
import type { MediaKind, MediaStore } from '../../lib/media-store.js';
import { openZipFile, ZipRejected, zipWriter } from '../../lib/zip.js';
import type { DatabaseImage, TableFingerprint } from './database-image.js';
import { OperatorError } from './operator-error.js';
import { RowDigest } from './row-digest.js';

export const BACKUP_FORMAT = 'nametag-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = 'nametag-backup.json';
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;
const MEDIA_FILE_MAX_BYTES = 64 * 1024 * 1024;
const PAGE_ROWS = 500;
const MEDIA_NAME = /^media\/(users|members|flags)\/([0-9A-Za-z-]{1,64})\/([0-9a-f]{64})\.webp$/;
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const KINDS: readonly ColumnKind[] = ['text', 'integer', 'json'];

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  created_at: string;
  /** The Nametag version and database engine the backup was made from. */
  made_by: { nametag: string; engine: 'sqlite' | 'postgres' };
  migrations: string[];
  tables: (TableShape & TableFingerprint)[];
  media: { files: number; bytes: number };
}

export interface BackupSource {
  image: DatabaseImage;
  media: MediaStore;
  madeBy: BackupManifest['made_by'];
  now: () => Date;
}

function failureOf(stream: Readable): Promise<never> {
  return new Promise((_, reject) => {
    stream.once('error', reject);
    stream.once('close', () => reject(new Error('the backup stopped being written')));
  });
}

/**
 * Writes the backup to `path` (first under a temporary name, renamed when whole, so a failed backup
 * never leaves a file that looks like one). Tables are read first, then the media is listed: a file
 * the tables name was stored before the row naming it was written.
 */
export async function writeBackup(path: string, source: BackupSource): Promise<BackupManifest> {
  const partial = `${path}.partial`;
  const writer = zipWriter();
  const written = pipeline(writer.output, createWriteStream(partial));
  const failed = failureOf(writer.output);
  failed.catch(() => {});
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    created_at: source.now().toISOString(),
    made_by: source.madeBy,
    migrations: source.image.migrations,
    tables: [],
    media: { files: 0, bytes: 0 },
  };
  try {
    let tablesRead!: () => void;
    const allTablesRead = new Promise<void>((resolve) => (tablesRead = resolve));
    if (source.image.tables.length === 0) tablesRead();
    source.image.tables.forEach((table, index) => {
      const digest = new RowDigest(table.columns.map((column) => column.kind));
      async function* lines(): AsyncGenerator<string> {
        for await (const page of source.image.rowsOf(table)) {
          for (const row of page) {
            digest.add(row);
            // A line per chunk: a page of large rows joined could outgrow a string.
            yield `${JSON.stringify(row)}\n`;
          }
        }
        manifest.tables.push({ ...table, name: table.name, rows: digest.rows, digest: digest.value });
        if (index === source.image.tables.length - 1) tablesRead();
      }
      writer.add({ name: `tables/${table.name}.ndjson`, open: async () => Readable.from(lines()) });
    });
    await Promise.race([allTablesRead, failed]);

    for await (const entry of source.media.entries()) {
      if (entry.hash === null) continue;
      const bytes = await source.media.read(entry.kind, entry.ownerId, entry.hash);
      // Removed since it was listed (a member deleted meanwhile): nothing names it any more.
      if (bytes === null) continue;
      manifest.media.files += 1;
      manifest.media.bytes += bytes.length;
      // One file waits in memory at a time: the next is read when the archive has taken this one.
      await Promise.race([
        new Promise<void>((taken) =>
          writer.add({
            name: `media/${entry.kind}/${entry.ownerId}/${entry.hash}.webp`,
            open: async () => {
              taken();
              return bytes;
            },
          }),
        ),
        failed,
      ]);
    }
    writer.add({ name: MANIFEST, open: async () => Buffer.from(JSON.stringify(manifest, null, 1)) });
    writer.end();
    await written;
    await rename(partial, path);
    return manifest;
  } catch (error) {
    writer.output.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    if ((error as NodeJS.ErrnoException).path === partial) {
      throw new OperatorError(`the backup cannot be written to ${path} (${(error as Error).message})`);
    }
    throw error;
  }
}

async function readAll(stream: Readable, limit: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > limit) throw new OperatorError(`the backup's ${what} is larger than ${limit / 1024 / 1024} MB`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function damaged(reason: string): OperatorError {
  return new OperatorError(`the backup file is damaged or not a Nametag backup: ${reason}`);
}

function checkedManifest(value: unknown): BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  if (manifest?.format !== BACKUP_FORMAT) throw damaged('its manifest does not name the format');
  if (manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new OperatorError(
      `the backup is in version ${String(manifest.version)} of the format, and this Nametag reads version ${BACKUP_FORMAT_VERSION}`,
    );
  }
  if (!Array.isArray(manifest.migrations) || !manifest.migrations.every((m) => typeof m === 'string')) {
    throw damaged('its list of migrations is missing');
  }
  if (!Array.isArray(manifest.tables)) throw damaged('its list of tables is missing');
  for (const table of manifest.tables) {
    const columns = (table as Partial<TableShape>).columns;
    if (
      typeof table?.name !== 'string' ||
      !TABLE_NAME.test(table.name) ||
      !Array.isArray(columns) ||
      columns.length === 0 ||
      !columns.every((c) => typeof c?.name === 'string' && TABLE_NAME.test(c.name) && KINDS.includes(c.kind)) ||
      !Number.isInteger(table.rows) ||
      typeof table.digest !== 'string'
    ) {
      throw damaged(`its description of table ${JSON.stringify(table?.name)} is incomplete`);
    }
  }
  return manifest as BackupManifest;
}

function checkedRow(line: string, table: TableShape, lineNumber: number): CarriedRow {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    throw damaged(`line ${lineNumber} of table ${table.name} is not JSON`);
  }
  if (
    !Array.isArray(row) ||
    row.length !== table.columns.length ||
    !row.every((v) => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
  ) {
    throw damaged(`line ${lineNumber} of table ${table.name} is not a row of its ${table.columns.length} columns`);
  }
  return row as CarriedRow;
}

export interface MediaFile {
  kind: MediaKind;
  ownerId: string;
  hash: string;
  bytes: Buffer;
}

export interface OpenedBackup {
  manifest: BackupManifest;
  image: DatabaseImage;
  /** The media files, each checked against the hash its name carries. */
  media(): AsyncGenerator<MediaFile>;
  close(): void;
}

export async function openBackup(path: string): Promise<OpenedBackup> {
  let zip;
  try {
    zip = await openZipFile(path);
  } catch (error) {
    if (error instanceof ZipRejected) throw damaged(error.reason);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new OperatorError(`there is no file ${path}`);
    if (code !== undefined) throw new OperatorError(`${path} cannot be read (${(error as Error).message})`);
    throw error;
  }
  const archive = zip;
  try {
    const manifestStream = await archive.open(MANIFEST);
    if (!manifestStream) throw damaged(`it has no ${MANIFEST}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse((await readAll(manifestStream, MANIFEST_MAX_BYTES, 'manifest')).toString('utf8'));
    } catch (error) {
      if (error instanceof OperatorError) throw error;
      throw damaged('its manifest is not JSON');
    }
    const manifest = checkedManifest(parsed);
    for (const table of manifest.tables) {
      if (!archive.names().includes(`tables/${table.name}.ndjson`))
        throw damaged(`the rows of ${table.name} are missing`);
    }
    return {
      manifest,
      image: {
        migrations: manifest.migrations,
        tables: manifest.tables,
        async *rowsOf(table) {
          const stream = await archive.open(`tables/${table.name}.ndjson`);
          if (!stream) throw damaged(`the rows of ${table.name} are missing`);
          let page: CarriedRow[] = [];
          let lineNumber = 0;
          for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
            lineNumber += 1;
            if (line === '') continue;
            page.push(checkedRow(line, table, lineNumber));
            if (page.length === PAGE_ROWS) {
              yield page;
              page = [];
            }
          }
          if (page.length > 0) yield page;
        },
      },
      async *media() {
        for (const name of archive.names()) {
          const match = MEDIA_NAME.exec(name);
          if (!match) continue;
          const stream = (await archive.open(name))!;
          const bytes = await readAll(stream, MEDIA_FILE_MAX_BYTES, `file ${name}`);
          const hash = match[3]!;
          if (createHash('sha256').update(bytes).digest('hex') !== hash)
            throw damaged(`${name} does not match its hash`);
          yield { kind: match[1] as MediaKind, ownerId: match[2]!, hash, bytes };
        }
      },
      close: () => archive.close(),
    };
  } catch (error) {
    archive.close();
    throw error;
  }
}
