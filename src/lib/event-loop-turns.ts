/**
 * The one rule for large work on the event loop. Work on a large piece of data — a document, a request
 * body, a page of documents, a text to encode, of `LARGE_WORK` bytes or characters or more — is one
 * stretch of the event loop; after it the loop takes a turn (`aTurnAfter`), so that the requests
 * waiting behind it go first. Heavy, rare work that would be one long stretch however it is cut
 * (reading an import) runs in a worker thread instead (worker-pool.ts).
 */

/** Bytes or characters from which a piece of work is large. */
export const LARGE_WORK = 64 * 1024;

export function isLargeWork(size: number): boolean {
  return size >= LARGE_WORK;
}

/** Lets the event loop take a turn: what was waiting runs before the caller goes on. */
export function aTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A turn of the event loop after work on `size` bytes or characters, when that is large. */
export async function aTurnAfter(size: number): Promise<void> {
  if (isLargeWork(size)) await aTurn();
}
