/**
 * Long texts on their way to the database, encoded to UTF-8 a turn of the event loop at a time.
 *
 * A profile at its limits writes megabytes of text in one statement (its JSON columns and its
 * documents). Encoding them all at once, as a driver does with its parameters, held the event loop
 * for 20–50 ms here: ~10 ms per million characters. Both engines get these texts as bytes
 * instead, each long one encoded in a turn of its own: the SQLite writer thread (sqlite-worker.ts)
 * and PostgreSQL (long-text-parameters.ts).
 */

/** Texts at least this long (characters) go to the database as UTF-8 bytes. */
export const LONG_TEXT = 16 * 1024;
/** Texts at least this long are encoded in a turn of the event loop of their own. */
const TEXT_PER_TURN = 256 * 1024;

/**
 * The UTF-8 of a long text, after `prefix` bytes (left for the caller to fill), in memory of its own
 * (never a slice of Buffer's shared pool, so it can be handed over to another thread).
 */
export async function encodeLongText(text: string, prefix = 0): Promise<Buffer> {
  if (text.length >= TEXT_PER_TURN) await new Promise((resolve) => setImmediate(resolve));
  const bytes = Buffer.allocUnsafeSlow(prefix + Buffer.byteLength(text, 'utf8'));
  bytes.write(text, prefix, 'utf8');
  return bytes;
}
