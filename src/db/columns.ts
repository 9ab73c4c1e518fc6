/** Conversions between database column values and JavaScript values that differ per engine. */
import { PostgresAdapter } from 'kysely';
import type { Db } from './database.js';

export function readJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function writeJson(value: unknown): string {
  return JSON.stringify(value);
}

/** The given keys of `changes` that are present, serialised as JSON for an UPDATE's SET. */
export function writeJsonChanges<K extends string>(
  changes: Partial<Record<K, unknown>>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const key of keys) if (changes[key] !== undefined) result[key] = writeJson(changes[key]);
  return result;
}

export function readFlag(value: unknown): boolean {
  return value === 1 || value === true || value === '1';
}

export function writeFlag(value: boolean): number {
  return value ? 1 : 0;
}

/** bigint columns arrive as strings from node-postgres; all our values fit in a double. */
export function readMillis(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function readNullableMillis(value: unknown): number | null {
  return value === null || value === undefined ? null : readMillis(value);
}

/** True when the error is a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * True when the error is a unique violation of `column`: SQLite names it in the message ("UNIQUE
 * constraint failed: members.sid"), PostgreSQL names the index (`members_sid`).
 */
export function isUniqueViolationOf(error: unknown, column: string): boolean {
  if (!isUniqueViolation(error)) return false;
  const { message, constraint } = error as { message?: unknown; constraint?: unknown };
  return [message, constraint].some((text) => typeof text === 'string' && new RegExp(`[._]${column}\\b`).test(text));
}

/** The few statements whose SQL differs per engine ask this. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
