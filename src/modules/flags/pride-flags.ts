/**
 * Common pride flags a person can add to their library without drawing and uploading one. Only flags
 * made of horizontal stripes are here, drawn from the colours below by the image pipeline; flags with
 * other shapes (Progress, Intersex, Demisexual…) are uploaded like any image. The colours are the ones
 * the flags' communities publish.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { renderStripedFlag, type Stripe } from '../../lib/images.js';
import { createFlag } from './flag-service.js';

export interface PrideFlag {
  key: string;
  name: string;
  description: string;
  stripes: Stripe[];
}

const stripes = (...colours: Array<string | [string, number]>): Stripe[] =>
  colours.map((colour) => (typeof colour === 'string' ? { colour } : { colour: colour[0], share: colour[1] }));

export const PRIDE_FLAGS: readonly PrideFlag[] = [
  {
    key: 'rainbow',
    name: 'Rainbow',
    description: 'Rainbow pride flag: six stripes, red to violet',
    stripes: stripes('#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787'),
  },
  {
    key: 'transgender',
    name: 'Transgender',
    description: 'Transgender pride flag: light blue, pink, white, pink, light blue',
    stripes: stripes('#5bcefa', '#f5a9b8', '#ffffff', '#f5a9b8', '#5bcefa'),
  },
  {
    key: 'nonbinary',
    name: 'Non-binary',
    description: 'Non-binary pride flag: yellow, white, purple, black',
    stripes: stripes('#fcf434', '#ffffff', '#9c59d1', '#2c2c2c'),
  },
  {
    key: 'genderfluid',
    name: 'Genderfluid',
    description: 'Genderfluid pride flag: pink, white, purple, black, blue',
    stripes: stripes('#ff76a4', '#ffffff', '#c011d7', '#000000', '#2f3cbe'),
  },
  {
    key: 'genderqueer',
    name: 'Genderqueer',
    description: 'Genderqueer pride flag: lavender, white, green',
    stripes: stripes('#b57edc', '#ffffff', '#4a8123'),
  },
  {
    key: 'agender',
    name: 'Agender',
    description: 'Agender pride flag: black, grey, white, light green, white, grey, black',
    stripes: stripes('#000000', '#bcc4c7', '#ffffff', '#b7f684', '#ffffff', '#bcc4c7', '#000000'),
  },
  {
    key: 'bisexual',
    name: 'Bisexual',
    description: 'Bisexual pride flag: pink, purple, blue',
    stripes: stripes(['#d60270', 2], '#9b4f96', ['#0038a8', 2]),
  },
  {
    key: 'pansexual',
    name: 'Pansexual',
    description: 'Pansexual pride flag: pink, yellow, blue',
    stripes: stripes('#ff218c', '#ffd800', '#21b1ff'),
  },
  {
    key: 'polysexual',
    name: 'Polysexual',
    description: 'Polysexual pride flag: pink, green, blue',
    stripes: stripes('#f714ba', '#01d66a', '#1594f6'),
  },
  {
    key: 'lesbian',
    name: 'Lesbian',
    description: 'Lesbian pride flag: shades of orange, white, shades of pink',
    stripes: stripes('#d52d00', '#ef7627', '#ff9a56', '#ffffff', '#d162a4', '#b55690', '#a30262'),
  },
  {
    key: 'gay-men',
    name: 'Gay men',
    description: 'Gay men pride flag: shades of green, white, shades of blue',
    stripes: stripes('#078d70', '#26ceaa', '#98e8c1', '#ffffff', '#7bade2', '#5049cc', '#3d1a78'),
  },
  {
    key: 'asexual',
    name: 'Asexual',
    description: 'Asexual pride flag: black, grey, white, purple',
    stripes: stripes('#000000', '#a3a3a3', '#ffffff', '#800080'),
  },
  {
    key: 'aromantic',
    name: 'Aromantic',
    description: 'Aromantic pride flag: green, light green, white, grey, black',
    stripes: stripes('#3da542', '#a7d379', '#ffffff', '#a9a9a9', '#000000'),
  },
  {
    key: 'aroace',
    name: 'Aroace',
    description: 'Aromantic asexual pride flag: orange, yellow, white, light blue, dark blue',
    stripes: stripes('#e28c00', '#eccd00', '#ffffff', '#62aedc', '#203856'),
  },
];

const BY_KEY = new Map(PRIDE_FLAGS.map((flag) => [flag.key, flag]));

const previews = new Map<string, Promise<Buffer>>();

/** A pride flag's picture (PNG), drawn once per process, for the library page to show. */
export function prideFlagPreview(ctx: AppContext, key: string): Promise<Buffer> | null {
  const flag = BY_KEY.get(key);
  if (!flag) return null;
  let preview = previews.get(key);
  if (!preview) {
    preview = ctx.work.images.run(() => renderStripedFlag(flag.stripes));
    previews.set(key, preview);
    preview.catch(() => previews.delete(key));
  }
  return preview;
}

/**
 * Adds a pride flag to the user's library, through the same pipeline and limits as an upload. `words`
 * names and describes it in the person's language (English, as the API has it, without).
 */
export async function addPrideFlag(
  ctx: AppContext,
  userId: string,
  key: string,
  words: (key: string) => { name: string; description: string } | null = () => null,
) {
  const flag = BY_KEY.get(key);
  if (!flag) throw errors.notFound('Flag');
  const picture = await prideFlagPreview(ctx, key)!;
  const { name, description } = words(key) ?? flag;
  return createFlag(ctx, userId, { flag: picture.toString('base64'), name, description });
}
