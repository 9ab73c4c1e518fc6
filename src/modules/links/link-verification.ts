/**
 * Verifying the links profiles list: a profile's link is verified when the page it names links back
 * to one of the profile's own pages with rel="me" (own-addresses.ts). Checks run in the background,
 * never inside a request, fairly across owners (a user and their members): at most CONCURRENCY
 * profiles checked at once and at most one of any owner, the owners waiting taken in turn, at most
 * MAX_WAITING profiles waiting (past that a check is dropped and the look-up of due profiles finds it
 * later). A profile is claimed before its check (a lease on its time of last check, so another
 * instance leaves it alone); its links are fetched one after another within one time budget for them
 * all, the fetches to a host spaced (host-spacing.ts), each fetch bounded in time, bytes and
 * redirects (linked-page.ts). Closing cancels the fetches and sleeps under way and records nothing
 * more. The result goes through the profile writer (ProfileWrite.recordLinkCheck), which compares it
 * with the profile as it is by then. docs/LINKS.md.
 */
import type { AppContext } from '../../context/app-context.js';
import { ApiError } from '../../core/errors.js';
import { relMeLinks } from '../../lib/rel-me-links.js';
import {
  claimDueForLinkCheck,
  claimLinkCheck,
  findLinkCheckSubject,
  type LinkCheckTarget,
} from '../../profiles/profile-reader.js';
import { writeProfile } from '../../profiles/profile-writer.js';
import { HostSpacing } from './host-spacing.js';
import { fetchLinkedPage } from './linked-page.js';
import { linksBack, ownAddresses, type ServerAddresses } from './own-addresses.js';

/** Links are checked again once this long has passed since their last check. */
export const RECHECK_EVERY_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim keeps other instances off a profile: far longer than a check waits and runs, so
 * only an instance that stopped mid-check leaves a profile for another to take up again.
 */
export const LEASE_MS = 60 * 60 * 1000;
/** The default time budget of one profile's check, all its links together. */
export const PROFILE_BUDGET_MS = 60 * 1000;
/**
 * The least time left in a profile's budget worth starting another fetch with: a deadline timer may
 * fire a moment before the budget's clock says it is spent, and a fetch given that moment would only
 * knock on the next host's door.
 */
const LEAST_FETCH_MS = 100;
const CONCURRENCY = 2;
const MAX_WAITING = 1000;
/** Profiles claimed per look-up, and of them at most DUE_PER_OWNER of one owner: the queue stays short and shared. */
const DUE_PER_LOOKUP = 20;
const DUE_PER_OWNER = 2;

export interface LinkVerifierOptions {
  /** The least time between two fetches starting at one host. */
  hostSpacingMs: number;
  /** The most time one profile's check may take; links not reached by then count as not linking back. */
  profileBudgetMs: number;
}

interface Job {
  target: LinkCheckTarget;
  /** Claimed already (by the look-up of due profiles); otherwise claimed when it starts. */
  claimed: boolean;
}

const keyOf = (target: LinkCheckTarget) => `${target.userId}/${target.memberId ?? ''}`;

export class LinkVerifier {
  /** By owner, in the order owners take turns: their profiles waiting, by key. */
  private readonly waiting = new Map<string, Map<string, Job>>();
  private waitingCount = 0;
  /** Owners and profiles being checked; profiles changed meanwhile are checked again after. */
  private readonly busyOwners = new Set<string>();
  private readonly running = new Set<string>();
  private readonly again = new Map<string, Job>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly spacing: HostSpacing;
  private readonly server: ServerAddresses;
  private readonly stop = new AbortController();

  constructor(
    private readonly ctx: AppContext,
    private readonly options: LinkVerifierOptions,
    private readonly onError: (error: unknown) => void,
  ) {
    this.server = { publicUrl: ctx.config.publicUrl!, shortBaseUrl: ctx.config.shortBaseUrl };
    this.spacing = new HostSpacing(options.hostSpacingMs);
  }

  private get closed(): boolean {
    return this.stop.signal.aborted;
  }

