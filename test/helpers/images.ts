/** Real images for upload tests, made by sharp in the test itself. */
import sharp from 'sharp';

export type Rgb = [number, number, number];
export const RED: Rgb = [255, 0, 0];
export const GREEN: Rgb = [0, 255, 0];
export const BLUE: Rgb = [0, 0, 255];

/** Vertical stripes of equal width, left to right, as raw RGB pixels. */
function stripes(width: number, height: number, colours: Rgb[]): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = colours[Math.min(colours.length - 1, Math.floor((x * colours.length) / width))]!;
      raw.set(colour, (y * width + x) * 3);
    }
  }
  return raw;
}

export type Format = 'png' | 'jpeg' | 'gif' | 'webp';

export function striped(format: Format, width: number, height: number, colours: Rgb[] = [RED, GREEN, BLUE]) {
  return sharp(stripes(width, height, colours), { raw: { width, height, channels: 3 } })
    .toFormat(format, format === 'jpeg' || format === 'webp' ? { quality: 95 } : {})
    .toBuffer();
}

/** A JPEG whose EXIF Orientation is 6: shown rotated 90° clockwise; the file also carries other EXIF. */
export function rotatedJpeg(width: number, height: number, colours: Rgb[]) {
  return sharp(stripes(width, height, colours), { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'secret location', Artist: 'someone' } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** An animated GIF whose frames are solid colours, in order. */
export function animatedGif(width: number, height: number, frames: Rgb[]) {
  const raw = Buffer.concat(frames.map((colour) => stripes(width, height, [colour])));
  return sharp(raw, { raw: { width, height: height * frames.length, channels: 3, pageHeight: height } as never })
    .gif({ loop: 0, delay: frames.map(() => 100) })
    .toBuffer();
}

/** The colour of one pixel of an image. */
export async function pixel(image: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** Whether two colours are the same within lossy-compression noise. */
export function near(actual: Rgb, expected: Rgb, tolerance = 40): boolean {
  return actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance);
}
