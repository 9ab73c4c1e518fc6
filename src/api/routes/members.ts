/** HTTP: the member endpoints (spec endpoints 4–9). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { callerOf } from '../../modules/accounts/caller.js';
import { resolveUserRef } from './user-ref.js';
import { createMember, deleteMember, rerollMemberSid, updateMember } from '../../modules/members/member-service.js';
import { memberJson, sendJsonBytes } from '../presenters/json-answers.js';
import { readMember, readMemberList, readUserMember } from '../presenters/public-read-sources.js';
import { publicReadKey, type PublicReads } from '../presenters/public-reads.js';
import { errorResponses } from '../schemas/api-error.js';
import { CreateMemberBody, MemberSchema, PartialMemberSchema, PatchMemberBody } from '../../profiles/schemas/member.js';

const tags = ['members'];
const security = [{ token: [] }];
const memberParams = Type.Object({ memberRef: Type.String({ description: "the member's ID" }) });
const userParams = Type.Object({ userRef: Type.String({ description: 'a user ID, a username, or @me' }) });

export const memberRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; reads: PublicReads }> = async (
  app,
  { ctx, reads },
) => {
  app.get(
    '/users/:userRef/members',
    {
      config: { auth: 'optional', rateLimit: 'users_members_get', prepared: reads.lookup('/users/:userRef/members') },
      schema: {
        operationId: 'listUserMembers',
        tags,
        summary: "A user's members (403 when the list is private, except to its owner)",
        params: userParams,
        response: { 200: Type.Array(PartialMemberSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ref, viewer } = resolveUserRef(request, request.params.userRef);
      const viewerId = viewer?.userId ?? null;
      return reads.send(request, reply, publicReadKey('/users/:userRef/members', ref), viewerId, () =>
        readMemberList(ctx, ref, viewer),
      );
    },
  );

  app.get(
    '/users/:userRef/members/:memberRef',
    {
      config: {
        auth: 'optional',
        rateLimit: 'users_members_get',
        prepared: reads.lookup('/users/:userRef/members/:memberRef'),
      },
      schema: {
        operationId: 'getUserMember',
        tags,
        summary: "One of a user's members, by member ID or name (case-insensitive)",
        params: Type.Object({
          userRef: userParams.properties.userRef,
          memberRef: Type.String({ description: 'a member ID or name' }),
        }),
        response: { 200: MemberSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ref, viewer } = resolveUserRef(request, request.params.userRef);
      const key = publicReadKey('/users/:userRef/members/:memberRef', ref, request.params.memberRef);
      return reads.send(request, reply, key, viewer?.userId ?? null, () =>
        readUserMember(ctx, ref, request.params.memberRef, viewer),
      );
    },
  );

  app.post(
    '/members',
    {
      config: { auth: 'write', rateLimit: 'members_create' },
      schema: {
        operationId: 'createMember',
        tags,
        security,
        summary: 'Create a member',
        body: CreateMemberBody,
        response: { 200: MemberSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendJsonBytes(reply, memberJson(await createMember(ctx, callerOf(request).userId, request.body))),
  );

  app.get(
    '/members/:memberRef',
    {
      config: { auth: 'optional', rateLimit: 'users_members_get', prepared: reads.lookup('/members/:memberRef') },
      schema: {
        operationId: 'getMember',
        tags,
        summary: 'A member by ID (with `unlisted` when asked with its owner’s token)',
        params: memberParams,
        response: { 200: MemberSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const viewer = request.caller;
      return reads.send(
        request,
        reply,
        publicReadKey('/members/:memberRef', request.params.memberRef),
        viewer?.userId ?? null,
        () => readMember(ctx, request.params.memberRef, viewer),
      );
    },
  );

  app.patch(
    '/members/:memberRef',
    {
      config: { auth: 'write', rateLimit: 'members_patch' },
      schema: {
        operationId: 'updateMember',
        tags,
        security,
        summary: "Update one of the caller's members (merge: absent keys stay, present keys replace)",
        params: memberParams,
        body: PatchMemberBody,
        response: { 200: MemberSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendJsonBytes(
        reply,
        memberJson(await updateMember(ctx, callerOf(request).userId, request.params.memberRef, request.body)),
      ),
  );

  app.post(
    '/members/:memberRef/sid',
    {
      config: { auth: 'write', rateLimit: 'members_patch' },
      schema: {
        operationId: 'rerollMemberSid',
        tags,
        security,
        summary: 'A new random short ID (sid) for one of the caller’s members, at most once an hour',
        params: memberParams,
        response: { 200: MemberSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendJsonBytes(reply, memberJson(await rerollMemberSid(ctx, callerOf(request).userId, request.params.memberRef))),
  );

  app.delete(
    '/members/:memberRef',
    {
      config: { auth: 'write', rateLimit: 'members_delete' },
      schema: {
        operationId: 'deleteMember',
        tags,
        security,
        summary: "Delete one of the caller's members",
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
