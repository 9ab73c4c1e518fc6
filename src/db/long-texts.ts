/**
 * Long texts on their way to the database, encoded to UTF-8 a turn of the event loop at a time.
 *
 * A profile at its limits writes megabytes of text in one statement (its JSON columns and its
 * documents). Encoding them all at once, as a driver does with its parameters, holds the event loop
 * for a stretch that grows with the text. Both engines get these texts as bytes
 * instead, each long one encoded in a turn of its own: the SQLite writer thread (sqlite-worker.ts)
 * and PostgreSQL (long-text-parameters.ts).
 */

import { aTurnAfter } from '../lib/event-loop-turns.js';

/** Texts at least this long (characters) go to the database as UTF-8 bytes. */
export const LONG_TEXT = 16 * 1024;

/**
 * The UTF-8 of a long text, after `prefix` bytes (left for the caller to fill), in memory of its own
 * (never a slice of Buffer's shared pool, so it can be handed over to another thread).
 */
export async function encodeLongText(text: string, prefix = 0): Promise<Buffer> {
  // A large text is encoded in a turn of the event loop of its own.
  await aTurnAfter(text.length);
  const bytes = Buffer.allocUnsafeSlow(prefix + Buffer.byteLength(text, 'utf8'));
  bytes.write(text, prefix, 'utf8');
  return bytes;
}
