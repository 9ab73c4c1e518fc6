/**
 * Reading an import off the event loop: the upload is parsed, converted and checked against the
 * API's schemas in a worker thread (import-worker.ts) with a heap of its own, so a hostile document
 * can neither stall this process nor run it out of memory (the worker fails alone: 400). What comes
 * back is within the account's limits (its notes too), compact (a WireDocument: JSON as bytes, images
 * as bytes), and is turned into objects here one profile at a time.
 */
import { MessageChannel, type Transferable } from 'node:worker_threads';
import { ApiError, invalidField } from '../core/errors.js';
import { aTurn } from '../lib/event-loop-turns.js';
import { openWorkerPool, siblingModule, WorkerOutOfMemory } from '../lib/worker-pool.js';
import type { ImportDocument, ImportedImage } from '../modules/portability/account-import.js';
import { importProblem, serviceProblem } from '../modules/portability/import-problems.js';
import type { ImportLimits } from './import-documents.js';
import type { ImportTask, WireDocument, WireImage, WireImport } from './import-worker.js';
import type { RemoteSource } from '../modules/portability/pronouns-cc-reader.js';

export type { WireDocument } from './import-worker.js';

export interface ImportReader {
  read(body: Buffer): Promise<ImportDocument>;
  /**
   * Reads the account from a pronouns.cc-compatible service (`source.token` is used for that only);
   * `stop` aborting ends the reading in the thread (the other readings there go on).
   */
  readRemote(source: Omit<RemoteSource, 'maxBytes' | 'memberLimit' | 'stop'>, stop?: AbortSignal): Promise<RemoteRead>;
  close(): Promise<void>;
}

/**
 * An account read from a service, still in the form it crossed in: `document()` builds its objects
 * here, which the caller does once it holds the import slot, so readings that end together do not
 * all take this heap at once.
 */
export interface RemoteRead {
  /** The compact form a preview holds (`openWireDocument` makes it an ImportDocument). */
  wire: WireDocument;
  document(): Promise<ImportDocument>;
}

export interface ImportReaderOptions {
  /** Readings from services the thread runs at once (they wait on the network); its heap is sized for them all. */
  readingsAtOnce?: number;
}

const bytes = (image: Uint8Array) => Buffer.from(image.buffer, image.byteOffset, image.byteLength);
const imageOf = (image: WireImage): ImportedImage => (image ? bytes(image) : image);
const patchOf = (patch: Uint8Array) => JSON.parse(bytes(patch).toString('utf8'));

/**
 * A document read in the worker as objects. A member's patch is parsed from its bytes when the import
 * asks for it, each time: a member at its limits is a large object, and an import of hundreds of them
 * then holds one at a time instead of all (the heap, and the collector's pauses, stay small).
 */
export async function openWireDocument(document: WireDocument): Promise<ImportDocument> {
  const members: ImportDocument['members'] = document.members.map((member) => ({
    name: member.name,
    ref: member.ref,
    avatar: imageOf(member.avatar),
    get patch() {
      return patchOf(member.patch);
    },
  }));
  const user = document.user && { patch: patchOf(document.user.patch), avatar: imageOf(document.user.avatar) };
  // The profile at its limits is a large object to build: the loop takes a turn after it.
  if (user) await aTurn();
  return {
    source: document.source,
    skipped: document.skipped,
    flags: document.flags.map((flag) => ({ ...flag, image: bytes(flag.image) })),
    audiences: document.audiences,
    user,
    members,
    groups: document.groups,
  };
}

/** Small objects and strings of a held document, besides its byte arrays: generous for what V8 makes of them. */
const OBJECT_BYTES = 256;

/**
 * The memory a held WireDocument takes: each byte array's whole backing store (once, however many
 * views share it), its texts as two bytes a character, and its objects.
 */
export function wireDocumentBytes(document: WireDocument): number {
  const stores = new Set<ArrayBufferLike>();
  let bytes = 0;
  const store = (array: WireImage) => {
    if (array && !stores.has(array.buffer)) {
      stores.add(array.buffer);
      bytes += array.buffer.byteLength;
    }
  };
  const text = (value: string) => {
    bytes += OBJECT_BYTES + 2 * value.length;
  };
  text(JSON.stringify(document.skipped));
  text(JSON.stringify(document.audiences));
  text(JSON.stringify(document.groups));
  for (const flag of document.flags) {
    store(flag.image);
    text(flag.ref + flag.name + flag.description);
  }
  if (document.user) {
    store(document.user.patch);
    store(document.user.avatar);
    text('');
  }
  for (const member of document.members) {
    store(member.patch);
    store(member.avatar);
    text(member.name);
  }
  return bytes;
}

/**
 * The worker's heap: what parsing and checking the largest upload takes (about ten times its size)
 * and room for the checker itself; as much again for each task that may run beside it.
 */
function workerMemoryMb(limits: ImportLimits, tasksAtOnce: number): number {
  return 64 + tasksAtOnce * Math.ceil((12 * limits.maxBytes) / (1024 * 1024));
}

export function openImportReader(limits: ImportLimits, options: ImportReaderOptions = {}): ImportReader {
  const tasksAtOnce = options.readingsAtOnce ?? 1;
  const pool = openWorkerPool<ImportTask, WireImport>(siblingModule(import.meta.url, 'import-worker'), {
    maxMemoryMb: workerMemoryMb(limits, tasksAtOnce),
    tasksPerThread: tasksAtOnce,
  });

  /** The task's answer as it crossed, or its refusal thrown. */
  async function crossed(task: ImportTask, transfer?: Transferable[]): Promise<WireDocument> {
    let answer: WireImport;
    try {
      answer = await pool.run(task, transfer);
    } catch (error) {
      if (error instanceof WorkerOutOfMemory) {
        if (task.kind === 'remote') {
          throw invalidField(
            'url',
            'the account there is more than this server can read at once',
            serviceProblem({ problem: 'tooBig' }),
            'The account at that service is more than this server can read at once: nothing was imported',
          );
        }
        throw invalidField(
          'body',
          'holds more than an account at every limit could: it cannot be read',
          importProblem({ problem: 'tooLarge' }),
        );
      }
      throw error;
    }
    if ('refused' in answer) {
      throw new ApiError(
        answer.refused.code,
        answer.refused.message,
        answer.refused.details,
        undefined,
        answer.refused.field,
      );
    }
    return answer.document;
  }

  async function readRemote(
    source: Omit<RemoteSource, 'maxBytes' | 'memberLimit' | 'stop'>,
    stop?: AbortSignal,
  ): Promise<RemoteRead> {
    // The thread runs other readings beside this one: it is told to stop through a port of its own
    // (piscina would end the whole thread).
    const channel = stop ? new MessageChannel() : null;
    const tell = () => channel?.port1.postMessage('stop');
    stop?.addEventListener('abort', tell, { once: true });
    try {
      const document = await crossed(
        {
          kind: 'remote',
          source: {
            ...source,
            maxBytes: limits.maxBytes,
            memberLimit: limits.memberLimit,
            ...(channel ? { stop: channel.port2 } : {}),
          },
          limits,
        },
        channel ? [channel.port2] : undefined,
      );
      return { wire: document, document: () => openWireDocument(document) };
    } finally {
      stop?.removeEventListener('abort', tell);
      channel?.port1.close();
    }
  }

  return {
    read: async (body) => openWireDocument(await crossed({ kind: 'upload', body, limits })),
    readRemote,
    close: () => pool.close(),
  };
}