  /**
   * Queues a check of the profile; false when one is waiting already, the queue is full or closed. A
   * profile being checked is queued again once that check ends, never checked twice at once.
   */
  enqueue(target: LinkCheckTarget, claimed = false): boolean {
    const key = keyOf(target);
    if (this.closed) return false;
    if (this.running.has(key)) {
      this.again.set(key, { target, claimed: claimed || (this.again.get(key)?.claimed ?? false) });
      return true;
    }
    const owner = this.waiting.get(target.userId);
    const queued = owner?.get(key);
    if (queued) {
      queued.claimed ||= claimed;
      return false;
    }
    if (this.waitingCount >= MAX_WAITING) return false;
    if (owner) owner.set(key, { target, claimed });
    else this.waiting.set(target.userId, new Map([[key, { target, claimed }]]));
    this.waitingCount++;
    this.pump();
    return true;
  }

  /** Claims the profiles due for a check (never checked, changed, or checked a day ago) and queues them; how many. */
  async queueDue(): Promise<number> {
    const room = DUE_PER_LOOKUP - this.waitingCount;
    if (room <= 0 || this.closed) return 0;
    const now = this.ctx.clock.now();
    const claimed = await claimDueForLinkCheck(
      this.ctx.db,
      now - RECHECK_EVERY_MS,
      now - RECHECK_EVERY_MS + LEASE_MS,
      room,
      DUE_PER_OWNER,
    );
    let queued = 0;
    for (const target of claimed) if (this.enqueue(target, true)) queued++;
    return queued;
  }

  /** Resolves once no check is queued or running. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Starts nothing more, cancels the fetches under way; resolves once the checks have given up. */
  async close(): Promise<void> {
    this.stop.abort();
    this.waiting.clear();
    this.waitingCount = 0;
    await this.settled();
  }

  /** Starts checks while there is room: the first owner in turn with none running goes, then to the back. */
  private pump(): void {
    while (!this.closed && this.running.size < CONCURRENCY) {
      const owner = [...this.waiting.keys()].find((id) => !this.busyOwners.has(id));
      if (owner === undefined) return;
      const jobs = this.waiting.get(owner)!;
      const [key, job] = jobs.entries().next().value!;
      jobs.delete(key);
      this.waiting.delete(owner);
      if (jobs.size > 0) this.waiting.set(owner, jobs);
      this.waitingCount--;
      this.busyOwners.add(owner);
      this.running.add(key);
      const task = this.check(job)
        .catch((error: unknown) => this.onError(error))
        .finally(() => {
          this.busyOwners.delete(owner);
          this.running.delete(key);
          this.inFlight.delete(task);
          const next = this.again.get(key);
          this.again.delete(key);
          if (next) this.enqueue(next.target, next.claimed);
          this.pump();
        });
      this.inFlight.add(task);
    }
  }

  private async check({ target, claimed }: Job): Promise<void> {
    const now = this.ctx.clock.now();
    // A change of this process's own (or a check's own result) finds the profile checked already.
    const due = now - RECHECK_EVERY_MS;
    if (!claimed && !(await claimLinkCheck(this.ctx.db, target, due, due + LEASE_MS))) return;
    const subject = await findLinkCheckSubject(this.ctx.db, target);
    if (!subject || this.closed) return;
    const own = ownAddresses(this.server, subject);
    const found = new Set<string>();
    const ends = Date.now() + this.options.profileBudgetMs;
    for (const link of new Set(subject.links)) {
      const left = ends - Date.now();
      if (this.closed) return;
      if (left < LEAST_FETCH_MS) break;
      if (await this.linksBack(link, own, left)) found.add(link);
    }
    if (this.closed) return;
    try {
      await writeProfile(this.ctx, subject.userId, (write) => write.recordLinkCheck(subject, found), {
        background: true,
      });
    } catch (error) {
      // The account was deleted while its links were checked: nothing to record.
      if (!(error instanceof ApiError)) throw error;
    }
  }

  private async linksBack(link: string, own: ReadonlySet<string>, leftMs: number): Promise<boolean> {
    const signal = this.stop.signal;
    const page = await fetchLinkedPage(link, {
      allowLoopback: this.ctx.config.linkVerification.allowInsecure,
      deadlineMs: Math.min(this.ctx.config.linkVerification.deadlineMs, leftMs),
      beforeHop: (host) => this.spacing.turnAt(host, signal),
      signal,
    });
    if (page === null || this.closed) return false;
    return linksBack(await relMeLinks(page.html, page.url), own);
  }
}
