/**
 * `npm run measure:avatars`: how long turning an upload into a stored avatar takes, per format, and
 * how long one upload of close to the 2 MB body limit blocks the event loop on the real HTTP path.
 * Images are made here with sharp: noisy photographs-to-be, about as large as the body limit allows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/core/config.js';
import { toAvatarWebp } from '../src/lib/images.js';

const RUNS = Number(process.env.RUNS ?? 5);
const BODY_LIMIT_BINARY = Math.floor(((2 * 1024 * 1024 - 64) * 3) / 4);

function noise(width: number, height: number, seed: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const grain = state % 48;
      const at = (y * width + x) * 3;
      raw[at] = (x * 255) / width + grain;
      raw[at + 1] = (y * 255) / height + grain;
      raw[at + 2] = ((x + y) * 127) / (width + height) + grain;
    }
  }
  return raw;
}

/** The largest image of the format, at this aspect ratio, whose file fits the body limit once in base64. */
async function largestImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
): Promise<{ bytes: Buffer; width: number; height: number }> {
  let best: { bytes: Buffer; width: number; height: number } | undefined;
  for (let width = 400; width <= 5000; width = Math.round(width * 1.25)) {
    const height = Math.round((width * 3) / 4);
    const bytes = await sharp(noise(width, height, width), { raw: { width, height, channels: 3 } })
      .toFormat(format, { quality: 90 })
      .toBuffer();
    if (bytes.length > BODY_LIMIT_BINARY) break;
    best = { bytes, width, height };
  }
  return best!;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dir = mkdtempSync(join(tmpdir(), 'nametag-measure-'));
const app = await buildApp(
  loadConfig({ DATABASE_URL: join(dir, 'db.sqlite'), MEDIA_DIR: join(dir, 'media'), RATE_LIMIT_MULTIPLIER: '0' }),
);
const register = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/register',
  payload: { username: 'measure', password: 'long enough password' },
});
const token = register.json().token as string;

const rows: Array<Record<string, string | number>> = [];
for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
  const image = await largestImage(format);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await toAvatarWebp(image.bytes);
    times.push(performance.now() - start);
  }
  // The whole request, in process: JSON parsing, base64, processing, the write, the answer.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const requestTimes: number[] = [];
  let maxBlockMs = 0;
  for (let i = 0; i < RUNS; i++) {
    delay.reset();
    delay.enable();
    const start = performance.now();
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/@me',
      headers: { authorization: token },
      payload: { avatar: image.bytes.toString('base64') },
    });
    requestTimes.push(performance.now() - start);
    delay.disable();
    if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
    maxBlockMs = Math.max(maxBlockMs, delay.max / 1e6);
  }
  rows.push({
    format,
    input: `${image.width}×${image.height}`,
    'file KB': Math.round(image.bytes.length / 1024),
    'process ms (median)': Math.round(median(times)),
    'request ms (median)': Math.round(median(requestTimes)),
    'longest event-loop block ms': Math.round(maxBlockMs),
  });
}
console.table(rows);
console.log(
  `runs per figure: ${RUNS}; sharp concurrency ${sharp.concurrency()}, libuv pool ${process.env.UV_THREADPOOL_SIZE ?? 4}`,
);
await app.close();
rmSync(dir, { recursive: true, force: true });
