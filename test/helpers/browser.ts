/**
 * Real Chromium for the web page tests: Debian's package driven by playwright-core (no downloaded
 * browser), and the app listening on a real port.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from './test-app.js';
import { TEST_ENGINE } from './test-database.js';

/**
 * Debian's chromium, the browser people run (the developers' guide names it); NAMETAG_CHROMIUM names
 * another, e.g. /usr/bin/chromium-headless-shell for a quicker local run (about half the browser's
 * CPU: docs/TESTING.md), never what CI checks pages with.
 */
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

/**
 * The displays (widths, colour schemes) a browser test repeats itself in, for this pass: every one on
 * SQLite, the first alone on PostgreSQL. The server is never told the display (no client hints, and
 * enhance.js reads neither width nor colour scheme), so the other displays send the same requests and
 * do the same storage work; what they add — layout, contrast, focus — is the browser's, the same on
 * either engine, and the SQLite pass checks it (docs/TESTING.md). Loops over JavaScript on and off,
 * languages or anything else the server sees stay whole.
 */
export function displaysOfThisPass<T>(displays: readonly T[]): readonly T[] {
  return TEST_ENGINE === 'postgres' ? displays.slice(0, 1) : displays;
}

/** A test app listening on 127.0.0.1, and its base URL. */
export async function startServedApp(env: Record<string, string> = {}): Promise<TestApp & { base: string }> {
  const t = await startTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return Object.assign(t, { base: `http://127.0.0.1:${address.port}` });
}

/**
 * Where the test run writes screenshots (not committed): tmp/screenshots, and tmp/screenshots/postgres
 * for the PostgreSQL pass, which runs at the same time as the SQLite one.
 */
export function screenshotDir(): string {
  const dir = join(process.cwd(), 'tmp', 'screenshots', ...(TEST_ENGINE === 'postgres' ? ['postgres'] : []));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Clicks what sends a form and waits for the page that answers it. */
export async function submit(page: Page, selector: string): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click(selector)]);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeResults {
  violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }>;
  passes: unknown[];
}

/**
 * axe-core's findings on the page as it is. It runs as a script in the page, so only where the page's
 * JavaScript is on (the HTML without JavaScript is the same).
 */
export async function axeResults(page: Page): Promise<AxeResults> {
  await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<unknown> } }).axe.run(),
  )) as AxeResults;
}

/** The serious and critical findings, one line each (rule, impact, first element). */
export function seriousOf(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes) ${JSON.stringify(v.nodes[0]?.target)}`);
}

/** axe's serious and critical findings; none looked for without JavaScript (see `axeResults`). */
export async function seriousViolations(page: Page, javaScript: boolean): Promise<string[]> {
  return javaScript ? seriousOf(await axeResults(page)) : [];
}

/** The page's `lang` and `dir`. */
export const htmlLangDir = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** How far the page scrolls sideways (0 or less: it fits). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The four displays a page is checked at: 1280 and 390 px, light and dark (those of this pass). */
export const EVERY_DISPLAY = displaysOfThisPass([
  { width: 1280, colorScheme: 'light' as const },
  { width: 390, colorScheme: 'dark' as const },
  { width: 1280, colorScheme: 'dark' as const },
  { width: 390, colorScheme: 'light' as const },
]);

/**
 * The page at each display of this pass: nothing serious for axe, nothing scrolls sideways, and a
 * screenshot (`name`-js|nojs-width-scheme.png); it is left at 1280 px for what the test does next.
 */
export async function checkEveryDisplay(page: Page, name: string, javaScript: boolean): Promise<void> {
  for (const { width, colorScheme } of EVERY_DISPLAY) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    assert.deepEqual(await seriousViolations(page, javaScript), [], `${name} ${width} ${colorScheme}`);
    assert.ok((await overflow(page)) <= 0, `${name} ${width}: scrolls sideways`);
    await page.screenshot({
      path: join(screenshotDir(), `${name}-${javaScript ? 'js' : 'nojs'}-${width}-${colorScheme}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
