// Loaded into a server process with `--import ./harness/runtime-probe.mjs` by measuring scripts (never by
// the server itself): samples the V8 heap every 10 ms and the event loop's delay, and on SIGUSR2 writes
// {maxLoopDelayMs, maxOwnBlockMs, maxRunQueueWaitMs, maxGcPauseMs, peakHeapMb, heapLimitMb} since the previous SIGUSR2
// to NAMETAG_PROBE_FILE.
//
// Two measures of the event loop. `maxLoopDelayMs` is the longest lateness of a 5 ms timer: all the time
// the loop could not turn, including time the main thread was ready to run but the kernel gave the CPU
// to another process (on a 2-core machine the database server and the load generator compete for it).
// `maxOwnBlockMs` is the same lateness minus the main thread's run-queue wait over that interval
// (/proc/self/task/<pid>/schedstat, nanoseconds): the time the loop was held by the server's own work —
// running JavaScript, garbage collection or a synchronous call. Where schedstat cannot be read, the two
// are equal.
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const file = process.env.NAMETAG_PROBE_FILE;
// Worker threads load the same --import: their loops are busy by design, and only the main thread's
// blocks delay answers (nor can a worker see SIGUSR2).
if (file && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let peakHeap = 0;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 10);
  sampler.unref();

  // The main thread's run-queue wait so far, in ms (the second field of schedstat); null when unreadable.
  const schedstat = `/proc/self/task/${process.pid}/schedstat`;
  const runQueueWaitMs = () => {
    try {
      return Number(readFileSync(schedstat, 'utf8').split(' ')[1]) / 1e6;
    } catch {
      return null;
    }
  };
  const TICK_MS = 5;
  const REPORT_BLOCK_MS = Number(process.env.NAMETAG_PROBE_REPORT_MS ?? 40);
  let maxOwnBlock = 0;
  let maxWaitInBlock = 0;
  let lastTick = performance.now();
  let lastWait = runQueueWaitMs();
  const tick = () => {
    const now = performance.now();
    const wait = runQueueWaitMs();
    const late = now - lastTick - TICK_MS;
    const waited = wait !== null && lastWait !== null ? wait - lastWait : 0;
    const own = Math.max(0, late - waited);
    if (own > maxOwnBlock) maxOwnBlock = own;
    // Each long block in the output, on the monotonic clock of CPU profiles (µs), to find what ran in it.
    if (own > REPORT_BLOCK_MS) {
      const endUs = Number(process.hrtime.bigint() / 1000n);
      process.stderr.write(
        `[runtime-probe] block ${Math.round(own)} ms (waited ${Math.round(waited)} ms) ` +
          `${endUs - Math.round((now - lastTick) * 1000)}..${endUs} µs\n`,
      );
    }
    if (late > 0 && waited > maxWaitInBlock) maxWaitInBlock = Math.min(waited, late);
    lastTick = now;
    lastWait = wait;
    setTimeout(tick, TICK_MS).unref();
  };
  setTimeout(tick, TICK_MS).unref();

  // The longest garbage-collection pause of the main thread.
  let maxGcPause = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration > maxGcPause) maxGcPause = entry.duration;
  }).observe({ entryTypes: ['gc'] });

  process.on('SIGUSR2', () => {
    // A mark in the server's output (which the measuring script may keep, e.g. beside --trace-gc lines).
    process.stderr.write(`[runtime-probe] ${Math.round(performance.now())} ms\n`);
    const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    writeFileSync(
      file,
      JSON.stringify({
        maxLoopDelayMs: Math.round(delay.max / 1e6),
        maxOwnBlockMs: Math.round(maxOwnBlock),
        maxRunQueueWaitMs: Math.round(maxWaitInBlock),
        maxGcPauseMs: Math.round(maxGcPause),
        peakHeapMb: mb(Math.max(peakHeap, process.memoryUsage().heapUsed)),
        heapLimitMb: mb(v8.getHeapStatistics().heap_size_limit),
      }),
    );
    delay.reset();
    maxOwnBlock = 0;
    maxWaitInBlock = 0;
    maxGcPause = 0;
    peakHeap = 0;
  });
}
