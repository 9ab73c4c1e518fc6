/**
 * The /media scope (registered with that prefix): avatar files at /media/users/{userId}/{hash}.webp and
 * /media/members/{memberId}/{hash}.webp, flag images at /media/flags/{hash}.webp, for any origin, rate
 * limited per client address. Only the avatar a live user or member has now, and the images of live
 * users' flags, are served; anything else is 404. A file's name is its content
 * hash, so it never changes: strong ETag, cached for a year, 304 on If-None-Match.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { allowAnyOrigin } from '../http/cors.js';
import { matchesEtag } from '../http/etags.js';
import type { AppContext } from '../context/app-context.js';
import { errors } from '../core/errors.js';
import { type RateLimiter, rateLimitHook } from '../http/rate-limit.js';
import { type AvatarKind, isValidMediaName, type MediaKind } from '../lib/media-store.js';
import { readMedia, servedAvatar, servedFlagImage } from '../modules/media/media-service.js';

const FILE_NAME = /^([0-9a-f]{64})\.webp$/;

const notFound = () => errors.notFound('Image');

export const mediaScope: FastifyPluginAsyncTypebox<{ ctx: AppContext; limiter: RateLimiter | null }> = async (
  app,
  { ctx, limiter },
) => {
  await allowAnyOrigin(app);
  app.addHook(
    'onRequest',
    rateLimitHook(limiter, () => null),
  );

  /** The hash named by a file name, checked before anything touches the database or the disk. */
  function hashOf(file: string, ownerId: string): string {
    const hash = FILE_NAME.exec(file)?.[1];
    if (hash === undefined || !isValidMediaName(ownerId, hash)) throw notFound();
    return hash;
  }

  async function serveAvatar(
    kind: AvatarKind,
    ownerId: string,
    file: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const hash = hashOf(file, ownerId);
    if ((await servedAvatar(ctx, kind, ownerId)) !== hash) throw notFound();
    return serve(kind, ownerId, hash, request, reply);
  }

  async function serveFlag(file: string, request: FastifyRequest, reply: FastifyReply) {
    const hash = hashOf(file, 'flags');
    const ownerId = await servedFlagImage(ctx, hash);
    if (ownerId === undefined) throw notFound();
    return serve('flags', ownerId, hash, request, reply);
  }

  async function serve(kind: MediaKind, ownerId: string, hash: string, request: FastifyRequest, reply: FastifyReply) {
    const etag = `"${hash}"`;
    const cacheHeaders = {
      etag,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    };
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).headers(cacheHeaders).send();
    const bytes = await readMedia(ctx, kind, ownerId, hash);
    if (!bytes) throw notFound();
    return reply.headers(cacheHeaders).type('image/webp').send(bytes);
  }

  const schema = { hide: true, params: Type.Object({ ownerId: Type.String(), file: Type.String() }) };
  const config = { rateLimit: 'fallback' as const };
  app.get('/users/:ownerId/:file', { schema, config }, (request, reply) =>
    serveAvatar('users', request.params.ownerId, request.params.file, request, reply),
  );
  app.get('/members/:ownerId/:file', { schema, config }, (request, reply) =>
    serveAvatar('members', request.params.ownerId, request.params.file, request, reply),
  );
  app.get(
    '/flags/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String() }) }, config },
    (request, reply) => serveFlag(request.params.file, request, reply),
  );
};
