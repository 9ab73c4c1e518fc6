// Loaded into a server process with `--import ./harness/runtime-probe.mjs` by measuring scripts (never by
// the server itself): samples the V8 heap every 10 ms and the event loop's delay, and on SIGUSR2 writes
// {maxLoopDelayMs, peakHeapMb, heapLimitMb} since the previous SIGUSR2 to NAMETAG_PROBE_FILE.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

const file = process.env.NAMETAG_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let peakHeap = 0;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 10);
  sampler.unref();
  process.on('SIGUSR2', () => {
    const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    writeFileSync(
      file,
      JSON.stringify({
        maxLoopDelayMs: Math.round(delay.max / 1e6),
        peakHeapMb: mb(Math.max(peakHeap, process.memoryUsage().heapUsed)),
        heapLimitMb: mb(v8.getHeapStatistics().heap_size_limit),
      }),
    );
    delay.reset();
    peakHeap = 0;
  });
}
