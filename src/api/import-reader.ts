/**
 * Reading an import off the event loop: the upload is parsed, converted and checked against the
 * API's schemas in a worker thread (import-worker.ts) with a heap of its own, so a hostile document
 * can neither stall this process nor run it out of memory (the worker fails alone: 400). What comes
 * back is within the account's limits, and is turned into objects here one profile at a time.
 */
import { MessageChannel, type Transferable } from 'node:worker_threads';
import { ApiError, invalidField } from '../core/errors.js';
import { aTurn } from '../lib/event-loop-turns.js';
import { openWorkerPool, siblingModule, WorkerOutOfMemory } from '../lib/worker-pool.js';
import type { ImportDocument, ImportedImage } from '../modules/portability/account-import.js';
import { importProblem, serviceProblem } from '../modules/portability/import-problems.js';
import type { ImportLimits } from './import-documents.js';
import type { ImportTask, WireImage, WireImport } from './import-worker.js';
import type { RemoteSource } from '../modules/portability/pronouns-cc-reader.js';

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
  document(): Promise<ImportDocument>;
}

export interface ImportReaderOptions {
  /** Readings from services the thread runs at once (they wait on the network); its heap is sized for them all. */
  readingsAtOnce?: number;
}

const bytes = (image: Uint8Array) => Buffer.from(image.buffer, image.byteOffset, image.byteLength);
const imageOf = (image: WireImage): ImportedImage => (image ? bytes(image) : image);

/**
 * The worker's heap: what parsing and checking the largest upload takes (about ten times its size)
 * and room for the checker itself; as much again for each task that may run beside it.
 */
function workerMemoryMb(limits: ImportLimits, tasksAtOnce: number): number {
  return 64 + tasksAtOnce * Math.ceil((12 * limits.maxBytes) / (1024 * 1024));
}

type CrossedDocument = Extract<WireImport, { document: unknown }>['document'];

export function openImportReader(limits: ImportLimits, options: ImportReaderOptions = {}): ImportReader {
  const tasksAtOnce = options.readingsAtOnce ?? 1;
  const pool = openWorkerPool<ImportTask, WireImport>(siblingModule(import.meta.url, 'import-worker'), {
    maxMemoryMb: workerMemoryMb(limits, tasksAtOnce),
    tasksPerThread: tasksAtOnce,
  });

  /** The task's answer as it crossed, or its refusal thrown. */
  async function crossed(task: ImportTask, transfer?: Transferable[]): Promise<CrossedDocument> {
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

  async function built(document: CrossedDocument): Promise<ImportDocument> {
    const members: ImportDocument['members'] = [];
    for (const member of document.members) {
      members.push({ name: member.name, patch: JSON.parse(member.patch), avatar: imageOf(member.avatar) });
      // A member at its limits is a large object to build: one at a time between other requests.
      await aTurn();
    }
    return {
      source: document.source,
      skipped: document.skipped,
      flags: document.flags.map((flag) => ({ ...flag, image: bytes(flag.image) })),
      user: document.user && { patch: JSON.parse(document.user.patch), avatar: imageOf(document.user.avatar) },
      members,
    };
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
      return { document: () => built(document) };
    } finally {
      stop?.removeEventListener('abort', tell);
      channel?.port1.close();
    }
  }

  return {
    read: async (body) => built(await crossed({ kind: 'upload', body, limits })),
    readRemote,
    close: () => pool.close(),
  };
}
