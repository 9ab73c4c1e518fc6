/**
 * The one place that knows zip files (yazl writes, yauzl reads). Writing streams: entries are read
 * one at a time, when the archive reaches them, so an export of any size never sits whole in memory.
 * Reading is bounded: at most `maxEntries` entries and `maxBytes` of uncompressed data in all, each
 * entry's real size checked against what it declares (zip bombs are refused, never inflated).
 */
import { PassThrough, Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';

export interface ZipEntrySource {
  name: string;
  /** Called when the archive reaches the entry: its bytes, or a stream of them. */
  open: () => Promise<Buffer | Readable>;
}

/** An archive being written: entries may be added until `end()`, and are read in the order added. */
export interface ZipWriter {
  add(entry: ZipEntrySource): void;
  end(): void;
  /** The archive's bytes; destroyed with the error when an entry fails. */
  output: Readable;
}

/**
 * A zip archive written as a stream. A failure while it is written (an entry that cannot be opened or
 * read) destroys the output with the error — the download is cut short, which its reader sees — and
 * never escapes as an uncaught error.
 */
export function zipWriter(): ZipWriter {
  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.on('error', fail);
  const archive = zip.outputStream as NodeJS.ReadableStream & {
    on(event: 'error', listener: (e: Error) => void): unknown;
  };
  archive.on('error', fail);
  archive.pipe(output);
  return {
    output,
    end: () => zip.end(),
    add(entry) {
      zip.addReadStreamLazy(entry.name, (callback) => {
        entry.open().then(
          (data) => {
            const stream = Buffer.isBuffer(data) ? Readable.from([data]) : data;
            // yazl pipes the entry's stream, and pipe() does not pass its errors on.
            stream.once('error', fail);
            callback(null, stream);
          },
          (error: unknown) => {
            fail(error);
            callback(error, Readable.from([]));
          },
        );
      });
    },
  };
}

/** A zip archive of the entries, as a stream (entries are opened in order, one at a time). */
export function zipStream(entries: Iterable<ZipEntrySource>): Readable {
  const writer = zipWriter();
  for (const entry of entries) writer.add(entry);
  writer.end();
  return writer.output;
}

/** The archive is not a zip file we accept; `reason` is written for the person who sent it. */
export class ZipRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ZipRejected';
  }
}

export interface ZipLimits {
  maxEntries: number;
  /** Uncompressed bytes of all entries together. */
  maxBytes: number;
}

/** Whether bytes start like a zip archive (a local file header, or an empty archive's end record). */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

/** Every file entry of a zip archive held in memory, by its path (directories left out). */
export async function unzip(bytes: Buffer, limits: ZipLimits): Promise<Map<string, Buffer>> {
  let archive: yauzl.ZipFile;
  try {
    archive = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch (error) {
    throw new ZipRejected(`not a readable zip archive (${(error as Error).message})`);
  }
  if (archive.entryCount > limits.maxEntries) {
    archive.close();
    throw new ZipRejected(`the archive has ${archive.entryCount} entries; at most ${limits.maxEntries} are accepted`);
  }
  const files = new Map<string, Buffer>();
  let total = 0;
  try {
    for (;;) {
      const entry = await nextEntry(archive);
      if (entry === null) return files;
      if (entry.fileName.endsWith('/')) continue;
      total += entry.uncompressedSize;
      if (total > limits.maxBytes) {
        throw new ZipRejected(
          `the archive holds more than ${Math.floor(limits.maxBytes / 1024 / 1024)} MB uncompressed`,
        );
      }
      files.set(entry.fileName, await readEntry(archive, entry));
    }
  } catch (error) {
    archive.close();
    if (error instanceof ZipRejected) throw error;
    throw new ZipRejected(`the archive is damaged (${(error as Error).message})`);
  }
}

function nextEntry(archive: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('end', onEnd);
      archive.off('error', onError);
    };
    archive.on('entry', onEntry);
    archive.on('end', onEnd);
    archive.on('error', onError);
    archive.readEntry();
  });
}

async function readEntry(archive: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    archive.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const chunks: Buffer[] = [];
  // yauzl stops a stream whose data outgrows the size its entry declares (validateEntrySizes).
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A zip file on disk, read an entry at a time (nothing held whole in memory). */
export interface ZipFileReader {
  /** The names of the file entries, in the archive's order. */
  names(): string[];
  /** A stream of the entry's bytes; null when there is no such entry. */
  open(name: string): Promise<Readable | null>;
  close(): void;
}

export async function openZipFile(path: string): Promise<ZipFileReader> {
  let archive: yauzl.ZipFile;
  try {
    archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(
        path,
        { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
        (error, opened) => (error ? reject(error) : resolve(opened)),
      ),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== undefined) throw error;
    throw new ZipRejected(`not a readable zip archive (${(error as Error).message})`);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    for (;;) {
      const entry = await nextEntry(archive);
      if (entry === null) break;
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
    }
  } catch (error) {
    archive.close();
    throw new ZipRejected(`the archive is damaged (${(error as Error).message})`);
  }
  return {
    names: () => [...entries.keys()],
    async open(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      return new Promise<Readable>((resolve, reject) =>
        archive.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      );
    },
    close: () => archive.close(),
  };
}
