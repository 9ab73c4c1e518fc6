/**
 * A fingerprint of a table's rows that two databases can compare without sending the rows: the count,
 * and the sum of each row's hash. A sum does not depend on the order rows are read in (the engines
 * sort text differently). JSON columns are compared by meaning: PostgreSQL keeps jsonb in its own key
 * order and spacing, SQLite keeps the text as written.
 */
import { createHash } from 'node:crypto';
import type { ColumnKind } from '../../db/table-catalogue.js';
import type { CarriedRow, CarriedValue } from '../../db/table-rows.js';

const MODULUS = 1n << 128n;

/** Objects become sorted [key, value] lists: no key is special (`__proto__` included). */
function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return ['a', value.map(canonicalJson)];
  if (value !== null && typeof value === 'object') {
    return [
      'o',
      Object.keys(value)
        .sort()
        .map((key) => [key, canonicalJson((value as Record<string, unknown>)[key])]),
    ];
  }
  return value;
}

function canonicalValue(value: CarriedValue, kind: ColumnKind | undefined): unknown {
  if (kind !== 'json' || typeof value !== 'string') return value;
  try {
    return ['json', canonicalJson(JSON.parse(value))];
  } catch {
    return value;
  }
}

export class RowDigest {
  rows = 0;
  private sum = 0n;

  /** `kinds`: each column's kind, in the rows' order (JSON columns are compared by meaning). */
  constructor(private readonly kinds: readonly ColumnKind[]) {}

  add(row: CarriedRow): void {
    const canonical = JSON.stringify(row.map((value, index) => canonicalValue(value, this.kinds[index])));
    const hash = createHash('sha256').update(canonical).digest();
    this.sum = (this.sum + hash.readBigUInt64BE(0) * (1n << 64n) + hash.readBigUInt64BE(8)) % MODULUS;
    this.rows += 1;
  }

  get value(): string {
    return this.sum.toString(16).padStart(32, '0');
  }
}
