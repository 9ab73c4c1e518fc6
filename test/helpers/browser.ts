/**
 * Real Chromium for the web page tests: Debian's package driven by playwright-core (no downloaded
 * browser), and the app listening on a real port.
 */
import { chromium, type Browser } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './test-app.js';

export const CHROMIUM = process.env.NAMETAG_CHROMIUM ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A test app listening on 127.0.0.1, and its base URL. */
export async function startServedApp(env: Record<string, string> = {}): Promise<TestApp & { base: string }> {
  const t = await startTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return Object.assign(t, { base: `http://127.0.0.1:${address.port}` });
}

/** Where the test run writes screenshots (not committed): tmp/screenshots. */
export function screenshotDir(): string {
  const dir = join(process.cwd(), 'tmp', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return dir;
}
