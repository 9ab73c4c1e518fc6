/**
 * Drawing share cards off the event loop: satori lays the card out in a worker thread of its own
 * (card-worker.ts), loaded there on the first card, so a server that never draws one pays nothing
 * and a card being laid out never holds up other requests; sharp (libvips, on libuv's threads) turns
 * its SVG into the PNG. One thread: cards are rare (link previews fetch them once and keep them),
 * and the caller keeps what was drawn.
 *
 * Not resvg: its native side kept about 3 MB per card that no garbage collection gave back, where
 * libvips, loaded anyway for avatars, stays flat.
 */
import type { CardDrawing } from './card-layout.js';
import { svgToPng } from './images.js';
import { openWorkerPool, siblingModule } from './worker-pool.js';

export interface CardRenderer {
  draw(drawing: CardDrawing): Promise<Buffer>;
  close(): Promise<void>;
}

/** The worker's heap: satori, its layout engine and the parsed fonts, with room for one card. */
const CARD_WORKER_MEMORY_MB = 64;

export function openCardRenderer(): CardRenderer {
  const pool = openWorkerPool<CardDrawing, string>(siblingModule(import.meta.url, 'card-worker'), {
    maxMemoryMb: CARD_WORKER_MEMORY_MB,
    threads: 1,
  });
  return {
    async draw(drawing) {
      return svgToPng(await pool.run(drawing));
    },
    close: () => pool.close(),
  };
}
