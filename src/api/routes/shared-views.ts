/** HTTP: what a share link opens, as JSON (a Nametag extension; docs/AUDIENCES.md). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import {
  readSharedMember,
  readSharedView,
  type SharedViewAnswer,
  sharedViewFields,
} from '../../modules/audiences/audience-service.js';
import type { FastifyReply } from 'fastify';
import { openDocument, withDocument } from '../../profiles/documents/stored-document.js';
import { sendJsonBytes, sendJsonWithList } from '../presenters/json-answers.js';
import { errorResponses } from '../schemas/api-error.js';
import { SharedMemberSchema, SharedUserSchema } from '../schemas/audiences.js';
import { SHARED_VIEW_HEADERS } from '../../http/shared-view-headers.js';
import { sharedGroup, sharedGroups } from '../../modules/members/group-service.js';
import { GroupSchema, GroupWithMembersSchema } from '../../profiles/schemas/group.js';
import { sendGroup } from '../presenters/group-answers.js';

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
    async (request, reply) => sendSharedView(reply, await readSharedView(ctx, request.params.secret)),
  );

  app.get(
    '/shared/:secret/members/:memberRef',
    {
      config: { rateLimit: 'users_members_get' },
      schema: {
        operationId: 'getSharedMember',
        tags: ['audiences'],
        summary:
          "One of the user's members as the audience of a share link sees it, by ID or name; 404 once the link stops, or when the audience does not see the member",
        params: Type.Object({
          secret: Type.String({ description: "the last part of the link's address" }),
          memberRef: Type.String({ description: "the member's ID or name" }),
        }),
        response: { 200: SharedMemberSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const answer = await readSharedMember(ctx, request.params.secret, request.params.memberRef);
      reply.headers(SHARED_VIEW_HEADERS);
      return sendJsonBytes(
        reply,
        Buffer.concat([
          openDocument(withDocument(answer.member, 'user', answer.user)),
          Buffer.from(`,"shared_view":${JSON.stringify(sharedViewFields(answer))}}`),
        ]),
      );
    },
  );

  app.get(
    '/shared/:secret/groups',
    {
      config: { rateLimit: 'users_members_get' },
      schema: {
        operationId: 'listSharedGroups',
        tags: ['audiences', 'groups'],
        summary:
          "The user's member groups as the audience of a share link sees them (the listed ones shown to everyone or to that audience); 404 once the link stops",
        params: Type.Object({ secret: Type.String({ description: "the last part of the link's address" }) }),
        response: { 200: Type.Array(GroupSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { groups } = await sharedGroups(ctx, request.params.secret);
      reply.headers(SHARED_VIEW_HEADERS);
      return groups;
    },
  );

  app.get(
    '/shared/:secret/groups/:groupRef',
    {
      config: { rateLimit: 'users_members_get' },
      schema: {
        operationId: 'getSharedGroup',
        tags: ['audiences', 'groups'],
        summary:
          "One of the user's member groups as the audience of a share link sees it, by ID or name, with its members as that audience sees them; 404 once the link stops, or when the audience does not see the group",
        params: Type.Object({
          secret: Type.String({ description: "the last part of the link's address" }),
          groupRef: Type.String({ description: "the group's ID or name" }),
        }),
        response: { 200: GroupWithMembersSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const answer = await sharedGroup(ctx, request.params.secret, request.params.groupRef);
      reply.headers(SHARED_VIEW_HEADERS);
      return sendGroup(reply, answer);
    },
  );
};

/** The User as one audience sees it, with which view it is: kept by no cache, never indexed. */
export function sendSharedView(reply: FastifyReply, answer: SharedViewAnswer) {
  reply.headers(SHARED_VIEW_HEADERS);
  const offset = answer.utcOffset === null ? 'null' : String(answer.utcOffset);
  return sendJsonWithList(
    reply,
    Buffer.concat([openDocument(answer.user), Buffer.from(`,"utc_offset":${offset},"members":`)]),
    answer.members,
    Buffer.from(`,"shared_view":${JSON.stringify(sharedViewFields(answer))}}`),
  );
}
