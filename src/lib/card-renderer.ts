/**
 * Drawing share cards off the event loop: satori lays the card out in a worker thread of its own
 * (card-worker.ts), loaded there on the first card, so a server that never draws one pays nothing
 * and a card being laid out never holds up other requests; sharp (libvips, on libuv's threads) turns
 * its SVG into the PNG. One thread: cards are rare (link previews fetch them once and keep them),
 * and the caller keeps what was drawn.
 *
 * Not resvg: its native side kept memory per card that no garbage collection gave back, where
 * libvips, loaded anyway for avatars, stays flat (docs/SHARING.md has the measured figures).
 *
 * Whatever goes wrong in drawing (the thread out of its memory, a drawing that hangs past its
 * deadline, a library's error) is a `CardNotDrawn`: the card is missing for now, not the server
 * broken, so it is answered as "busy, try again" (503) and the next card is drawn afresh.
 */
import type { CardDrawing } from './card-layout.js';
import { svgToPng } from './images.js';
import { openWorkerPool, siblingModule } from './worker-pool.js';

export class CardNotDrawn extends Error {
  constructor(cause: unknown) {
    super('the share card could not be drawn', { cause });
    this.name = 'CardNotDrawn';
  }
}

export interface CardRenderer {
  draw(drawing: CardDrawing): Promise<Buffer>;
  close(): Promise<void>;
}

/** The worker's heap: satori, its layout engine and the parsed fonts, with room for one card. */
const CARD_WORKER_MEMORY_MB = 64;
/**
 * A drawing still running after this is ended with its thread: the first card of a thread also
 * parses the fonts, so this leaves it ample room, and only a hung drawing meets it.
 */
export const CARD_DRAWING_TIMEOUT_MS = 20_000;
/**
 * The thread stays warm for a while after a card: a shared link brings a burst of previews from
 * several crawlers, and each would otherwise pay the thread's start and the fonts' parsing again.
 */
const CARD_WORKER_IDLE_MS = 5 * 60_000;

export function openCardRenderer(timeoutMs = CARD_DRAWING_TIMEOUT_MS): CardRenderer {
  const pool = openWorkerPool<CardDrawing, string>(siblingModule(import.meta.url, 'card-worker'), {
    maxMemoryMb: CARD_WORKER_MEMORY_MB,
    threads: 1,
    timeoutMs,
    idleMs: CARD_WORKER_IDLE_MS,
  });
  return {
    async draw(drawing) {
      try {
        return await svgToPng(await pool.run(drawing));
      } catch (error) {
        throw new CardNotDrawn(error);
      }
    },
    close: () => pool.close(),
  };
}
