/**
 * Verifying the links profiles list: a profile's link is verified when the page it names links back
 * to one of the profile's own pages with rel="me" (own-addresses.ts). Checks run in the background,
 * never inside a request: a bounded queue of profiles (at most CONCURRENCY checked at once, at most
 * MAX_WAITING waiting; past that a check is dropped and the daily look-up of due profiles finds it
 * later), each fetching its links one after another, at most one fetch starting per host every
 * `hostSpacingMs`, each fetch bounded in time, bytes and redirects (linked-page.ts). The result goes
 * through the profile writer (ProfileWrite.recordLinkCheck), which compares it with the links as they
 * are by then. docs/LINKS.md.
 */
import type { AppContext } from '../../context/app-context.js';
import { ApiError } from '../../core/errors.js';
import { relMeLinks } from '../../lib/rel-me-links.js';
import { WorkQueue } from '../../lib/work-queue.js';
import { findLinkCheckSubject, type LinkCheckTarget, listDueForLinkCheck } from '../../profiles/profile-reader.js';
import { writeProfile } from '../../profiles/profile-writer.js';
import { fetchLinkedPage } from './linked-page.js';
import { linksBack, ownAddresses, type ServerAddresses } from './own-addresses.js';

/** Links are checked again once this long has passed since their last check. */
export const RECHECK_EVERY_MS = 24 * 60 * 60 * 1000;
const CONCURRENCY = 2;
const MAX_WAITING = 1000;
/** Hosts remembered for their spacing; older entries go first when there are more. */
const MAX_HOSTS = 1000;

export interface LinkVerifierOptions {
  /** The least time between two fetches starting at one host. */
  hostSpacingMs: number;
}

const keyOf = (target: LinkCheckTarget) => `${target.userId}/${target.memberId ?? ''}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LinkVerifier {
  private readonly queue = new WorkQueue('link checks', CONCURRENCY, MAX_WAITING);
  /** Profiles queued and not started yet. */
  private readonly waiting = new Set<string>();
  /** Profiles being checked, and those of them changed meanwhile: checked again after (it skips them if nothing is due). */
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  /** By host: when the next fetch there may start (epoch ms). */
  private readonly hostTurns = new Map<string, number>();
  private readonly server: ServerAddresses;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: LinkVerifierOptions,
    private readonly onError: (error: unknown) => void,
  ) {
    this.server = { publicUrl: ctx.config.publicUrl!, shortBaseUrl: ctx.config.shortBaseUrl };
  }

  /**
   * Queues a check of the profile; nothing when one is waiting already or the queue is full. A
   * profile being checked is queued again once that check ends, never checked twice at once.
   */
  enqueue(target: LinkCheckTarget): void {
    const key = keyOf(target);
    if (this.closed || this.waiting.has(key)) return;
    if (this.running.has(key)) {
      this.again.add(key);
      return;
    }
    this.waiting.add(key);
    const task = this.queue
      .run(async () => {
        this.waiting.delete(key);
        this.running.add(key);
        try {
          if (!this.closed) await this.check(target);
        } finally {
          this.running.delete(key);
        }
      })
      .catch((error: unknown) => {
        this.waiting.delete(key);
        if (!(error instanceof Error && error.name === 'QueueFull')) this.onError(error);
      })
      .finally(() => {
        this.inFlight.delete(task);
        if (this.again.delete(key)) this.enqueue(target);
      });
    this.inFlight.add(task);
  }

  /** Queues the profiles due for a check (never checked, links changed, or checked a day ago); how many. */
  async queueDue(): Promise<number> {
    const room = Math.max(0, MAX_WAITING - this.queue.depth);
    if (room === 0 || this.closed) return 0;
    const due = await listDueForLinkCheck(this.ctx.db, this.ctx.clock.now() - RECHECK_EVERY_MS, Math.min(room, 100));
    let queued = 0;
    for (const target of due) {
      if (this.waiting.has(keyOf(target)) || this.running.has(keyOf(target))) continue;
      this.enqueue(target);
      queued++;
    }
    return queued;
  }

  /** Resolves once no check is queued or running. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Starts nothing more; resolves once the checks running have ended. */
  async close(): Promise<void> {
    this.closed = true;
    await this.settled();
  }

  private async check(target: LinkCheckTarget): Promise<void> {
    const subject = await findLinkCheckSubject(this.ctx.db, target);
    if (!subject) return;
    // The change event of a check's own result, or of a change that left the links alone, finds the
    // profile checked already.
    if (subject.checkedAt !== null && subject.checkedAt > this.ctx.clock.now() - RECHECK_EVERY_MS) return;
    const own = ownAddresses(this.server, subject);
    const found = new Set<string>();
    for (const link of new Set(subject.links)) {
      if (this.closed) return;
      if (await this.linksBack(link, own)) found.add(link);
    }
    try {
      await writeProfile(
        this.ctx,
        subject.userId,
        (write) => write.recordLinkCheck(subject.memberId, subject.links, found),
        { background: true },
      );
    } catch (error) {
      // The account was deleted while its links were checked: nothing to record.
      if (!(error instanceof ApiError)) throw error;
    }
  }

  private async linksBack(link: string, own: ReadonlySet<string>): Promise<boolean> {
    let host: string;
    try {
      host = new URL(link).host.toLowerCase();
    } catch {
      return false;
    }
    await this.turnAt(host);
    const page = await fetchLinkedPage(link, {
      allowLoopback: this.ctx.config.linkVerification.allowInsecure,
      deadlineMs: this.ctx.config.linkVerification.deadlineMs,
    });
    if (page === null) return false;
    return linksBack(await relMeLinks(page.html, page.url), own);
  }

  /** Waits for the host's turn: fetches to one host start at least `hostSpacingMs` apart. */
  private async turnAt(host: string): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.hostTurns.get(host) ?? 0);
    this.hostTurns.delete(host);
    this.hostTurns.set(host, at + this.options.hostSpacingMs);
    if (this.hostTurns.size > MAX_HOSTS) {
      for (const [known, next] of this.hostTurns) {
        if (this.hostTurns.size <= MAX_HOSTS) break;
        if (next <= now) this.hostTurns.delete(known);
      }
    }
    if (at > now) await sleep(at - now);
  }
}
