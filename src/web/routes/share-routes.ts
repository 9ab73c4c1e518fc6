/**
 * Share cards and badges: /@{name}/card.png and /@{name}/{member}/card.png (the Open Graph and
 * Twitter image of the profile's page), /@{name}/badge.svg and /@{name}/{member}/badge.svg (a badge
 * for a README or a site). Both show what a signed-out visitor sees on the page and answer 404 where
 * the page does (a suspended or deleted user, a member that is not there). Static path segments win
 * over `/@:username/:member`, so the page of a member named `card.png` or `badge.svg` is reached
 * with another case of its name (member names are matched without case; see docs/SHARING.md).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { matchesEtag } from '../../http/etags.js';
import { ownAddressCaching } from '../../http/own-address-caching.js';
import { requestOrigin } from '../../http/request-origin.js';
import { drawBadge } from '../../lib/badges.js';
import { ProfileViews } from '../support/profile-views.js';
import { type BadgeQuery, badgeOf } from '../support/share-badges.js';
import { type CardContent, cardSite, cardVersion } from '../support/share-card-content.js';
import { ShareCards } from '../support/share-cards.js';

/**
 * A card or badge may be reused for five minutes and then revalidated by its ETag; the page's card
 * address changes with what the card shows, so previews of a changed profile ask for a new one.
 */
const SHARE_CACHE_CONTROL = 'public, max-age=300';
/** A badge opened on its own is a document: it may draw, nothing more. */
const BADGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export interface SharePagesOptions {
  ctx: AppContext;
}

export async function sharePages(app: FastifyInstance, { ctx }: SharePagesOptions) {
  const views = new ProfileViews(ctx);
  const cards = new ShareCards(ctx);
  app.addHook('onClose', () => cards.close());
  const originOf = (request: FastifyRequest) => ctx.config.publicUrl ?? requestOrigin(request);
  // A card shows this server's host; a badge does not.
  const caching = ownAddressCaching(ctx.config);
  const cardCacheControl = caching.cacheControl(SHARE_CACHE_CONTROL);
  const cardVary = caching.vary(undefined);

  /**
   * The card's headers are set once it is there (a 304, or the bytes): an error answer is a page,
   * without the card's ETag. A HEAD is answered from what is kept, or without a length, never by
   * drawing.
   */
  async function sendCard(request: FastifyRequest, reply: FastifyReply, card: CardContent, surrogateKey: string) {
    const site = cardSite(originOf(request));
    const version = cardVersion(card, site);
    const etag = `"${version}"`;
    const cardHeaders = {
      etag,
      'cache-control': cardCacheControl,
      'x-content-type-options': 'nosniff',
      'surrogate-key': surrogateKey,
      ...(cardVary === undefined ? {} : { vary: cardVary }),
    };
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.headers(cardHeaders).code(304).send();
    if (request.method === 'HEAD') {
      const kept = cards.keptPng(version);
      if (kept) reply.header('content-length', kept.length);
      return reply.headers(cardHeaders).type('image/png').send();
    }
    const png = await cards.png(version, card, site);
    return reply.headers(cardHeaders).type('image/png').send(png);
  }

  async function sendBadge(request: FastifyRequest, reply: FastifyReply, svg: string, surrogateKey: string) {
    const body = Buffer.from(svg, 'utf8');
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.headers({
      etag,
      'cache-control': SHARE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'content-security-policy': BADGE_POLICY,
      'access-control-allow-origin': '*',
      'surrogate-key': surrogateKey,
    });
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(body);
  }

  // As the pages and the API's public reads: a CDN purges them by user, or by member.
  const userKey = (userId: string) => `user-${userId}`;
  const memberKey = (userId: string, memberId: string) => `user-${userId} member-${memberId}`;

  app.get<{ Params: { username: string } }>(
    '/@:username/card.png',
    { config: { rateLimit: 'share_cards' } },
    async (request, reply) => {
      const { card, userId } = await views.userCard(request.params.username);
      return sendCard(request, reply, card, userKey(userId));
    },
  );
  app.get<{ Params: { username: string; member: string } }>(
    '/@:username/:member/card.png',
    { config: { rateLimit: 'share_cards' } },
    async (request, reply) => {
      const { card, userId, memberId } = await views.memberCard(request.params.username, request.params.member);
      return sendCard(request, reply, card, memberKey(userId, memberId));
    },
  );
  app.get<{ Params: { username: string }; Querystring: BadgeQuery }>(
    '/@:username/badge.svg',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      const { document, userId } = await views.userCard(request.params.username);
      const svg = await drawBadge(badgeOf(document, document.custom_preferences, request.query));
      return sendBadge(request, reply, svg, userKey(userId));
    },
  );
  app.get<{ Params: { username: string; member: string }; Querystring: BadgeQuery }>(
    '/@:username/:member/badge.svg',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      const { document, custom, userId, memberId } = await views.memberCard(
        request.params.username,
        request.params.member,
      );
      return sendBadge(
        request,
        reply,
        await drawBadge(badgeOf(document, custom, request.query)),
        memberKey(userId, memberId),
      );
    },
  );
}
