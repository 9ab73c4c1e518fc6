/**
 * Where the fediverse looks profiles up: WebFinger and each user's read-only ActivityPub actor at its
 * stable address (`/ap/users/{id}`), with an inbox and an outbox that exist and stay empty. JSON only,
 * any origin may read it, rate limited per client address like the API's public reads.
 * (The profile page's address answers the actor too, to clients that ask for it: web/routes.)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context/app-context.js';
import { ownAddressCaching } from '../http/own-address-caching.js';
import { type RateLimiter, rateLimitHook } from '../http/rate-limit.js';
import { emptyCollection } from '../modules/fediverse/actor-document.js';
import { checkActor, parseResource, webFinger } from '../modules/fediverse/fediverse-service.js';
import type { ActorAnswers } from './actor-answers.js';

const JRD_TYPE = 'application/jrd+json; charset=utf-8';
const COLLECTION_TYPE = 'application/activity+json; charset=utf-8';
/** What the inbox reads of a delivery before dropping it: activities are small. */
const INBOX_BODY_LIMIT = 256 * 1024;

export interface FediverseRoutesOptions {
  ctx: AppContext;
  limiter: RateLimiter | null;
  actors: ActorAnswers;
  cacheControl: string;
}

const ActorParams = Type.Object({ id: Type.String() });

export const fediverseRoutes: FastifyPluginAsyncTypebox<FediverseRoutesOptions> = async (
  app,
  { ctx, limiter, actors, cacheControl: sharedCacheControl },
) => {
  // Every answer here names this server's address (a subject, an actor's id).
  const caching = ownAddressCaching(ctx.config);
  const cacheControl = caching.cacheControl(sharedCacheControl);
  const vary = caching.vary(undefined);
  const cacheHeaders = { 'cache-control': cacheControl, ...(vary === undefined ? {} : { vary }) };
  app.addHook(
    'onRequest',
    rateLimitHook(limiter, () => null),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  // Deliveries are read (bounded by the inbox's own bodyLimit) and dropped unparsed: nothing in them is
  // acted on, so their media type does not matter either (no 415 naming the API's types).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

  app.get(
    '/.well-known/webfinger',
    {
      schema: { hide: true, querystring: Type.Object({ resource: Type.Optional(Type.Unknown()) }) },
      config: { rateLimit: 'users_members_get' },
    },
    async (request, reply) => {
      const origin = actors.origin(request);
      const { jrd, userId } = await webFinger(ctx, parseResource(request.query.resource, origin), origin);
      // A CDN keeps it like the public reads, purged by the same Surrogate-Key (a rename changes it).
      reply.headers({ ...cacheHeaders, 'surrogate-key': `user-${userId}` });
      return reply.type(JRD_TYPE).send(JSON.stringify(jrd));
    },
  );

  app.get(
    '/ap/users/:id',
    {
      schema: { hide: true, params: ActorParams },
      config: { rateLimit: 'users_members_get', prepared: (request) => actors.preparedById(request) },
    },
    async (request, reply) => actors.send(request, reply, { id: request.params.id }),
  );

  const collection = (name: 'inbox' | 'outbox') =>
    app.get(
      `/ap/users/:id/${name}`,
      { schema: { hide: true, params: ActorParams }, config: { rateLimit: 'users_members_get' } },
      async (request, reply) => {
        await checkActor(ctx, request.params.id);
        const id = `${actors.origin(request)}/ap/users/${encodeURIComponent(request.params.id)}/${name}`;
        return reply
          .type(COLLECTION_TYPE)
          .headers(cacheHeaders)
          .send(JSON.stringify(emptyCollection(id)));
      },
    );
  collection('inbox');
  collection('outbox');

  // Accepted and ignored: a follow is never answered (see docs/FEDIVERSE.md).
  app.post(
    '/ap/users/:id/inbox',
    {
      schema: { hide: true, params: ActorParams },
      // The route's own limit, so a 413 states it.
      bodyLimit: INBOX_BODY_LIMIT,
      config: { rateLimit: 'fallback' },
    },
    async (request, reply) => {
      await checkActor(ctx, request.params.id);
      return reply.code(202).send();
    },
  );
};
