/** HTTP: GET /meta (spec endpoint 10). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { NullableString } from '../profiles/profile-schemas.js';
import type { MetaService } from './meta-service.js';

const int32 = () => Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

const MetaSchema = Type.Object(
  {
    git_repository: NullableString({ description: 'URL of the source repository' }),
    git_commit: NullableString({ description: 'commit the server is running' }),
    users: Type.Object({ total: int32(), active_month: int32(), active_week: int32(), active_day: int32() }),
    members: int32(),
    require_invite: Type.Boolean(),
  },
  { title: 'Meta' },
);

export const metaRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; meta: MetaService }> = async (app, { ctx, meta }) => {
  app.get(
    '/meta',
    { schema: { tags: ['meta'], summary: 'Instance statistics', response: { 200: MetaSchema } } },
    async () => {
      const statistics = await meta.get();
      return {
        git_repository: ctx.config.gitRepository,
        git_commit: ctx.config.gitCommit,
        users: statistics.users,
        members: statistics.members,
        require_invite: ctx.config.requireInvite,
      };
    },
  );
};
