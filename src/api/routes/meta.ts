/** HTTP: GET /meta (spec endpoint 10). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import type { MetaService } from '../../modules/meta/meta-service.js';
import { sendKept } from '../../http/prepared-reply.js';
import { metaCacheHeaders, preparedMeta } from '../presenters/meta-answer.js';

const int32 = (description: string) => Type.Integer({ minimum: 0, maximum: 2_147_483_647, description });

const MetaSchema = Type.Object(
  {
    git_repository: Type.String({
      description:
        'URL of the source repository: the operator’s SOURCE_URL, else what the build read; empty when neither',
    }),
    git_commit: Type.String({ description: 'commit the server is running ("unknown" when it was not recorded)' }),
    users: Type.Object(
      {
        total: int32('live users'),
        active_month: int32('users active in the last 30 days'),
        active_week: int32('users active in the last 7 days'),
        active_day: int32('users active in the last 24 hours'),
      },
      { description: 'user counts' },
    ),
    members: int32('listed members of live users'),
    require_invite: Type.Boolean({ description: 'registering needs an invite code' }),
    media_base_url: Type.String({
      description:
        'where avatars and flags are served: {media_base_url}/users/{id}/{hash}.webp, /members/…, /flags/{hash}.webp',
    }),
  },
  { title: 'Meta' },
);

export const metaRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; meta: MetaService }> = async (
  app,
  { ctx, meta },
) => {
  const cacheHeaders = metaCacheHeaders(ctx.config);
  const prepared = preparedMeta(ctx.config, meta);
  app.get(
    '/meta',
    {
      config: { rateLimit: 'fallback', prepared: (request) => prepared.current(request.protocol, request.host) },
      schema: { operationId: 'getMeta', tags: ['meta'], summary: 'Instance statistics', response: { 200: MetaSchema } },
    },
    async (request, reply) => {
      for (const [name, value] of cacheHeaders) reply.header(name, value);
      const answer = await prepared.answer(request.protocol, request.host);
      return sendKept(reply.type('application/json; charset=utf-8'), answer);
    },
  );
};
