/**
 * What a share card shows, laid out as the element tree satori draws (1200×630, the size Open Graph
 * and Twitter previews expect): the avatar (or the name's first letter on a disc), the name in bold,
 * the handle under it, the favourite pronouns, and a row of flags along the bottom. Pure: the worker
 * (card-worker.ts) draws it; texts arrive already cut to size.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The avatar's side on the card; avatars are scaled to it before they are drawn. */
export const CARD_AVATAR_SIDE = 240;
/** The flags' height on the card; flags are scaled to it, keeping their shape. */
export const CARD_FLAG_HEIGHT = 60;
const PADDING = { top: 56, side: 72, bottom: 44 };
const AVATAR_GAP = 56;
const FOOTER_HEIGHT = CARD_FLAG_HEIGHT + 8;
/** The text column's width: what the avatar and the margins leave (satori wraps text only in a set width). */
const TEXT_WIDTH = CARD_WIDTH - 2 * PADDING.side - CARD_AVATAR_SIDE - AVATAR_GAP;
const BODY_HEIGHT = CARD_HEIGHT - PADDING.top - PADDING.bottom - FOOTER_HEIGHT;

/** An image as satori takes it: PNG bytes and the size to draw them at. */
export interface CardImage {
  png: Uint8Array;
  width: number;
  height: number;
}

/** Everything drawn on a card, ready to cross to the worker thread. */
export interface CardDrawing {
  title: string;
  subtitle: string;
  pronouns: string;
  avatar: CardImage | null;
  flags: CardImage[];
  /** The site's name, in the corner. */
  site: string;
}

export interface CardElement {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (CardElement | string)[] | string;
    [key: string]: unknown;
  };
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Satori draws a space that follows an emoji with the emoji font, whose space is very wide: such a
 * space becomes a no-break space, which the text font draws.
 */
export function tidyEmojiSpaces(text: string): string {
  let out = '';
  let afterEmoji = false;
  for (const { segment } of graphemes.segment(text)) {
    out += afterEmoji && segment === ' ' ? '\u00a0' : segment;
    afterEmoji = EMOJI.test(segment);
  }
  return out;
}

const el = (
  type: string,
  style: Record<string, string | number>,
  children?: CardElement['props']['children'],
  extra: Record<string, unknown> = {},
): CardElement => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

/** The first letter (or digit, or emoji) of the name, for a profile without an avatar. */
function initial(title: string): string {
  for (const { segment } of graphemes.segment(title)) {
    if (/[\p{L}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}]/u.test(segment))
      return segment.toLocaleUpperCase();
  }
  return '?';
}

const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Samaritan}\p{Script=Mandaic}]/u;
const RLM = '\u200f';

/**
 * A line is laid out left to right; a text whose first letter is right-to-left (an Arabic or Hebrew
 * name) is held between right-to-left marks, so that it reads as a browser shows it with
 * `dir="auto"`: an emoji or a "!" at its end goes to its left end, not its right.
 */
export function inItsOwnDirection(text: string): string {
  const first = /\p{L}/u.exec(text)?.[0];
  return first !== undefined && RTL_LETTER.test(first) ? `${RLM}${text}${RLM}` : text;
}

/** One line or a few of text, cut with an ellipsis when it runs past them. */
function text(content: string, fontSize: number, lines: number, style: Record<string, string | number> = {}) {
  return el(
    'div',
    {
      display: 'block',
      fontSize,
      lineHeight: 1.25,
      maxHeight: Math.ceil(fontSize * 1.25 * lines),
      overflow: 'hidden',
      lineClamp: lines,
      wordBreak: 'break-word',
      ...style,
    },
    tidyEmojiSpaces(inItsOwnDirection(content)),
  );
}

export function cardTree(drawing: CardDrawing): CardElement {
  const avatar = drawing.avatar
    ? el(
        'img',
        { width: CARD_AVATAR_SIDE, height: CARD_AVATAR_SIDE, borderRadius: CARD_AVATAR_SIDE / 2, objectFit: 'cover' },
        undefined,
        {
          src: dataUrl(drawing.avatar.png),
          width: CARD_AVATAR_SIDE,
          height: CARD_AVATAR_SIDE,
        },
      )
    : el(
        'div',
        {
          display: 'flex',
          width: CARD_AVATAR_SIDE,
          height: CARD_AVATAR_SIDE,
          borderRadius: CARD_AVATAR_SIDE / 2,
          backgroundColor: '#d8ccf3',
          color: '#3d2a7a',
          fontSize: 120,
          fontWeight: 700,
          alignItems: 'center',
          justifyContent: 'center',
        },
        tidyEmojiSpaces(initial(drawing.title)),
      );
  const flags = drawing.flags.map((flag) =>
    el('img', { width: flag.width, height: flag.height, borderRadius: 6, marginRight: 14 }, undefined, {
      src: dataUrl(flag.png),
      width: flag.width,
      height: flag.height,
    }),
  );
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      padding: `${PADDING.top}px ${PADDING.side}px ${PADDING.bottom}px`,
      backgroundColor: '#faf8ff',
      backgroundImage: 'linear-gradient(135deg, #faf8ff 0%, #ece6fb 100%)',
      color: '#1e1b24',
      fontFamily: 'noto-sans-latin',
    },
    [
      el('div', { display: 'flex', flexDirection: 'row', alignItems: 'center', height: BODY_HEIGHT }, [
        el('div', { display: 'flex', flexShrink: 0, marginRight: AVATAR_GAP }, [avatar]),
        el('div', { display: 'flex', flexDirection: 'column', width: TEXT_WIDTH }, [
          text(drawing.title, 68, 2, { fontWeight: 700 }),
          text(drawing.subtitle, 32, 1, { color: '#5f5870', marginTop: 8 }),
          ...(drawing.pronouns ? [text(drawing.pronouns, 46, 2, { color: '#4a2a9a', marginTop: 28 })] : []),
        ]),
      ]),
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'row',
          alignItems: 'center',
          justifyContent: 'space-between',
          width: CARD_WIDTH - 2 * PADDING.side,
          height: FOOTER_HEIGHT,
        },
        [
          el(
            'div',
            {
              display: 'flex',
              flexDirection: 'row',
              flexGrow: 1,
              flexShrink: 1,
              flexBasis: 0,
              minWidth: 0,
              overflow: 'hidden',
            },
            flags,
          ),
          el(
            'div',
            { display: 'flex', flexShrink: 0, fontSize: 28, color: '#6d6680', fontWeight: 700, marginLeft: 24 },
            drawing.site,
          ),
        ],
      ),
    ],
  );
}
