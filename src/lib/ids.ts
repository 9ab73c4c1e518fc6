/** Identifiers: UUIDv7, so they are opaque, URL-safe, unique across tables and sortable by creation time. */
import { v7 } from 'uuid';

export function newId(): string {
  return v7();
}

const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a reference could be an ID at all: lookups by ID are skipped for anything else. */
export function couldBeId(ref: string): boolean {
  return ID_SHAPE.test(ref);
}
