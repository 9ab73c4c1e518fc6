/**
 * Embeds: /@{name}/embed and /@{name}/{member}/embed, a profile's small card made to be framed by any
 * site (the html of the oEmbed answer frames it; docs/SHARING.md, "Embeds"). Outside the web scope on
 * purpose: no session or CSRF cookie is read or set (a frame on another site is a third-party
 * context), the language comes from `?lang=` or Accept-Language alone, and the page carries a policy
 * of its own that lets anyone frame it and runs no script. It shows what the share card shows and
 * answers 404 where the page does (the same reads as the cards). Static segments win over
 * `/@:username/:member`, so a member named `embed` is linked as `Embed` (memberPath), as for cards.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { h, type VNode } from 'preact';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { ApiError, errors } from '../../core/errors.js';
import { matchesEtag, strongEtag } from '../../http/etags.js';
import { type RateLimiter, rateLimitHook } from '../../http/rate-limit.js';
import { chooseLocale } from '../../i18n/negotiate.js';
import { type Translator, translatorFor } from '../../i18n/translator.js';
import type { Assets } from '../support/assets.js';
import type { EmbedContent } from '../support/embed-content.js';
import { codeSentence, errorSentence } from '../support/error-sentences.js';
import { EMBED_CACHE_SECONDS } from '../support/oembed-answer.js';
import { ProfileViews } from '../support/profile-views.js';
import { type EmbedChrome, EmbedErrorPage, EmbedPage } from '../views/embed-page.js';
import { renderPage } from '../views/page-render.js';

export interface EmbedPagesOptions {
  ctx: AppContext;
  limiter: RateLimiter | null;
  /** The site's assets: the embed's stylesheet is one of them. */
  assets: Assets;
}

const HTML_TYPE = 'text/html; charset=utf-8';
/**
 * Reused as long as the oEmbed answer and the card (then revalidated by its ETag). The embed names no
 * address of this server (its links and images are relative, or on MEDIA_BASE_URL), so it may be
 * shared whether or not PUBLIC_URL is set.
 */
const EMBED_CACHE_CONTROL = `public, max-age=${EMBED_CACHE_SECONDS}`;
/** The embed differs by the reader's language; `?lang=` and `?theme=` are part of its address. */
const EMBED_VARY = 'Accept-Language';

/**
 * The embed's policy: framed by anyone, no script, nothing loaded but its stylesheet and images (the
 * media base's too), no form, no base. The pages' own policy forbids framing (web-scope.tsx).
 */
export function embedPolicy(mediaBaseUrl: string | null): string {
  const mediaOrigin = mediaBaseUrl ? ` ${new URL(mediaBaseUrl).origin}` : '';
  return [
    "default-src 'none'",
    "style-src 'self'",
    `img-src 'self' data:${mediaOrigin}`,
    "form-action 'none'",
    "base-uri 'none'",
    'frame-ancestors *',
  ].join('; ');
}

const EmbedQuery = Type.Object({
  // Anything else than light or dark follows the reader's system; an unknown language is ignored, as on the pages.
  theme: Type.Optional(Type.Unknown({ description: 'light or dark (default: the reader’s system)' })),
  lang: Type.Optional(Type.Unknown({ description: 'a shipped language (default: Accept-Language)' })),
});
const UserParams = Type.Object({ username: Type.String() });
const MemberParams = Type.Object({ username: Type.String(), member: Type.String() });

export const embedPages: FastifyPluginAsyncTypebox<EmbedPagesOptions> = async (app, { ctx, limiter, assets }) => {
  const views = new ProfileViews(ctx);
  const policy = embedPolicy(ctx.config.mediaBaseUrl);
  const css = assets.url('embed.css');

  /** The reader's language: `?lang=` (kept nowhere), else Accept-Language; never a cookie or an account's. */
  const messagesOf = (request: FastifyRequest): Translator => {
    const lang = (request.query as { lang?: unknown } | undefined)?.lang;
    return translatorFor(
      chooseLocale({
        query: typeof lang === 'string' ? lang : null,
        cookie: null,
        account: null,
        acceptLanguage: request.headers['accept-language'],
        pseudo: ctx.config.pseudoLocales,
      }),
    );
  };
  const chromeOf = (request: FastifyRequest): EmbedChrome => {
    const theme = (request.query as { theme?: unknown } | undefined)?.theme;
    return { css, theme: theme === 'light' || theme === 'dark' ? theme : null };
  };

  // First: the policy, and no X-Frame-Options (helmet's SAMEORIGIN would forbid what the policy allows),
  // also on a refusal of the rate limit below.
  app.addHook('onRequest', async (_request, reply) => {
    reply.removeHeader('x-frame-options');
    reply.header('content-security-policy', policy);
  });
  app.addHook(
    'onRequest',
    rateLimitHook(limiter, () => null),
  );

  // Errors are small pages of the embed too, framed where the embed was: a profile no one may see is
  // the 404 its page gives, with the same sentence.
  app.setErrorHandler(async (thrown: Error, request, reply) => {
    const messages = messagesOf(request);
    let error: ApiError | null = thrown instanceof ApiError ? thrown : null;
    if (error === null && request.server.storageClosed) error = errors.shuttingDown();
    let status: number;
    let message: string;
    if (error !== null) {
      status = error.status;
      message = errorSentence(messages, error);
      if (error.ratelimitReset !== undefined)
        reply.header('retry-after', Math.max(1, error.ratelimitReset - Math.floor(Date.now() / 1000)));
    } else {
      const statusCode = (thrown as FastifyError).statusCode;
      if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
        status = statusCode;
        message = codeSentence(messages, statusCode);
      } else {
        request.log.error({ err: thrown }, 'unhandled error');
        status = 500;
        message = messages.t('error.internal', { id: request.id });
      }
    }
    const page = renderPage(h(EmbedErrorPage, { chrome: chromeOf(request), status, message }) as VNode, messages);
    return reply.code(status).type(HTML_TYPE).header('cache-control', 'no-store').send(page);
  });

  async function sendEmbed(request: FastifyRequest, reply: FastifyReply, content: EmbedContent) {
    const html = Buffer.from(
      renderPage(h(EmbedPage, { chrome: chromeOf(request), profile: content }) as VNode, messagesOf(request)),
      'utf8',
    );
    const etag = strongEtag(html);
    reply.headers({
      etag,
      'cache-control': EMBED_CACHE_CONTROL,
      vary: EMBED_VARY,
      // As the cards: a CDN purging by user or member drops the embed too.
      'surrogate-key':
        content.memberId === null ? `user-${content.userId}` : `user-${content.userId} member-${content.memberId}`,
    });
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(HTML_TYPE).send(html);
  }

  app.get(
    '/@:username/embed',
    { schema: { hide: true, params: UserParams, querystring: EmbedQuery }, config: { rateLimit: 'web_pages' } },
    async (request, reply) => sendEmbed(request, reply, await views.userEmbed(request.params.username)),
  );
  app.get(
    '/@:username/:member/embed',
    { schema: { hide: true, params: MemberParams, querystring: EmbedQuery }, config: { rateLimit: 'web_pages' } },
    async (request, reply) =>
      sendEmbed(request, reply, await views.memberEmbed(request.params.username, request.params.member)),
  );
};
