/**
 * The worker thread's side of drawing share cards (card-renderer.ts): a CardDrawing in, an SVG out.
 * satori lays the tree out and turns text into outlines with the fonts the project ships (fonts/;
 * no system font is used or needed). satori and the fonts are loaded once per thread, on its first
 * card.
 */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type Satori from 'satori';
import { CARD_HEIGHT, CARD_WIDTH, type CardDrawing, cardTree } from './card-layout.js';

/** fonts/ at the top of the project, whether this module runs from src/ (tsx) or from dist/src/. */
export function fontDirectory(): string {
  const fromSources = fileURLToPath(new URL('../../fonts/', import.meta.url));
  if (existsSync(join(fromSources, 'OFL.txt'))) return fromSources;
  return fileURLToPath(new URL('../../../fonts/', import.meta.url));
}

interface Font {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

/**
 * Every shipped font, each under its own name (satori keeps one font per name and weight, so pieces
 * of one family under one name would hide each other); satori falls back from the first to the
 * others glyph by glyph.
 */
async function loadFonts(): Promise<Font[]> {
  const directory = fontDirectory();
  const files = (await readdir(directory)).filter((file) => file.endsWith('.woff')).sort();
  return Promise.all(
    files.map(async (file) => ({
      name: file.replace(/-\d00-normal\.woff$/, ''),
      data: await readFile(join(directory, file)),
      weight: file.includes('-700-') ? 700 : 400,
      style: 'normal' as const,
    })),
  );
}

/**
 * `load` run once and its promise kept, unless it fails: a failed load (a font file that could
 * not be read for a moment) is forgotten, so the next card tries again instead of the thread
 * failing every card for the rest of its life.
 */
export function keptUnlessFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () => {
    if (kept) return kept;
    const loading = load();
    kept = loading;
    loading.catch(() => {
      if (kept === loading) kept = null;
    });
    return loading;
  };
}

const loaded = keptUnlessFailed(async () => {
  const [satori, fonts] = await Promise.all([import('satori'), loadFonts()]);
  return { satori: satori.default as typeof Satori, fonts };
});

export default async function drawCard(drawing: CardDrawing): Promise<string> {
  const { satori, fonts } = await loaded();
  return satori(cardTree(drawing) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
    // Every script we draw is in the fonts given; nothing is fetched for the rest (it shows as boxes).
    loadAdditionalAsset: async () => [],
  });
}
