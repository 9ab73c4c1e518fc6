/**
 * The pages' static files (CSS, the enhancement script, the site's icons): read once at start-up,
 * named by their content hash (/assets/site-1a2b3c4d5e.css) and served with immutable caching, so a
 * browser fetches each version once and a new release can never be mixed with an old cached file.
 * `/favicon.ico`, the one address browsers and link previews ask for without being told, is served
 * under its own name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { matchesEtag, strongEtag } from '../../http/etags.js';
import { representationFor } from '../../http/content-coding.js';
import { iconFile } from '../views/icons.js';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * `/favicon.ico` keeps its address across releases, so it cannot be immutable: a day, then a 304 by
 * its ETag. Browsers ask for it once per site, crawlers of link previews with every preview.
 */
const FAVICON_CACHE_CONTROL = 'public, max-age=86400';

/** src/web/assets, whether this module runs from src/ (tsx) or from dist/src/ (npm start). */
function assetDirectory(): string {
  const beside = fileURLToPath(new URL('../assets/', import.meta.url));
  if (existsSync(join(beside, 'site.css'))) return beside;
  return fileURLToPath(new URL('../../../../src/web/assets/', import.meta.url));
}

/**
 * Files served from installed packages, under a name of ours: SimpleWebAuthn's browser bundle (the
 * passkey ceremonies' encoding, global `SimpleWebAuthnBrowser`), served from this site as the CSP asks.
 */
function packagedFiles(): Array<{ name: string; path: string }> {
  const require = createRequire(import.meta.url);
  // The package's main entry is script/index.js; the browser bundle sits beside it under dist/.
  const root = join(dirname(require.resolve('@simplewebauthn/browser')), '..');
  return [{ name: 'webauthn.js', path: join(root, 'dist', 'bundle', 'index.umd.min.js') }];
}

interface Asset {
  path: string;
  type: string;
  body: Buffer;
  /** Text (CSS, scripts, SVG): sent compressed where the client accepts it, compressed once. */
  text: boolean;
  coded?: { br?: Buffer; gzip?: Buffer };
}

export class Assets {
  private readonly byName = new Map<string, Asset>();
  private readonly byPath = new Map<string, Asset>();

  constructor(directory = assetDirectory()) {
    const files = [
      ...readdirSync(directory).map((name) => ({ name, path: join(directory, name) })),
      ...packagedFiles(),
    ];
    for (const { name, path } of files) {
      const type = TYPES[extname(name)];
      if (!type) continue;
      const body = readFileSync(path);
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
      const extension = extname(name);
      const asset: Asset = {
        path: `/assets/${name.slice(0, -extension.length)}-${hash}${extension}`,
        type,
        body,
        text: !type.startsWith('image/') || type === 'image/svg+xml',
      };
      this.byName.set(name, asset);
      this.byPath.set(asset.path, asset);
    }
  }

  /** The URL of a file of src/web/assets by its name ("site.css"). */
  url(name: string): string {
    const asset = this.byName.get(name);
    if (!asset) throw new Error(`no asset named ${name}`);
    return asset.path;
  }

  /** Bytes of all the files, for page-weight figures. */
  get totalBytes(): number {
    let total = 0;
    for (const asset of this.byName.values()) total += asset.body.length;
    return total;
  }

  /**
   * GET /assets/…: the file, cached for a year; anything else is a 404. GET /assets/icons/{name}.svg:
   * one icon of the set, for the editor's live preview of a custom preference's icon. GET
   * /favicon.ico: the site's icon (16, 32 and 48 px).
   */
  routes(app: FastifyInstance) {
    const favicon = this.byName.get('favicon.ico');
    if (!favicon) throw new Error('src/web/assets/favicon.ico is missing (npm run icons draws it)');
    const faviconEtag = strongEtag(favicon.body);
    // Counted as a page view: before this route it was an unknown path, counted against `fallback`.
    app.get('/favicon.ico', { config: { rateLimit: 'web_pages' }, schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', FAVICON_CACHE_CONTROL).header('etag', faviconEtag);
      if (matchesEtag(request.headers['if-none-match'], faviconEtag)) return reply.code(304).send();
      return reply.type(favicon.type).send(favicon.body);
    });
    app.get<{ Params: { name: string } }>(
      '/assets/icons/:name',
      { config: { rateLimit: false }, schema: { hide: true } },
      async (request, reply) => {
        const file = request.params.name.endsWith('.svg') ? iconFile(request.params.name.slice(0, -4)) : null;
        if (!file) return reply.callNotFound();
        return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(file);
      },
    );
    app.get('/assets/:file', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      const asset = this.byPath.get(request.url.split('?')[0] ?? '');
      if (!asset) return reply.callNotFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(asset.type);
      if (!asset.text) return reply.send(asset.body);
      const shown = representationFor(asset, request.headers['accept-encoding']);
      reply.header('vary', 'Accept-Encoding');
      if (shown.coding !== null) reply.header('content-encoding', shown.coding);
      return reply.send(shown.body);
    });
  }
}
