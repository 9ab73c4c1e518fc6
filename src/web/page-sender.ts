/**
 * Sends a page: the component in the layout, with the chrome of the request (who is signed in, the
 * asset URLs). Pages for a signed-in visitor are private to them; others may be kept briefly by
 * shared caches, and come with a strong ETag so a reload can be a 304.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { h, type VNode } from 'preact';
import type { AppContext } from '../context/app-context.js';
import { strongEtag, matchesEtag } from '../http/etags.js';
import { usernameOf } from '../modules/users/user-service.js';
import type { Assets } from './assets.js';
import { renderPage } from './page-render.js';
import { Layout } from './views/layout.js';
import type { PageChrome, PageMeta } from './views/view-types.js';

export const SITE_NAME = 'Nametag';
/** How long a shared cache or browser may reuse a public page without asking (seconds). */
export const PUBLIC_PAGE_MAX_AGE = 10;

export interface PageOptions {
  status?: number;
  /** A page anyone may see the same way (profiles, pronouns, home): cacheable when signed out. */
  public?: boolean;
}

export class PageSender {
  constructor(
    private readonly ctx: AppContext,
    readonly assets: Assets,
  ) {}

  async chrome(request: FastifyRequest): Promise<PageChrome> {
    const name = request.visitor ? await usernameOf(this.ctx, request.visitor.userId) : null;
    return {
      visitor: name === null ? null : { name },
      css: this.assets.url('site.css'),
      script: this.assets.url('enhance.js'),
      siteName: SITE_NAME,
    };
  }

  async send(request: FastifyRequest, reply: FastifyReply, meta: PageMeta, body: VNode, options: PageOptions = {}) {
    const chrome = await this.chrome(request);
    const html = Buffer.from(renderPage(h(Layout, { chrome, meta, children: body }) as VNode), 'utf8');
    reply.code(options.status ?? 200).type('text/html; charset=utf-8');
    reply.header('vary', 'Cookie');
    if (options.public && !request.visitor && (options.status ?? 200) === 200) {
      const etag = strongEtag(html);
      reply.header('etag', etag);
      reply.header('cache-control', `public, max-age=${PUBLIC_PAGE_MAX_AGE}`);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    } else {
      reply.header('cache-control', 'private, no-store');
    }
    return reply.send(html);
  }
}

/** A request for something outside the API and media that a browser asked for as a page. */
export function wantsPage(request: FastifyRequest): boolean {
  const path = request.url;
  if (path.startsWith('/api/') || path.startsWith('/media/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
