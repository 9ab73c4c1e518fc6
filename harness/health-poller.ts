/**
 * Asks a URL (a server's /healthz) every `intervalMs` while other work runs, from a worker thread of
 * its own, so that what this process does meanwhile (a fake service answering the server, say) does
 * not delay the asking and add to the times measured. Each answer's time is taken from sending to
 * the end of the body; an answer that is not 200, or none, is counted as a failure.
 */
import { Worker } from 'node:worker_threads';

export interface HealthSummary {
  answers: number;
  failures: number;
  maxMs: number;
  p99Ms: number;
  medianMs: number;
}

const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, intervalMs } = workerData;
const times = [];
let failures = 0;
let stopping = false;
parentPort.on('message', () => { stopping = true; });
(async () => {
  while (!stopping) {
    const started = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(30000) });
      await res.arrayBuffer();
      if (res.status !== 200) failures++;
      else times.push(performance.now() - started);
    } catch {
      failures++;
    }
    const wait = intervalMs - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  parentPort.postMessage({ times, failures });
})();
`;

export interface HealthPoller {
  stop(): Promise<HealthSummary>;
}

export function pollHealth(url: string, intervalMs = 50): HealthPoller {
  const worker = new Worker(POLLER, { eval: true, workerData: { url, intervalMs } });
  const done = new Promise<{ times: number[]; failures: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const { times, failures } = await done;
      await worker.terminate();
      const sorted = [...times].sort((a, b) => a - b);
      const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
      return {
        answers: times.length,
        failures,
        maxMs: Math.round(sorted.at(-1) ?? 0),
        p99Ms: Math.round(at(0.99)),
        medianMs: Math.round(at(0.5)),
      };
    },
  };
}
