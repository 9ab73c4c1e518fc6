/** Identifiers: UUIDv7, so they are opaque, URL-safe, unique across tables and sortable by creation time. */
import { v7 } from 'uuid';

export function newId(): string {
  return v7();
}
