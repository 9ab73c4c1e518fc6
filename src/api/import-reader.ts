/**
 * Reading an import off the event loop: the upload is parsed, converted and checked against the
 * API's schemas in a worker thread (import-worker.ts) with a heap of its own, so a hostile document
 * can neither stall this process nor run it out of memory (the worker fails alone: 400). What comes
 * back is within the account's limits, and is turned into objects here one profile at a time.
 */
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
  /** Reads the account from a pronouns.cc-compatible service (`source.token` is used for that only). */
  readRemote(source: Omit<RemoteSource, 'maxBytes' | 'memberLimit'>): Promise<ImportDocument>;
  close(): Promise<void>;
}

const bytes = (image: Uint8Array) => Buffer.from(image.buffer, image.byteOffset, image.byteLength);
const imageOf = (image: WireImage): ImportedImage => (image ? bytes(image) : image);

/**
 * The worker's heap: what parsing and checking the largest upload takes (about ten times its size)
 * and room for the checker itself.
 */
function workerMemoryMb(limits: ImportLimits): number {
  return 64 + Math.ceil((12 * limits.maxBytes) / (1024 * 1024));
}

export function openImportReader(limits: ImportLimits): ImportReader {
  const pool = openWorkerPool<ImportTask, WireImport>(siblingModule(import.meta.url, 'import-worker'), {
    maxMemoryMb: workerMemoryMb(limits),
  });
  async function run(task: ImportTask): Promise<ImportDocument> {
    let answer: WireImport;
    try {
      answer = await pool.run(task);
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
    const { document } = answer;
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

  return {
    read: (body) => run({ kind: 'upload', body, limits }),
    readRemote: (source) =>
      run({
        kind: 'remote',
        source: { ...source, maxBytes: limits.maxBytes, memberLimit: limits.memberLimit },
        limits,
      }),
    close: () => pool.close(),
  };
}
