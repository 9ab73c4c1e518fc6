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

  async function sendCard(request: FastifyRequest, reply: FastifyReply, card: CardContent) {
    const site = cardSite(originOf(request));
    const version = cardVersion(card, site);
    const etag = `"${version}"`;
    reply.headers({ etag, 'cache-control': SHARE_CACHE_CONTROL, 'x-content-type-options': 'nosniff' });
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const png = await cards.png(version, card, site);
    return reply.type('image/png').send(png);
  }

  async function sendBadge(request: FastifyRequest, reply: FastifyReply, svg: string) {
    const body = Buffer.from(svg, 'utf8');
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.headers({
      etag,
      'cache-control': SHARE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'content-security-policy': BADGE_POLICY,
      'access-control-allow-origin': '*',
    });
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(body);
  }

  app.get<{ Params: { username: string } }>(
    '/@:username/card.png',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => sendCard(request, reply, (await views.userCard(request.params.username)).card),
  );
  app.get<{ Params: { username: string; member: string } }>(
    '/@:username/:member/card.png',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) =>
      sendCard(request, reply, (await views.memberCard(request.params.username, request.params.member)).card),
  );
  app.get<{ Params: { username: string }; Querystring: BadgeQuery }>(
    '/@:username/badge.svg',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      const { document } = await views.userCard(request.params.username);
      return sendBadge(request, reply, await drawBadge(badgeOf(document, document.custom_preferences, request.query)));
    },
  );
  app.get<{ Params: { username: string; member: string }; Querystring: BadgeQuery }>(
    '/@:username/:member/badge.svg',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      const { document, custom } = await views.memberCard(request.params.username, request.params.member);
      return sendBadge(request, reply, await drawBadge(badgeOf(document, custom, request.query)));
    },
  );
}
