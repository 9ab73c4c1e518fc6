/** Conversions between database column values and JavaScript values that differ per engine. */

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
