/**
 * Sends a page: the component in the layout, with the chrome of the request (who is signed in, the
 * asset URLs). Pages for a signed-in visitor are private to them; others may be kept briefly by
 * shared caches, and come with a strong ETag so a reload can be a 304.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { h, type VNode } from 'preact';
import type { AppContext } from '../../context/app-context.js';
import { strongEtag } from '../../http/etags.js';
import { type OwnAddressCaching, ownAddressCaching } from '../../http/own-address-caching.js';
import { requestOrigin } from '../../http/request-origin.js';
import type { PreparedAnswers } from '../../http/prepared-answers.js';
import { type ReplyKind, sendPrepared } from '../../http/prepared-reply.js';
import { myWarnings } from '../../modules/moderation/warning-service.js';
import { usernameOf } from '../../modules/users/user-service.js';
import { LANGUAGE_NAMES, PSEUDO_LOCALES, SHIPPED_LOCALES } from '../../i18n/locales.js';
import { type Translator, translatorFor } from '../../i18n/translator.js';
import type { Assets } from './assets.js';
import { askedLocale, localeOf, rememberLanguage } from './language.js';
import { themeOf } from './theme.js';
import { renderPage } from '../views/page-render.js';
import { Layout } from '../views/layout.js';
import type { PageChrome, PageMeta } from '../views/view-types.js';

export const SITE_NAME = 'Nametag';
/** How long a shared cache or browser may reuse a public page without asking (seconds). */
export const PUBLIC_PAGE_MAX_AGE = 10;

export interface PageOptions {
  status?: number;
  /** A page anyone may see the same way (profiles, pronouns, home): cacheable when signed out. */
  public?: boolean;
  /** The Vary header (default: Cookie, Accept-Language). */
  vary?: string;
}

/** A rendered public page and what it depends on. */
export interface RenderedPublicPage {
  meta: PageMeta;
  body: VNode;
  /** The user whose data it shows: the page is dropped when their profile changes. */
  userId: string;
  /** Epoch ms until which it stays right (0: until the profile changes), e.g. a shown local time. */
  validUntil: number;
}

