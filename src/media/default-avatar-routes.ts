/**
 * The default avatar at /default/{size}.webp, where pronouns.cc serves its own and where clients of
 * it fall back for a profile without an avatar (`/default/512.webp`). Drawn once per size on first
 * use, for any origin, rate limited per client address like /media, cached by browsers and CDNs.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../core/errors.js';
import { allowAnyOrigin } from '../http/cors.js';
import { matchesEtag } from '../http/etags.js';
import { type RateLimiter, rateLimitHook } from '../http/rate-limit.js';
import { renderDefaultAvatar } from '../lib/images.js';

/** The sizes served: the original's 512, and the common steps around it. */
export const DEFAULT_AVATAR_SIZES = [64, 128, 256, 512, 1024] as const;
/** A month: the picture may change with a release, so it is not immutable, but it rarely does. */
const CACHE_CONTROL = 'public, max-age=2592000';

export const defaultAvatarRoutes: FastifyPluginAsyncTypebox<{ limiter: RateLimiter | null }> = async (
  app,
  { limiter },
) => {
  await allowAnyOrigin(app);
  app.addHook(
    'onRequest',
    rateLimitHook(limiter, () => null),
  );
  const drawn = new Map<number, Promise<{ bytes: Buffer; etag: string }>>();
  const draw = async (size: number) => {
    const bytes = await renderDefaultAvatar(size);
    return { bytes, etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"` };
  };
  const sizes = new Map<string, number>(DEFAULT_AVATAR_SIZES.map((size) => [`${size}.webp`, size]));

  app.get(
    '/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String() }) }, config: { rateLimit: 'fallback' } },
    async (request, reply) => {
      const size = sizes.get(request.params.file);
      if (size === undefined) throw errors.notFound('Image');
      let image = drawn.get(size);
      if (image === undefined) {
        image = draw(size);
        drawn.set(size, image);
        image.catch(() => drawn.delete(size));
      }
      const { bytes, etag } = await image;
      reply.headers({ etag, 'cache-control': CACHE_CONTROL, 'x-content-type-options': 'nosniff' });
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/webp').send(bytes);
    },
  );
};
