/**
 * The one place that knows sharp. Turns an uploaded image into the stored avatar: the real format
 * read from the bytes, a pixel limit checked before anything is decoded, EXIF orientation applied and
 * all metadata dropped, WebP: avatars a centred square of at most AVATAR_SIZE pixels, flags in a box
 * keeping their aspect ratio (never enlarged).
 * sharp does the work on libuv's thread pool, so the event loop stays free while it runs.
 */
import type { Metadata, Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | undefined;

/** libvips costs about 13 MB of memory once loaded: load it with the first upload, not at start-up. */
function sharp(): Promise<SharpFactory> {
  loaded ??= import('sharp').then(({ default: factory }) => {
    // Each avatar is decoded once: libvips' operation cache would only hold memory.
    factory.cache(false);
    return factory;
  });
  return loaded;
}

export const AVATAR_SIZE = 512;
/** Decompression bombs: a 2 MB file can claim billions of pixels. 25 megapixels is a 5000×5000 photo. */
export const MAX_INPUT_PIXELS = 25_000_000;
/**
 * A side longer than this, or a ratio of sides beyond MAX_ASPECT_RATIO, is refused before decoding:
 * a 48 KB PNG of 1 × 25,000,000 pixels is within the pixel limit but takes seconds to decode.
 */
export const MAX_INPUT_SIDE = 8192;
export const MAX_ASPECT_RATIO = 16;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'gif', 'webp']);

/** Why an upload was refused, for pages to word in their language (`reason` is the API's English). */
export type ImageProblem = 'notImage' | 'format' | 'side' | 'ratio' | 'pixels' | 'corrupt' | 'notStored';

/** The upload is not an image we accept; `reason` is written for the person who sent it. */
export class ImageRejected extends Error {
  constructor(
    readonly reason: string,
    readonly problem: ImageProblem,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(reason);
    this.name = 'ImageRejected';
  }
}

/** Reads the header only and checks format and dimensions before any pixel is decoded. */
async function checkedSize(image: SharpFactory, input: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await image(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('the data is not an image (accepted: PNG, JPEG, GIF or WebP)', 'notImage');
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejected(
      `the image is ${metadata.format.toUpperCase()}; accepted are PNG, JPEG, GIF and WebP`,
      'format',
      { format: metadata.format.toUpperCase() },
    );
  }
  const { width, height } = metadata.autoOrient;
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE) {
    throw new ImageRejected(
      `the image is ${width}×${height} pixels; each side may be at most ${MAX_INPUT_SIDE} pixels`,
      'side',
      { width, height, max: MAX_INPUT_SIDE },
    );
  }
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new ImageRejected(
      `the image is ${width}×${height} pixels; the longer side may be at most ${MAX_ASPECT_RATIO} times the shorter`,
      'ratio',
      { width, height, max: MAX_ASPECT_RATIO },
    );
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejected(
      `the image is ${width}×${height} pixels; at most ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels are accepted`,
      'pixels',
      { width, height, max: MAX_INPUT_PIXELS },
    );
  }
  return { width, height };
}

/** Decodes (first frame only, refusing truncated or corrupt data), resizes and encodes as WebP. */
async function toWebp(image: SharpFactory, input: Buffer, resize: (sharp: Sharp) => Sharp): Promise<Buffer> {
  try {
    return await resize(image(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true }))
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new ImageRejected('the image could not be decoded: it is truncated or corrupt', 'corrupt');
  }
}

/** An avatar: a centred square of at most AVATAR_SIZE pixels, never enlarged. */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  const image = await sharp();
  const { width, height } = await checkedSize(image, input);
  const side = Math.min(width, height, AVATAR_SIZE);
  return toWebp(image, input, (picture) => picture.resize(side, side, { fit: 'cover', position: 'centre' }));
}

/** A flag keeps its aspect ratio: it fits a box of FLAG_BOX pixels, never enlarged. */
export const FLAG_BOX = { width: 512, height: 256 } as const;

export async function toFlagWebp(input: Buffer): Promise<Buffer> {
  const image = await sharp();
  await checkedSize(image, input);
  return toWebp(image, input, (picture) =>
    picture.resize(FLAG_BOX.width, FLAG_BOX.height, { fit: 'inside', withoutEnlargement: true }),
  );
}

/**
 * An image as this server stores it — a WebP of one frame, without EXIF, ICC or XMP data, within the
 * avatar square or the flag box — is kept byte for byte (an import of an export keeps its images'
 * hashes); anything else is converted as an upload is. Either way it is decoded in full first.
 */
