/**
 * Bootstrap Icons, from the npm package on this machine (never a CDN). A page carries the icons it
 * uses once, as <symbol>s of an inline sprite, and each use is an <svg><use href="#…">: a profile with
 * a hundred entries still holds each icon's path once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ICON_DIR = join(dirname(createRequire(import.meta.url).resolve('bootstrap-icons/package.json')), 'icons');
const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Shown for an icon name the set does not have (a custom preference may name anything). */
export const FALLBACK_ICON = 'circle';

const symbols = new Map<string, string | null>();

/** The <symbol> of an icon, or null when the set has no icon of that name. */
function symbolOf(name: string): string | null {
  let symbol = symbols.get(name);
  if (symbol !== undefined) return symbol;
  symbol = null;
  const file = join(ICON_DIR, `${name}.svg`);
  if (ICON_NAME.test(name) && existsSync(file)) {
    const svg = readFileSync(file, 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 16 16';
    const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    symbol = `<symbol id="i-${name}" viewBox="${viewBox}">${inner.trim()}</symbol>`;
  }
  // Only names the set has are remembered: arbitrary names typed by users must not grow the map.
  if (symbol !== null || symbols.size < 4096) symbols.set(name, symbol);
  return symbol;
}

/** Whether the icon set has an icon of this name. */
export function isIcon(name: string): boolean {
  return symbolOf(name) !== null;
}

/** An icon's own SVG file, as the set ships it (for previews outside the page's sprite), or null. */
export function iconFile(name: string): Buffer | null {
  return isIcon(name) ? readFileSync(join(ICON_DIR, `${name}.svg`)) : null;
}

/** The icon name to draw for `name`: itself when the set has it, else the fallback. */
export function iconName(name: string): string {
  return symbolOf(name) === null ? FALLBACK_ICON : name;
}

/** An inline sprite holding the named icons (names as returned by iconName). */
export function iconSprite(names: Iterable<string>): string {
  const parts: string[] = [];
  for (const name of names) {
    const symbol = symbolOf(name);
    if (symbol) parts.push(symbol);
  }
  return parts.length === 0 ? '' : `<svg class="sprite" aria-hidden="true">${parts.join('')}</svg>`;
}
