/**
 * Share cards as PNG bytes, kept by version (the hash of what they draw: share-card-content.ts). A
 * change to a profile makes a new version, so nothing needs evicting by hand: the cards of old
 * versions fall out of the small keep as new ones come. A version asked for twice at once is drawn
 * once. The images are read from the media store and scaled by sharp (off the event loop); the
 * drawing itself is done in the card renderer's worker thread.
 */
import type { AppContext } from '../../context/app-context.js';
import { CARD_AVATAR_SIDE, CARD_FLAG_HEIGHT, type CardDrawing, type CardImage } from '../../lib/card-layout.js';
import { CardNotDrawn, type CardRenderer, openCardRenderer } from '../../lib/card-renderer.js';
import { MediaUnavailable } from '../../lib/media-store.js';
import { toCardPng } from '../../lib/images.js';
import { WorkQueue } from '../../lib/work-queue.js';
import { readMedia } from '../../modules/media/media-service.js';
import type { CardContent } from './share-card-content.js';

/** Cards kept: enough for the profiles being shared at a time, few enough to stay small in memory (docs/SHARING.md). */
const KEPT_CARDS = 48;
/**
 * Cards drawn at once, and waiting: past that a card is refused (503, "busy") rather than have
 * the images of a flood of profiles pile up in memory.
 */
const DRAWING_AT_ONCE = 1;
const DRAWING_WAITING = 8;
/** The widest a flag may be drawn (a very long flag would push the others off the card). */
const CARD_FLAG_MAX_WIDTH = 240;

export class ShareCards {
  private renderer: CardRenderer | null = null;
  /** Insertion order is use order: a hit moves its card to the end, the first one is evicted. */
  private readonly kept = new Map<string, Buffer>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private readonly queue = new WorkQueue('share cards', DRAWING_AT_ONCE, DRAWING_WAITING);

  constructor(private readonly ctx: AppContext) {}

  /** The card of this version (its content), drawn unless kept. */
  async png(version: string, content: CardContent, site: string): Promise<Buffer> {
    const kept = this.kept.get(version);
    if (kept) {
      this.kept.delete(version);
      this.kept.set(version, kept);
      return kept;
    }
    let pending = this.drawing.get(version);
    if (!pending) {
      pending = this.queue
        .run(() => this.draw(content, site))
        .then((png) => {
          this.kept.set(version, png);
          while (this.kept.size > KEPT_CARDS) this.kept.delete(this.kept.keys().next().value!);
          return png;
        });
      this.drawing.set(version, pending);
      void pending.catch(() => undefined).finally(() => this.drawing.delete(version));
    }
    return pending;
  }

  /** The card's bytes if it is kept (nothing is drawn). */
  keptPng(version: string): Buffer | undefined {
    return this.kept.get(version);
  }

  /** Any failure but the media store's own (its 503) is a CardNotDrawn: a broken image too. */
  private async draw(content: CardContent, site: string): Promise<Buffer> {
    try {
      return await this.drawNow(content, site);
    } catch (error) {
      if (error instanceof CardNotDrawn || error instanceof MediaUnavailable) throw error;
      throw new CardNotDrawn(error);
    }
  }

  private async drawNow(content: CardContent, site: string): Promise<Buffer> {
    const image = async (
      kind: 'users' | 'members' | 'flags',
      ownerId: string,
      hash: string,
      square: boolean,
    ): Promise<CardImage | null> => {
      const bytes = await readMedia(this.ctx, kind, ownerId, hash);
      if (!bytes) return null;
      return toCardPng(bytes, {
        height: square ? CARD_AVATAR_SIDE : CARD_FLAG_HEIGHT,
        maxWidth: square ? CARD_AVATAR_SIDE : CARD_FLAG_MAX_WIDTH,
        square,
      });
    };
    const [avatar, ...flags] = await Promise.all([
      content.avatar ? image(content.avatar.kind, content.avatar.ownerId, content.avatar.hash, true) : null,
      ...content.flags.map((flag) => image('flags', flag.ownerId, flag.hash, false)),
    ]);
    const drawing: CardDrawing = {
      title: content.title,
      subtitle: content.subtitle,
      pronouns: content.pronouns,
      avatar: avatar ?? null,
      flags: flags.filter((flag): flag is CardImage => flag !== null),
      site,
    };
    this.renderer ??= openCardRenderer();
    return this.renderer.draw(drawing);
  }

  async close(): Promise<void> {
    await this.renderer?.close();
    this.renderer = null;
  }
}
