/**
 * Imports previewed on the settings page, held in this process until their owner confirms them (or
 * ten minutes pass), so that confirming does not ask for the file again. Bounded in bytes: the
 * oldest go first. A confirmation that reaches another instance, or comes too late, finds nothing and
 * the page asks for the file again.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';

const HOLD_MS = 10 * 60 * 1000;

interface Held {
  userId: string;
  bytes: Buffer;
  until: number;
}

export class ImportStash {
  private readonly held = new Map<string, Held>();
  private bytes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly maxBytes: number,
  ) {}

  /** Holds a previewed file for its owner; the answer names it in the confirmation form. */
  put(userId: string, file: Buffer): string {
    this.forgetExpired();
    for (const [id, entry] of this.held) {
      if (this.bytes + file.length <= this.maxBytes) break;
      this.forget(id, entry);
    }
    const id = randomBytes(18).toString('base64url');
    this.held.set(id, { userId, bytes: file, until: this.clock.now() + HOLD_MS });
    this.bytes += file.length;
    return id;
  }

  /** The file held under `id` for this user, once (it is forgotten), or undefined. */
  take(userId: string, id: string): Buffer | undefined {
    this.forgetExpired();
    const entry = this.held.get(id);
    if (!entry || entry.userId !== userId) return undefined;
    this.forget(id, entry);
    return entry.bytes;
  }

  private forget(id: string, entry: Held) {
    this.held.delete(id);
    this.bytes -= entry.bytes.length;
  }

  private forgetExpired() {
    const now = this.clock.now();
    for (const [id, entry] of this.held) if (entry.until <= now) this.forget(id, entry);
  }
}
