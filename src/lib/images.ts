/**
 * The one place that knows sharp. Turns an uploaded image into the stored avatar: the real format
 * read from the bytes, a pixel limit checked before anything is decoded, EXIF orientation applied and
 * all metadata dropped, a centred square of at most AVATAR_SIZE pixels (never enlarged), WebP.
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
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'gif', 'webp']);

/** The upload is not an image we accept; `reason` is written for the person who sent it. */
export class ImageRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ImageRejected';
  }
}

export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  const image = await sharp();
  let metadata: Metadata;
  try {
    // Reads the header only; dimensions are checked below before any pixel is decoded.
    metadata = await image(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('the data is not an image (accepted: PNG, JPEG, GIF or WebP)');
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejected(`the image is ${metadata.format.toUpperCase()}; accepted are PNG, JPEG, GIF and WebP`);
  }
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejected(`the image is ${width}×${height} pixels; at most ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels are accepted`);
  }
  const side = Math.min(width, height, AVATAR_SIZE);
  try {
    // Only the first frame of an animation is read (sharp's default), and `failOn: 'error'` refuses
    // truncated and corrupt data instead of storing a half-decoded picture.
    return await image(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new ImageRejected('the image could not be decoded: it is truncated or corrupt');
  }
}
