/** Identifiers: UUIDv7, so they are opaque, URL-safe, unique across tables and sortable by creation time. */
import { randomInt } from 'node:crypto';
import { v7 } from 'uuid';

export function newId(): string {
  return v7();
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
