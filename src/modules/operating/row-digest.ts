/**
 * A fingerprint of a table's rows that two databases can compare without sending the rows: the count,
 * and the sum of each row's hash. A sum does not depend on the order rows are read in (the engines
 * sort text differently). JSON is compared by meaning: PostgreSQL keeps jsonb in its own key order and
 * spacing, SQLite keeps the text as written.
 */
import { createHash } from 'node:crypto';
import type { CarriedRow, CarriedValue } from '../../db/table-rows.js';

const MODULUS = 1n << 128n;

function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalJson);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = canonicalJson((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

function canonicalValue(value: CarriedValue): CarriedValue {
  if (typeof value !== 'string' || (value[0] !== '{' && value[0] !== '[')) return value;
  try {
    return `json:${JSON.stringify(canonicalJson(JSON.parse(value)))}`;
  } catch {
    return value;
  }
}

export class RowDigest {
  rows = 0;
  private sum = 0n;

  add(row: CarriedRow): void {
    const hash = createHash('sha256')
      .update(JSON.stringify(row.map(canonicalValue)))
      .digest();
    this.sum = (this.sum + hash.readBigUInt64BE(0) * (1n << 64n) + hash.readBigUInt64BE(8)) % MODULUS;
    this.rows += 1;
  }

  get value(): string {
    return this.sum.toString(16).padStart(32, '0');
  }
}