export async function keepOrConvert(input: Buffer, use: 'avatar' | 'flag', mayConvert = true): Promise<Buffer> {
  const image = await sharp();
  let metadata: Metadata;
  try {
    metadata = await image(input, { limitInputPixels: false }).metadata();
  } catch {
    // Said before any limit on conversions: nothing was decoded.
    throw new ImageRejected('the data is not an image (accepted: PNG, JPEG, GIF or WebP)', 'notImage');
  }
  const fits =
    metadata.format === 'webp' &&
    (metadata.pages ?? 1) === 1 &&
    !metadata.exif &&
    !metadata.icc &&
    !metadata.xmp &&
    (use === 'avatar'
      ? metadata.width === metadata.height && metadata.width <= AVATAR_SIZE
      : metadata.width <= FLAG_BOX.width && metadata.height <= FLAG_BOX.height);
  if (!fits && !mayConvert) {
    throw new ImageRejected(
      'is not a WebP as Nametag stores images, and this import converts no more images',
      'notStored',
    );
  }
  if (!fits) return use === 'avatar' ? toAvatarWebp(input) : toFlagWebp(input);
  try {
    await image(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).raw().toBuffer();
  } catch {
    throw new ImageRejected('the image could not be decoded: it is truncated or corrupt', 'corrupt');
  }
  return input;
}

/** The default avatar: a grey silhouette on a lighter square (drawn, not a font: a fresh machine has none). */
const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#d9dce3"/><circle cx="8" cy="6.2" r="3" fill="#8a8f99"/><path d="M2.4 16c.4-3.6 2.8-5.6 5.6-5.6s5.2 2 5.6 5.6z" fill="#8a8f99"/></svg>`;

/** The default avatar as a square WebP of `size` pixels. */
export async function renderDefaultAvatar(size: number): Promise<Buffer> {
  const image = await sharp();
  return image(Buffer.from(DEFAULT_AVATAR_SVG), { density: Math.ceil((72 * size) / 16) })
    .resize(size, size)
    .webp({ quality: 90 })
    .toBuffer();
}

/** A stripe of a flag: its colour (#rrggbb) and its share of the height (1 unless said). */
export interface Stripe {
  colour: string;
  share?: number;
}

const FLAG_WIDTH = 500;
const FLAG_HEIGHT = 300;
const COLOUR = /^#[0-9a-f]{6}$/i;

/** A flag of horizontal stripes, top to bottom, as a 5:3 PNG (drawn from an SVG: no fonts, no files). */
export async function renderStripedFlag(stripes: readonly Stripe[]): Promise<Buffer> {
  const total = stripes.reduce((sum, stripe) => sum + (stripe.share ?? 1), 0);
  let y = 0;
  const rects = stripes.map((stripe) => {
    if (!COLOUR.test(stripe.colour)) throw new Error(`not a colour: ${stripe.colour}`);
    const height = ((stripe.share ?? 1) / total) * FLAG_HEIGHT;
    // Each stripe overlaps the next by a pixel, so no seam shows where they meet.
    const rect = `<rect x="0" y="${y.toFixed(2)}" width="${FLAG_WIDTH}" height="${(height + 1).toFixed(2)}" fill="${stripe.colour}"/>`;
    y += height;
    return rect;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${FLAG_WIDTH}" height="${FLAG_HEIGHT}">${rects.join('')}</svg>`;
  const image = await sharp();
  return image(Buffer.from(svg)).png().toBuffer();
}

/**
 * A stored image (avatar or flag) as a PNG for a share card: avatars a square of `height` pixels,
 * flags `height` pixels high keeping their shape (at most `maxWidth` wide). Returns the size drawn.
 */
export async function toCardPng(
  input: Buffer,
  box: { height: number; maxWidth: number; square: boolean },
): Promise<{ png: Buffer; width: number; height: number }> {
  const image = await sharp();
  const picture = box.square
    ? image(input).resize(box.height, box.height, { fit: 'cover', position: 'centre' })
    : image(input).resize(box.maxWidth, box.height, { fit: 'inside' });
  const { data, info } = await picture.png().toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * An SVG drawn as a PNG at its own size (a share card: satori's SVG, whose text is already outlines,
 * so no font is looked for).
 */
export async function svgToPng(svg: string): Promise<Buffer> {
  const image = await sharp();
  return image(Buffer.from(svg, 'utf8')).png().toBuffer();
}
