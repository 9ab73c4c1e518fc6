/**
 * GET /oembed: the oEmbed 1.0 endpoint (https://oembed.com) for the profile pages of this server,
 * which name it in their head (discovery). JSON only (format=xml, or any other, is oEmbed's 501), any
 * origin may read it, counted per client address like the API's public reads; errors are APIError
 * bodies (docs/SHARING.md, "Embeds"). It reads what the share cards read: a signed-out visitor's view.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { errors } from '../../core/errors.js';
import { EXPOSED_HEADERS } from '../../http/cors.js';
import { matchesEtag, strongEtag } from '../../http/etags.js';
import { ownAddressCaching } from '../../http/own-address-caching.js';
import { type RateLimiter, rateLimitHook } from '../../http/rate-limit.js';
import { requestOrigin } from '../../http/request-origin.js';
import { acceptedLocale } from '../../i18n/negotiate.js';
import { translatorFor } from '../../i18n/translator.js';
import {
  EMBED_CACHE_SECONDS,
  EMBED_HEIGHT,
  EMBED_MIN_WIDTH,
  embedSize,
  oembedAnswer,
  profilePageOf,
} from '../support/oembed-answer.js';
import { SITE_NAME } from '../support/page-sender.js';
import { ProfileViews } from '../support/profile-views.js';

export interface OembedRoutesOptions {
  ctx: AppContext;
  limiter: RateLimiter | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

const pixels = (which: string) =>
  Type.Optional(
    Type.String({
      pattern: '^[1-9][0-9]{0,5}$',
      description: `the most pixels the embed may take in ${which}`,
      errorMessage: 'a whole number of pixels, 1 or more',
    }),
  );

// Other parameters are ignored, as oEmbed asks of providers.
const OembedQuery = Type.Object({
  url: Type.Optional(Type.String({ description: 'the address of a profile page of this server' })),
  format: Type.Optional(Type.String({ description: 'json (the only format answered), or none' })),
  maxwidth: pixels('width'),
  maxheight: pixels('height'),
});

export const oembedRoutes: FastifyPluginAsyncTypebox<OembedRoutesOptions> = async (app, { ctx, limiter }) => {
  const views = new ProfileViews(ctx);
  // The answer names this server's address (the page, the frame, the card).
  const caching = ownAddressCaching(ctx.config);
  const cacheControl = caching.cacheControl(`public, max-age=${EMBED_CACHE_SECONDS}`);
  // The iframe's title is in the language of whoever asks (a consumer's server, or a browser).
  const vary = caching.vary('Accept-Language');
  app.addHook(
    'onRequest',
    rateLimitHook(limiter, () => null),
  );
  // Any site's script may read the answer (refusals included), and its ETag and rate-limit headers.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
  });

  // A script that revalidates by its ETag sends If-None-Match, which a browser asks leave for first.
  app.options('/oembed', { schema: { hide: true }, config: { rateLimit: 'fallback' } }, async (_request, reply) =>
    reply
      .code(204)
      .headers({
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': 'If-None-Match',
        'access-control-max-age': '86400',
      })
      .send(),
  );

  app.get(
    '/oembed',
    { schema: { hide: true, querystring: OembedQuery }, config: { rateLimit: 'users_members_get' } },
    async (request, reply) => {
      const { url, format, maxwidth, maxheight } = request.query;
      const origin = ctx.config.publicUrl ?? requestOrigin(request);
      if (url === undefined || url.trim() === '') throw errors.oembedUrlMissing(`${origin}/@name`);
      if (format !== undefined && format !== 'json') throw errors.oembedFormatUnsupported();
      const page = profilePageOf(url.trim(), origin);
      if (page === null) throw errors.notEmbeddable();
      const limits = {
        maxwidth: maxwidth === undefined ? undefined : Number(maxwidth),
        maxheight: maxheight === undefined ? undefined : Number(maxheight),
      };
      const size = embedSize(limits.maxwidth, limits.maxheight);
      if (size === null) throw errors.embedTooSmall(EMBED_MIN_WIDTH, EMBED_HEIGHT);
      const content =
        page.member === null
          ? await views.userEmbed(page.username)
          : await views.memberEmbed(page.username, page.member);
      const messages = translatorFor(acceptedLocale(request.headers['accept-language']));
      const body = Buffer.from(JSON.stringify(oembedAnswer(content, origin, SITE_NAME, size, limits, messages)));
      const etag = strongEtag(body);
      reply.headers({
        etag,
        'cache-control': cacheControl,
        ...(vary === undefined ? {} : { vary }),
        'surrogate-key':
          content.memberId === null ? `user-${content.userId}` : `user-${content.userId} member-${content.memberId}`,
      });
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(JSON_TYPE).send(body);
    },
  );
};
