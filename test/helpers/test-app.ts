/** Builds the real app on a fresh temporary SQLite database, and a small client over `inject`. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { type App, type BuildOptions, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/core/config.js';
import { type AppContext, closeContext, openContext } from '../../src/context/app-context.js';
import type { Clock } from '../../src/lib/clock.js';
import { migratedTestDatabase } from './test-database.js';

export class TestClock implements Clock {
  constructor(private current = Date.now()) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface Response {
  status: number;
  body: any;
  headers: Record<string, unknown>;
  raw: string;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The client address the server sees (rate limits key anonymous callers by it). */
  remoteAddress?: string;
}

export interface TestApp {
  app: App;
  config: Config;
  clock: TestClock;
  dir: string;
  request(method: string, url: string, options?: RequestOptions): Promise<Response>;
  get(url: string, token?: string): Promise<Response>;
  post(url: string, body?: unknown, token?: string): Promise<Response>;
  patch(url: string, body?: unknown, token?: string): Promise<Response>;
  del(url: string, token?: string): Promise<Response>;
  /** Runs operator work (what the CLI does) on the same database and clock. */
  asOperator<T>(work: (ctx: AppContext) => Promise<T>, clock?: Clock): Promise<T>;
  close(): Promise<void>;
}

/** `options`: how the app runs its jobs (the clock is the test's own). */
export async function startTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'clock'> & {
    /** Hooks of the test's own on the built app (they see every route), added before it is ready. */
    beforeReady?: (app: App) => void;
  } = {},
): Promise<TestApp> {
  const { beforeReady, ...buildOptions } = options;
  const dir = mkdtempSync(join(tmpdir(), 'nametag-test-'));
  const database = env.DATABASE_URL === undefined ? await migratedTestDatabase(dir) : undefined;
  // Rate limits are off unless a test turns them on: most tests make more requests than a person would.
  // NAMETAG_TEST_MEDIA=s3: images in a bucket of a local S3 server instead of MEDIA_DIR (the s3 pass).
  const media = process.env.NAMETAG_TEST_MEDIA === 's3' ? await (await import('./s3.js')).s3MediaEnv() : {};
  const config = loadConfig({
    DATABASE_URL: database?.url ?? '',
    MEDIA_DIR: join(dir, 'media'),
    RATE_LIMIT_MULTIPLIER: '0',
    ...media,
    ...env,
  });
  const clock = new TestClock();
  // Every /meta count is cheap here: on a loaded machine a slow first count would otherwise make later
  // answers the last count (meta-service.ts), and tests count exactly. test/http/meta.test.ts tests that rule.
  const app = await buildApp(config, {
    metaCounting: { expensiveMs: Number.POSITIVE_INFINITY, spacing: 1 },
    ...buildOptions,
    clock,
  });
  beforeReady?.(app);
  await app.ready();

  const request: TestApp['request'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = options.token;
    const injectOptions: InjectOptions = { method: method as InjectOptions['method'], url, headers };
    if (options.remoteAddress !== undefined) injectOptions.remoteAddress = options.remoteAddress;
    if (options.body !== undefined) {
      injectOptions.payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.inject(injectOptions);
    let body: unknown;
    try {
      body = res.body === '' ? undefined : JSON.parse(res.body);
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.body };
  };

  return {
    app,
    config,
    clock,
    dir,
    request,
    get: (url, token) => request('GET', url, { token }),
    post: (url, body, token) => request('POST', url, { body, token }),
    patch: (url, body, token) => request('PATCH', url, { body, token }),
    del: (url, token) => request('DELETE', url, { token }),
    asOperator: async (work, operatorClock) => {
      const ctx = await openContext(config, { clock: operatorClock ?? clock });
      try {
        return await work(ctx);
      } finally {
        await closeContext(ctx);
      }
    },
    close: async () => {
      await app.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
