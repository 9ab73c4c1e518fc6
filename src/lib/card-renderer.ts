/**
 * Drawing share cards off the event loop: satori and resvg run in a worker thread of their own
 * (card-worker.ts), loaded there on the first card, so a server that never draws one pays nothing
 * and a card being drawn never holds up other requests. One thread: cards are rare (link previews
 * fetch them once and keep them), and the caller keeps what was drawn.
 */
import type { CardDrawing } from './card-layout.js';
import { openWorkerPool, siblingModule } from './worker-pool.js';

export interface CardRenderer {
  draw(drawing: CardDrawing): Promise<Buffer>;
  close(): Promise<void>;
}

/** The worker's heap: satori, its layout engine and the parsed fonts, with room for one card. */
const CARD_WORKER_MEMORY_MB = 96;

export function openCardRenderer(): CardRenderer {
  const pool = openWorkerPool<CardDrawing, Uint8Array>(siblingModule(import.meta.url, 'card-worker'), {
    maxMemoryMb: CARD_WORKER_MEMORY_MB,
    threads: 1,
  });
  return {
    async draw(drawing) {
      const png = await pool.run(drawing);
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    close: () => pool.close(),
  };
}
