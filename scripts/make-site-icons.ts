/**
 * `npm run icons`: draws the site's icons from src/web/assets/icon.svg (Bootstrap Icons' tag-fill, the
 * brand mark of the header, white on the accent colour) into the files beside it that browsers and
 * link previews ask for: a 192 px PNG, the 180 px apple-touch-icon (square and opaque: iOS rounds the
 * corners itself) and favicon.ico (16, 32 and 48 px PNGs in one ICO). They are committed, so a server
 * never draws them; run this after changing the SVG.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import icoEndec from 'ico-endec';
import sharp from 'sharp';

const ASSETS = fileURLToPath(new URL('../src/web/assets/', import.meta.url));
const svg = readFileSync(`${ASSETS}icon.svg`, 'utf8');
/** The same mark on a square without rounded corners. */
const square = svg.replace(/ rx="[^"]*"/, '');

const png = (source: string, size: number) =>
  sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

const opaque = async (source: string, size: number) =>
  sharp(await png(source, size))
    .flatten({ background: '#6d28d9' })
    .png({ compressionLevel: 9 })
    .toBuffer();

writeFileSync(`${ASSETS}icon-192.png`, await png(svg, 192));
writeFileSync(`${ASSETS}apple-touch-icon.png`, await opaque(square, 180));
writeFileSync(`${ASSETS}favicon.ico`, icoEndec.encode(await Promise.all([16, 32, 48].map((size) => png(svg, size)))));
console.log('icon-192.png, apple-touch-icon.png and favicon.ico written to', ASSETS);
