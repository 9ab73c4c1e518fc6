/** HTTP: member groups (a Nametag extension; docs/GROUPS.md): public reads, the owner's writes. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { callerOf } from '../../modules/accounts/caller.js';
import { resolveUserRef } from './user-ref.js';
import {
  createGroup,
  deleteGroup,
  getUserGroup,
  listUserGroups,
  updateGroup,
} from '../../modules/members/group-service.js';
import { GROUP_LIMITS } from '../../profiles/rules/member-groups.js';
import { CreateGroupBody, GroupSchema, GroupWithMembersSchema, PatchGroupBody } from '../../profiles/schemas/group.js';
import { sendGroup } from '../presenters/group-answers.js';
import { errorResponses } from '../schemas/api-error.js';

const tags = ['groups'];
const security = [{ token: [] }];
const userParams = Type.Object({ userRef: Type.String({ description: 'a user ID, a username, or @me' }) });
const groupParams = Type.Object({ groupId: Type.String({ description: "the group's ID" }) });

export const groupRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:userRef/groups',
    {
      config: { auth: 'optional', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'listUserGroups',
        tags,
        summary:
          "A user's member groups in their order, each with the members the reader sees (403 when the member list is private, except to its owner)",
        params: userParams,
        response: { 200: Type.Array(GroupSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { ref, viewer } = resolveUserRef(request, request.params.userRef);
      return listUserGroups(ctx, ref, viewer);
    },
  );

  app.get(
    '/users/:userRef/groups/:groupRef',
    {
      config: { auth: 'optional', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'getUserGroup',
        tags,
        summary: "One of a user's groups, by ID or name (case-insensitive), with its members as the reader sees them",
        params: Type.Object({
          userRef: userParams.properties.userRef,
          groupRef: Type.String({ description: 'a group ID or name' }),
        }),
        response: { 200: GroupWithMembersSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ref, viewer } = resolveUserRef(request, request.params.userRef);
      return sendGroup(reply, await getUserGroup(ctx, ref, request.params.groupRef, viewer));
    },
  );

  app.post(
    '/groups',
    {
      config: { auth: 'write', rateLimit: 'members_create' },
      schema: {
        operationId: 'createGroup',
        tags,
        security,
        summary: `Make a member group (at most ${GROUP_LIMITS.groups}), at the end of the caller's order`,
        body: CreateGroupBody,
        response: { 200: GroupWithMembersSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendGroup(reply, await createGroup(ctx, callerOf(request).userId, request.body)),
  );

  app.patch(
    '/groups/:groupId',
    {
      config: { auth: 'write', rateLimit: 'members_patch' },
      schema: {
        operationId: 'updateGroup',
        tags,
        security,
        summary:
          "Change one of the caller's groups (merge: absent keys stay; `members` replaces the list; `position` moves it)",
        params: groupParams,
        body: PatchGroupBody,
        response: { 200: GroupWithMembersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendGroup(reply, await updateGroup(ctx, callerOf(request).userId, request.params.groupId, request.body)),
  );

  app.delete(
    '/groups/:groupId',
    {
      config: { auth: 'write', rateLimit: 'members_delete' },
      schema: {
        operationId: 'deleteGroup',
        tags,
        security,
        summary: "Delete one of the caller's groups (its members stay)",
        params: groupParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteGroup(ctx, callerOf(request).userId, request.params.groupId);
      return reply.code(204).send(null);
    },
  );
};
