/**
 * The one way heavy, rare work leaves the event loop: a worker thread of a piscina pool. While it
 * runs, the process goes on answering others; a worker that runs out of its own memory fails its
 * task (`WorkerOutOfMemory`) and leaves the process standing. Threads start when a task comes and
 * stop when idle, so the pool costs nothing at rest.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

export interface WorkerPoolOptions {
  /** The worker's heap: a task that needs more fails with WorkerOutOfMemory. */
  maxMemoryMb: number;
  /** Threads at most (the rest of the tasks wait). */
  threads?: number;
  /**
   * Tasks one thread runs at once (piscina's concurrentTasksPerWorker): for tasks that mostly wait
   * (on the network), so waiting does not hold a thread each. The heap is then shared by them.
   */
  tasksPerThread?: number;
  /** A thread idle this long stops. */
  idleMs?: number;
  /**
   * A task still running after this long is ended (`WorkerTimedOut`): its thread is stopped, so
   * a task that hangs frees its slot instead of holding it for good.
   */
  timeoutMs?: number;
}

export class WorkerOutOfMemory extends Error {
  constructor() {
    super('the worker ran out of memory');
    this.name = 'WorkerOutOfMemory';
  }
}

export class WorkerTimedOut extends Error {
  constructor() {
    super('the worker took too long');
    this.name = 'WorkerTimedOut';
  }
}

export interface WorkerPool<Input, Output> {
  /** `transfer`: objects moved to the thread rather than copied (a MessagePort to talk to the task). */
  run(input: Input, transfer?: Transferable[]): Promise<Output>;
  close(): Promise<void>;
}

/**
 * The module beside `importMetaUrl` named `name`, with the caller's own extension: `.js` once built,
 * `.ts` when the sources run through tsx (tests, `npm run dev`).
 */
export function siblingModule(importMetaUrl: string, name: string): URL {
  return new URL(`./${name}${extname(fileURLToPath(importMetaUrl))}`, importMetaUrl);
}

/** A pool running the default export of `module` (a function of one structured-clonable input). */
export function openWorkerPool<Input, Output>(module: URL, options: WorkerPoolOptions): WorkerPool<Input, Output> {
  let pool: Piscina | null = null;
  const started = () =>
    (pool ??= new Piscina({
      filename: module.href,
      minThreads: 0,
      maxThreads: options.threads ?? 1,
      concurrentTasksPerWorker: options.tasksPerThread ?? 1,
      idleTimeout: options.idleMs ?? 30_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
    }));
  return {
    async run(input, transfer) {
      // piscina ends an aborted task's thread (a hung task cannot be stopped any other way).
      const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
      try {
        return (await started().run(input, {
          ...(signal ? { signal } : {}),
          ...(transfer ? { transferList: transfer as never } : {}),
        })) as Output;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkerOutOfMemory();
        if (signal?.aborted) throw new WorkerTimedOut();
        throw error;
      }
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
