/** HTTP: what a share link opens, as JSON (a Nametag extension; docs/AUDIENCES.md). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { readSharedView, sharedViewFields } from '../../modules/audiences/audience-service.js';
import { openDocument } from '../../profiles/documents/stored-document.js';
import { UserSchema } from '../../profiles/schemas/user.js';
import { sendJsonWithList } from '../presenters/json-answers.js';
import { errorResponses } from '../schemas/api-error.js';
import { SHARED_VIEW_HEADERS } from '../../http/shared-view-headers.js';

const SharedUserSchema = Type.Object(
  {
    ...UserSchema.properties,
    shared_view: Type.Object(
      {
        audience: Type.String({ description: 'the name of the audience whose view this is' }),
        expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
          description: 'when the link stops by itself; null: never',
        }),
      },
      { description: 'which view this is: the audience, and until when its link works' },
    ),
  },
  { title: 'SharedUser', description: 'the User as one audience of its owner sees it' },
);

export const sharedViewRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/shared/:secret',
    {
      config: { rateLimit: 'users_members_get' },
      schema: {
        operationId: 'getSharedView',
        tags: ['audiences'],
        summary:
          "The profile as the audience of a share link sees it: the public items and that audience's; 404 once the link is revoked or expired",
        params: Type.Object({ secret: Type.String({ description: "the last part of the link's address" }) }),
        response: { 200: SharedUserSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const answer = await readSharedView(ctx, request.params.secret);
      reply.headers(SHARED_VIEW_HEADERS);
      const offset = answer.utcOffset === null ? 'null' : String(answer.utcOffset);
      return sendJsonWithList(
        reply,
        Buffer.concat([openDocument(answer.user), Buffer.from(`,"utc_offset":${offset},"members":`)]),
        answer.members,
        Buffer.from(`,"shared_view":${JSON.stringify(sharedViewFields(answer))}}`),
      );
    },
  );
};
