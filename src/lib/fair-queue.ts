/**
 * Bounded work shared fairly between the people who ask for it. Like WorkQueue, at most
 * `concurrency` tasks run and at most `maxWaiting` wait (past that: QueueFull); besides:
 * - each owner (an account) has at most one task running or waiting: a second is refused at once
 *   (OwnerBusy), so one person cannot take several places;
 * - each group (the site a task talks to) has at most `perGroup.running` tasks running and
 *   `perGroup.total` running or waiting (past that: GroupBusy), so tasks that wait on one slow site
 *   cannot take every place; a task of an open group has no group limit.
 * A waiting task whose caller gives up (its `signal` aborts) leaves the queue at once; a running task
 * is the caller's to stop (it holds the same signal). A place is given back when the task settles.
 */
import { QueueFull } from './work-queue.js';

export class OwnerBusy extends Error {
  constructor(
    readonly queue: string,
    /** When the owner's task started running (epoch ms), or null while it waits. */
    readonly startedAt: number | null,
  ) {
    super(`the ${queue} queue already holds a task of this owner`);
    this.name = 'OwnerBusy';
  }
}

export class GroupBusy extends Error {
  constructor(
    readonly queue: string,
    readonly group: string,
    /** When the group's oldest running task started (epoch ms), or null if none runs yet. */
    readonly startedAt: number | null,
  ) {
    super(`the ${queue} queue holds as many tasks of ${group} as it allows`);
    this.name = 'GroupBusy';
  }
}

export interface FairQueueLimits {
  concurrency: number;
  maxWaiting: number;
  perGroup: { running: number; total: number };
}

/** Whose task it is and what it waits on. */
export interface FairTask {
  owner: string;
  group: string;
  /** The group has no limit of its own (only the queue's). */
  open?: boolean;
  /** The caller gave up: a waiting task leaves the queue (its promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

interface Entry {
  readonly task: FairTask;
  startedAt: number | null;
  start(): void;
}

export class FairQueue {
  private readonly running = new Set<Entry>();
  private readonly waiting: Entry[] = [];
  private readonly owners = new Map<string, Entry>();
  private readonly groups = new Map<string, Set<Entry>>();

  constructor(
    readonly name: string,
    private readonly limits: FairQueueLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Tasks running now and tasks waiting. */
  get depth(): number {
    return this.running.size + this.waiting.length;
  }

  run<T>(task: FairTask, work: () => Promise<T>): Promise<T> {
    const { signal } = task;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const held = this.owners.get(task.owner);
    if (held) return Promise.reject(new OwnerBusy(this.name, held.startedAt));
    const group = this.groups.get(task.group);
    if (!task.open && group && group.size >= this.limits.perGroup.total) {
      return Promise.reject(new GroupBusy(this.name, task.group, this.oldestStart(group)));
    }
    if (!this.canStart(task) && this.waiting.length >= this.limits.maxWaiting) {
      return Promise.reject(new QueueFull(this.name));
    }
    return new Promise<T>((resolve, reject) => {
      const entry: Entry = {
        task,
        startedAt: null,
        start: () => {
          signal?.removeEventListener('abort', leave);
          entry.startedAt = this.now();
          this.running.add(entry);
          let result: Promise<T>;
          try {
            result = work();
          } catch (error) {
            result = Promise.reject(error);
          }
          // The place is given back before the caller hears the answer: its next task finds it free.
          result.then(
            (value) => {
              this.finish(entry);
              resolve(value);
            },
            (error: unknown) => {
              this.finish(entry);
              reject(error);
            },
          );
        },
      };
      const leave = () => {
        const at = this.waiting.indexOf(entry);
        if (at === -1) return;
        this.waiting.splice(at, 1);
        this.forget(entry);
        reject(signal!.reason);
      };
      this.owners.set(task.owner, entry);
      this.groupOf(task.group).add(entry);
      if (this.canStart(task)) return entry.start();
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(entry);
    });
  }

  /** A place is free, and the task's group may run one more. */
  private canStart(task: FairTask): boolean {
    if (this.running.size >= this.limits.concurrency) return false;
    if (task.open) return true;
    let groupRunning = 0;
    for (const entry of this.groups.get(task.group) ?? []) if (entry.startedAt !== null) groupRunning++;
    return groupRunning < this.limits.perGroup.running;
  }

  private finish(entry: Entry) {
    this.running.delete(entry);
    this.forget(entry);
    // The first waiting task that may run now: one of a group at its limit lets the others pass.
    for (let at = 0; at < this.waiting.length && this.running.size < this.limits.concurrency;) {
      const next = this.waiting[at]!;
      if (!this.canStart(next.task)) {
        at++;
        continue;
      }
      this.waiting.splice(at, 1);
      next.start();
    }
  }

  private forget(entry: Entry) {
    if (this.owners.get(entry.task.owner) === entry) this.owners.delete(entry.task.owner);
    const group = this.groups.get(entry.task.group);
    group?.delete(entry);
    if (group?.size === 0) this.groups.delete(entry.task.group);
  }

  private groupOf(name: string): Set<Entry> {
    let group = this.groups.get(name);
    if (!group) this.groups.set(name, (group = new Set()));
    return group;
  }

  private oldestStart(group: Set<Entry>): number | null {
    let oldest: number | null = null;
    for (const entry of group) {
      if (entry.startedAt !== null && (oldest === null || entry.startedAt < oldest)) oldest = entry.startedAt;
    }
    return oldest;
  }
}
