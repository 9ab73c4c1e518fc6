/**
 * Imports previewed on the settings page, held in this process until their owner confirms them (or
 * ten minutes pass), so that confirming does not ask for the file (or the token) again: the file, or
 * the account read from a service (never the token that read it). Bounded in bytes: the oldest go
 * first. A confirmation that reaches another instance, or comes too late, finds nothing and the page
 * asks again.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';

const HOLD_MS = 10 * 60 * 1000;

interface Held<T> {
  userId: string;
  value: T;
  size: number;
  until: number;
}

export class ImportStash<T> {
  private readonly held = new Map<string, Held<T>>();
  private bytes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly maxBytes: number,
  ) {}

  /** Holds a previewed import (`size` bytes) for its owner; the answer names it in the confirmation form. */
  put(userId: string, value: T, size: number): string {
    this.forgetExpired();
    for (const [id, entry] of this.held) {
      if (this.bytes + size <= this.maxBytes) break;
      this.forget(id, entry);
    }
    const id = randomBytes(18).toString('base64url');
    this.held.set(id, { userId, value, size, until: this.clock.now() + HOLD_MS });
    this.bytes += size;
    return id;
  }

  /** The import held under `id` for this user, once (it is forgotten), or undefined. */
  take(userId: string, id: string): T | undefined {
    this.forgetExpired();
    const entry = this.held.get(id);
    if (!entry || entry.userId !== userId) return undefined;
    this.forget(id, entry);
    return entry.value;
  }

  private forget(id: string, entry: Held<T>) {
    this.held.delete(id);
    this.bytes -= entry.size;
  }

  private forgetExpired() {
    const now = this.clock.now();
    for (const [id, entry] of this.held) if (entry.until <= now) this.forget(id, entry);
  }
}
