/** Identifiers: UUIDv7, so they are opaque, URL-safe, unique across tables and sortable by creation time. */
import { randomFillSync, randomInt } from 'node:crypto';
import { v7 } from 'uuid';

/**
 * Random bytes for IDs, drawn from the system's generator a batch at a time: uuid draws 16 bytes per
 * ID, and that call cost about as much as the rest of making one (Node's randomUUID keeps a batch
 * too). Given the bytes, uuid leaves the clock and counter to the caller: `clock` keeps them as uuid
 * itself does, so IDs made in one millisecond still sort in the order they were made.
 */
const pool = Buffer.alloc(16 * 256);
let used = pool.length;
const clock = { msecs: -Infinity, seq: 0 };

export function newId(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const random = pool.subarray(used, used + 16);
  used += 16;
  const now = Date.now();
  if (now > clock.msecs) {
    // A fresh 31-bit counter from the random bytes, as uuid starts one.
    clock.seq = random.readUInt32BE(6) & 0x7fffffff;
    clock.msecs = now;
  } else {
    clock.seq = (clock.seq + 1) | 0;
    if (clock.seq === 0) clock.msecs++;
  }
  return v7({ random, msecs: clock.msecs, seq: clock.seq });
}

const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a reference could be an ID at all: lookups by ID are skipped for anything else. */
export function couldBeId(ref: string): boolean {
  return ID_SHAPE.test(ref);
}

/** A short ID: `length` random lowercase letters (uniqueness is the database's to enforce). */
export function newSid(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
}
