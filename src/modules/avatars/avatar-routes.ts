/**
 * HTTP: avatar files at /media/users/{userId}/{hash}.webp and /media/members/{memberId}/{hash}.webp.
 * Only the avatar a live user or member has now is served; anything else is 404. A file's name is
 * its content hash, so it never changes: strong ETag, cached for a year, 304 on If-None-Match.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { ApiError, ErrorCode } from '../../errors.js';
import { isValidMediaName, type MediaKind } from '../../lib/media-store.js';
import { currentAvatar } from './avatar-service.js';

const FILE_NAME = /^([0-9a-f]{64})\.webp$/;

const notFound = () => new ApiError(404, ErrorCode.NotFound, 'No such avatar');

/** If-None-Match holds the ETag (weak comparison, as RFC 9110 asks for this header) or "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export const avatarRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  async function serve(kind: MediaKind, ownerId: string, file: string, request: FastifyRequest, reply: FastifyReply) {
    const hash = FILE_NAME.exec(file)?.[1];
    // Names are checked before anything touches the database or the disk.
    if (hash === undefined || !isValidMediaName(ownerId, hash)) throw notFound();
    if ((await currentAvatar(ctx, kind, ownerId)) !== hash) throw notFound();
    const etag = `"${hash}"`;
    const cacheHeaders = { etag, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' };
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).headers(cacheHeaders).send();
    const bytes = await ctx.media.read(kind, ownerId, hash);
    if (!bytes) throw notFound();
    return reply.headers(cacheHeaders).type('image/webp').send(bytes);
  }

  const schema = { hide: true, params: Type.Object({ ownerId: Type.String(), file: Type.String() }) };
  app.get('/media/users/:ownerId/:file', { schema }, (request, reply) =>
    serve('users', request.params.ownerId, request.params.file, request, reply),
  );
  app.get('/media/members/:ownerId/:file', { schema }, (request, reply) =>
    serve('members', request.params.ownerId, request.params.file, request, reply),
  );
};