const HTML_TYPE = 'text/html; charset=utf-8';
/** Pages differ by the visitor's cookies (session, theme, language) and by the browser's languages. */
const PAGE_VARY = 'Cookie, Accept-Language';
/** A user's page: its address is the ActivityPub actor to clients that ask for it by Accept. */
export const PROFILE_PAGE_VARY = `Accept, ${PAGE_VARY}`;
/** A page signed-out visitors see alike: kept briefly by shared caches, revalidated by ETag. */
const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=${PUBLIC_PAGE_MAX_AGE}`;

/**
 * The address the theme and language switches come back to: the page's path, with the one query value
 * that changes what a page shows and is not kept with it (`in`, the language a pronoun set is read in).
 * Other query values stay out: a kept page would hand one visitor's query to the next.
 */
function returnPathOf(url: string): string {
  const [path = '/', query] = url.split('?', 2);
  const pronounLanguage = query === undefined ? null : new URLSearchParams(query).get('in');
  return pronounLanguage !== null && /^[a-z]{2}(?:-[A-Z]{2})?$/.test(pronounLanguage)
    ? `${path}?in=${pronounLanguage}`
    : path;
}

export class PageSender {
  /** Public pages name this server's address (og:url, og:image, canonical): see own-address-caching.ts. */
  private readonly caching: OwnAddressCaching;
  private readonly publicPageCacheControl: string;

  constructor(
    private readonly ctx: AppContext,
    readonly assets: Assets,
    /** Prepared answers shared with the API's public reads; profile pages are kept there for visitors. */
    private readonly answers: PreparedAnswers | null = null,
  ) {
    this.caching = ownAddressCaching(ctx.config);
    this.publicPageCacheControl = this.caching.cacheControl(PUBLIC_PAGE_CACHE_CONTROL);
  }

  /** How a public page is sent, with the request headers it answers by. */
  private publicPage(vary = PAGE_VARY): ReplyKind {
    return {
      contentType: HTML_TYPE,
      cacheControl: this.publicPageCacheControl,
      vary: this.caching.vary(vary),
    };
  }

  /**
   * A path of this site as an absolute address (a page's canonical address, og:url, the share card):
   * on PUBLIC_URL, else on the origin the request was made to.
   */
  address(request: FastifyRequest, path: string): string {
    return `${this.ctx.config.publicUrl ?? requestOrigin(request)}${path}`;
  }

  /** The messages of the request's language. */
  messages(request: FastifyRequest): Translator {
    return translatorFor(localeOf(request, this.ctx.config.pseudoLocales));
  }

  /**
   * A profile page: for signed-out visitors, from the prepared answers (the same cache, dropped by the
   * same change events as the API's public reads), rendered and kept on a miss; a signed-in visitor's
   * page has their own header and is rendered for them alone.
   */
  async sendPublicPage(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    render: () => Promise<RenderedPublicPage>,
    /** False for a page made for one request (a search): rendered and sent, not kept. */
    keep = true,
    /** Request headers the page's address answers by beyond the usual (Cookie, Accept-Language). */
    vary = PAGE_VARY,
  ) {
    const answers = this.answers;
    // A page asked for in a language by its address is the visitor's own (see `send`).
    if (request.visitor || answers === null || !keep || askedLocale(request, this.ctx.config.pseudoLocales) !== null) {
      const page = await render();
      return this.send(request, reply, page.meta, page.body, { public: true, vary });
    }
    // A kept page is per theme and language: both are written into it.
    const cacheKey = `page\0${themeOf(request) ?? ''}\0${this.messages(request).locale}\0${key}`;
    let answer = answers.get(cacheKey, this.ctx.clock.now());
    if (answer === undefined) {
      const began = answers.beginRead();
      const page = await render();
      const html = await this.html(request, reply, page.meta, page.body);
      answer = answers.fill(cacheKey, began, {
        body: html,
        userId: page.userId,
        surrogateKey: `user-${page.userId}`,
        expiresAt: page.validUntil,
      });
    }
    return sendPrepared(request, reply, answer, this.publicPage(vary));
  }

  private async html(request: FastifyRequest, reply: FastifyReply, meta: PageMeta, body: VNode): Promise<Buffer> {
    const chrome = await this.chrome(request, reply);
    return Buffer.from(
      renderPage(h(Layout, { chrome, meta, children: body }) as VNode, this.messages(request)),
      'utf8',
    );
  }

  async chrome(request: FastifyRequest, reply: FastifyReply): Promise<PageChrome> {
    const visitor = request.visitor;
    const name = visitor ? await usernameOf(this.ctx, visitor.userId) : null;
    const warnings = visitor && name !== null ? await myWarnings(this.ctx, visitor.userId, false) : [];
    return {
      visitor:
        visitor === null || name === null ? null : { name, isAdmin: visitor.isAdmin, suspended: visitor.suspended },
      warnings: warnings.map((warning) => ({
        id: warning.id,
        reason: warning.reason,
        created_at: new Date(warning.created_at).toISOString(),
      })),
      // Signed-in pages carry a token for the header's log-out button and the warnings' buttons.
      csrf: visitor ? reply.generateCsrf() : null,
      path: returnPathOf(request.url),
      css: this.assets.url('site.css'),
      script: this.assets.url('enhance.js'),
      icons: {
        svg: this.assets.url('icon.svg'),
        png: this.assets.url('icon-192.png'),
        appleTouch: this.assets.url('apple-touch-icon.png'),
      },
      siteName: SITE_NAME,
      theme: themeOf(request),
      languages: [...SHIPPED_LOCALES, ...(this.ctx.config.pseudoLocales ? PSEUDO_LOCALES : [])].map((locale) => ({
        locale,
        name: LANGUAGE_NAMES[locale],
      })),
    };
  }

  async send(request: FastifyRequest, reply: FastifyReply, meta: PageMeta, body: VNode, options: PageOptions = {}) {
    const html = await this.html(request, reply, meta, body);
    // `?lang=` is remembered for the visitor's next pages: a cookie, so not an answer to share.
    const asked = askedLocale(request, this.ctx.config.pseudoLocales);
    if (asked !== null) rememberLanguage(request, reply, asked, this.ctx.config.publicUrl);
    if (options.public && !request.visitor && asked === null && (options.status ?? 200) === 200) {
      return sendPrepared(request, reply, { body: html, etag: strongEtag(html) }, this.publicPage(options.vary), false);
    }
    reply.code(options.status ?? 200).type(HTML_TYPE);
    reply.header('vary', options.vary ?? PAGE_VARY);
    reply.header('cache-control', 'private, no-store');
    return reply.send(html);
  }
}

/** A request for something outside the API and media that a browser asked for as a page. */
export function wantsPage(request: FastifyRequest): boolean {
  const path = request.url;
  if (path.startsWith('/api/') || path.startsWith('/media/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
