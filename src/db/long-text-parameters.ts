/**
 * Long texts as PostgreSQL parameters: bytes encoded a turn at a time (long-texts.ts), so that
 * node-postgres does not encode megabytes of text in one go while it serialises a statement.
 */
import { isPostgres } from './columns.js';
import type { Db } from './database.js';
import { encodeLongText, LONG_TEXT } from './long-texts.js';

/** The version byte that begins jsonb's binary form. */
const JSONB_VERSION = 1;

/**
 * On PostgreSQL, `values` (an INSERT's values or an UPDATE's SET) with each long text replaced by its
 * bytes. node-postgres sends a Buffer in binary format: text's binary form is its characters in the
 * client encoding (UTF-8, the encoding node-postgres writes its text parameters in), and jsonb's is a
 * version byte and then the same text — hence `jsonb`, the columns of that type. PostgreSQL parses
 * them exactly as it parses text parameters. Elsewhere `values` comes back unchanged (the SQLite
 * writer thread encodes long texts itself).
 *
 * The result is typed as `values`: Kysely passes parameters on untouched, and the database stores
 * the same text either way.
 */
export async function withLongTextsAsBytes<T extends Record<string, unknown>>(
  db: Db,
  values: T,
  jsonb: ReadonlySet<string>,
): Promise<T> {
  if (!isPostgres(db)) return values;
  const result: Record<string, unknown> = { ...values };
  for (const [column, value] of Object.entries(values)) {
    if (typeof value !== 'string' || value.length < LONG_TEXT) continue;
    if (jsonb.has(column)) {
      const bytes = await encodeLongText(value, 1);
      bytes[0] = JSONB_VERSION;
      result[column] = bytes;
    } else {
      result[column] = await encodeLongText(value);
    }
  }
  return result as T;
}
