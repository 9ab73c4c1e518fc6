/** HTTP: GET /meta (spec endpoint 10). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { SOURCE_REPOSITORY } from '../../core/build-info.js';
import type { MetaService } from '../../modules/meta/meta-service.js';

const SANE_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.)*[A-Za-z0-9-]{1,63}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

const int32 = (description: string) => Type.Integer({ minimum: 0, maximum: 2_147_483_647, description });

const MetaSchema = Type.Object(
  {
    git_repository: Type.String({ description: 'URL of the source repository' }),
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
  app.get(
    '/meta',
    {
      config: { rateLimit: 'fallback' },
      schema: { operationId: 'getMeta', tags: ['meta'], summary: 'Instance statistics', response: { 200: MetaSchema } },
    },
    async (request) => {
      const statistics = await meta.get();
      // Without PUBLIC_URL, the origin the request came to — when its Host is a plain host name or
      // address (a header is not trusted to be anything else); else a path on this server.
      const origin =
        ctx.config.publicUrl ?? (SANE_HOST.test(request.host) ? `${request.protocol}://${request.host}` : '');
      return {
        git_repository: ctx.config.gitRepository ?? SOURCE_REPOSITORY,
        git_commit: ctx.config.gitCommit ?? 'unknown',
        users: statistics.users,
        members: statistics.members,
        require_invite: ctx.config.requireInvite,
        media_base_url: ctx.config.mediaBaseUrl ?? `${origin}/media`,
      };
    },
  );
};
