/** Real images for upload tests, made by sharp in the test itself. */
import zlib from 'node:zlib';
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

/**
 * A PNG that claims `width` × `height` pixels in its header (with a valid CRC) and holds one tiny
 * compressed row of data: checks that read the header refuse it before any pixel is decoded.
 */
export function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const idat = zlib.deflateSync(Buffer.alloc(width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
