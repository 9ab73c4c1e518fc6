/**
 * Bounded work in flight (p-queue): at most `concurrency` tasks run at once and at most `maxWaiting`
 * wait; past that a task is refused at once (`QueueFull`) instead of piling up memory. Used for
 * image processing and for reading large request bodies, so a flood of legal uploads degrades into
 * refusals, never into an out-of-memory crash.
 */
import PQueue from 'p-queue';

export class QueueFull extends Error {
  constructor(readonly queue: string) {
    super(`the ${queue} queue is full`);
    this.name = 'QueueFull';
  }
}

export class WorkQueue {
  private readonly queue: PQueue;

  constructor(
    readonly name: string,
    concurrency: number,
    private readonly maxWaiting: number,
  ) {
    this.queue = new PQueue({ concurrency });
  }

  /** Tasks running now and tasks waiting. */
  get depth(): number {
    return this.queue.pending + this.queue.size;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.queue.size >= this.maxWaiting) return Promise.reject(new QueueFull(this.name));
    return this.queue.add(task, { throwOnTimeout: true }) as Promise<T>;
  }

  /** Takes a slot and returns the function that gives it back (for work that spans hooks). */
  acquire(): Promise<() => void> {
    return new Promise((resolve, reject) => {
      this.run(
        () =>
          new Promise<void>((done) => {
            resolve(() => done());
          }),
      ).catch(reject);
    });
  }
}
