/**
 * Spacing of fetches per host: at most one fetch starting at a host every `spacingMs`, so the link
 * checks never hammer one site however many profiles link to it. Hosts are remembered up to
 * MAX_HOSTS; those whose turn has passed are forgotten first.
 */

/** Hosts remembered for their spacing. */
const MAX_HOSTS = 1000;

export class HostSpacing {
  /** By host: when the next fetch there may start (epoch ms). */
  private readonly turns = new Map<string, number>();

  constructor(private readonly spacingMs: number) {}

  /** Waits for the host's turn; false when `signal` aborted the wait. */
  async turnAt(host: string, signal: AbortSignal): Promise<boolean> {
    const now = Date.now();
    const at = Math.max(now, this.turns.get(host) ?? 0);
    this.turns.delete(host);
    this.turns.set(host, at + this.spacingMs);
    if (this.turns.size > MAX_HOSTS) {
      for (const [known, next] of this.turns) {
        if (this.turns.size <= MAX_HOSTS) break;
        if (next <= now) this.turns.delete(known);
      }
    }
    if (at > now) await sleepUnlessAborted(at - now, signal);
    return !signal.aborted;
  }
}

/** Sleeps `ms`, or until `signal` aborts. */
export function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
