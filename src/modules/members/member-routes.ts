/** HTTP: the member endpoints (spec endpoints 4–9). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from '../../api-error-schema.js';
import type { AppContext } from '../../context.js';
import { sendJsonText } from '../../json-text.js';
import { callerOf } from '../../plugins/auth.js';
import { CreateMemberBody, MemberSchema, PartialMemberSchema, PatchMemberBody } from './member-schemas.js';
import {
  createMember,
  deleteMember,
  getMember,
  getUserMember,
  listUserMembers,
  updateMember,
} from './member-service.js';

const tags = ['members'];
const security = [{ token: [] }];
const memberParams = Type.Object({ memberRef: Type.String({ description: 'the member\'s ID' }) });
const userParams = Type.Object({ userRef: Type.String({ description: 'a user ID, a username, or @me' }) });

/** `@me` names the caller (and needs a token); any other reference is looked up as it is. */
function resolveUserRef(request: FastifyRequest, ref: string): { ref: string; viewerId: string | null } {
  if (ref === '@me') {
    const caller = callerOf(request);
    return { ref: caller.userId, viewerId: caller.userId };
  }
  return { ref, viewerId: request.caller?.userId ?? null };
}

export const memberRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:userRef/members',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'A user\'s members (403 when the list is private, except to its owner)',
        params: userParams,
        response: { 200: Type.Array(PartialMemberSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ref, viewerId } = resolveUserRef(request, request.params.userRef);
      return sendJsonText(reply, await listUserMembers(ctx, ref, viewerId));
    },
  );

  app.get(
    '/users/:userRef/members/:memberRef',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'One of a user\'s members, by member ID or name (case-insensitive)',
        params: Type.Object({
          userRef: userParams.properties.userRef,
          memberRef: Type.String({ description: 'a member ID or name' }),
        }),
        response: { 200: MemberSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ref, viewerId } = resolveUserRef(request, request.params.userRef);
      return sendJsonText(reply, await getUserMember(ctx, ref, request.params.memberRef, viewerId));
    },
  );

  app.post(
    '/members',
    {
      config: { auth: 'write' },
      schema: {
        tags,
        security,
        summary: 'Create a member',
        body: CreateMemberBody,
        response: { 200: MemberSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => createMember(ctx, callerOf(request).userId, request.body),
  );

  app.get(
    '/members/:memberRef',
    {
      schema: { tags, summary: 'A member by ID', params: memberParams, response: { 200: MemberSchema, ...errorResponses(404) } },
    },
    async (request, reply) => sendJsonText(reply, await getMember(ctx, request.params.memberRef)),
  );

  app.patch(
    '/members/:memberRef',
    {
      config: { auth: 'write' },
      schema: {
        tags,
        security,
        summary: 'Update one of the caller\'s members (merge: absent keys stay, present keys replace)',
        params: memberParams,
        body: PatchMemberBody,
        response: { 200: MemberSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateMember(ctx, callerOf(request).userId, request.params.memberRef, request.body),
  );

  app.delete(
    '/members/:memberRef',
    {
      config: { auth: 'write' },
      schema: {
        tags,
        security,
        summary: 'Delete one of the caller\'s members',
        params: memberParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteMember(ctx, callerOf(request).userId, request.params.memberRef);
      return reply.code(204).send(null);
    },
  );
};
