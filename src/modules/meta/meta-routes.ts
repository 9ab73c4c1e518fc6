/** HTTP: GET /meta (spec endpoint 10). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { NullableString } from '../profiles/profile-schemas.js';
import { countListedMembers, countUsers } from './meta-store.js';

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

export const metaRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/meta',
    { schema: { tags: ['meta'], summary: 'Instance statistics', response: { 200: MetaSchema } } },
    async () => ({
      git_repository: ctx.config.gitRepository,
      git_commit: ctx.config.gitCommit,
      users: await countUsers(ctx.db, ctx.clock.now()),
      members: await countListedMembers(ctx.db),
      require_invite: ctx.config.requireInvite,
    }),
  );
};
