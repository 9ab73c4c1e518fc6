/** HTTP: the caller's audiences and share links (a Nametag extension; docs/AUDIENCES.md). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { requestOrigin } from '../../http/request-origin.js';
import { callerOf } from '../../modules/accounts/caller.js';
import {
  createAudience,
  createShareLink,
  deleteAudience,
  listAudiences,
  previewAudience,
  renameAudience,
  revokeShareLink,
  rotateShareLink,
  setShareLinkExpiry,
} from '../../modules/audiences/audience-service.js';
import { AUDIENCE_LIMIT } from '../../profiles/rules/placements.js';
import { errorResponses } from '../schemas/api-error.js';
import { sendSharedView } from './shared-views.js';
import {
  AudienceBody,
  AudienceSchema,
  NewShareLinkBody,
  NewShareLinkSchema,
  SharedUserSchema,
  ShareLinkPatchBody,
  ShareLinkSchema,
} from '../schemas/audiences.js';

const tags = ['audiences'];
const security = [{ token: [] }];
const audienceParams = Type.Object({ audienceId: Type.String({ description: "the audience's ID" }) });
const linkParams = Type.Object({ linkId: Type.String({ description: "the link's ID" }) });

export const audienceRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const baseUrl = (request: { protocol: string; host: string }) => ctx.config.publicUrl ?? requestOrigin(request);

  app.get(
    '/users/@me/audiences',
    {
      config: { auth: 'required', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'listAudiences',
        tags,
        security,
        summary: "The caller's audiences, in their order, each with its share links",
        response: { 200: Type.Array(AudienceSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listAudiences(ctx, callerOf(request).userId),
  );

  app.post(
    '/users/@me/audiences',
    {
      config: { auth: 'write', rateLimit: 'members_create' },
      schema: {
        operationId: 'createAudience',
        tags,
        security,
        summary: `Make an audience (at most ${AUDIENCE_LIMIT}); nothing is placed in it yet`,
        body: AudienceBody,
        response: { 200: AudienceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => createAudience(ctx, callerOf(request).userId, request.body.name),
  );

  app.patch(
    '/users/@me/audiences/:audienceId',
    {
      config: { auth: 'write', rateLimit: 'members_patch' },
      schema: {
        operationId: 'renameAudience',
        tags,
        security,
        summary: 'Rename one of the caller’s audiences',
        params: audienceParams,
        body: AudienceBody,
        response: { 200: AudienceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => renameAudience(ctx, callerOf(request).userId, request.params.audienceId, request.body.name),
  );

  app.delete(
    '/users/@me/audiences/:audienceId',
    {
      config: { auth: 'write', rateLimit: 'members_delete' },
      schema: {
        operationId: 'deleteAudience',
        tags,
        security,
        summary:
          'Delete an audience and its links at once; items shown to it alone are kept to the caller, never made public',
        params: audienceParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteAudience(ctx, callerOf(request).userId, request.params.audienceId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/@me/audiences/:audienceId/view',
    {
      config: { auth: 'required', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'previewAudience',
        tags,
        security,
        summary: "Preview: the caller's profile as this audience's links show it",
        params: audienceParams,
        response: { 200: SharedUserSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendSharedView(reply, await previewAudience(ctx, callerOf(request).userId, request.params.audienceId)),
  );

  app.post(
    '/users/@me/audiences/:audienceId/links',
    {
      config: { auth: 'write', rateLimit: 'members_create' },
      schema: {
        operationId: 'createShareLink',
        tags,
        security,
        summary: 'A new secret link to the audience’s view; its secret is shown in this answer only',
        params: audienceParams,
        body: NewShareLinkBody,
        response: { 200: NewShareLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const link = await createShareLink(
        ctx,
        callerOf(request).userId,
        request.params.audienceId,
        request.body.expires_at,
        baseUrl(request),
      );
      return reply.header('cache-control', 'no-store').send(link);
    },
  );

  app.patch(
    '/users/@me/links/:linkId',
    {
      config: { auth: 'write', rateLimit: 'members_patch' },
      schema: {
        operationId: 'setShareLinkExpiry',
        tags,
        security,
        summary: 'Give a link an expiry, or take it away',
        params: linkParams,
        body: ShareLinkPatchBody,
        response: { 200: ShareLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setShareLinkExpiry(ctx, callerOf(request).userId, request.params.linkId, request.body.expires_at),
  );

  app.post(
    '/users/@me/links/:linkId/rotate',
    {
      config: { auth: 'write', rateLimit: 'members_create' },
      schema: {
        operationId: 'rotateShareLink',
        tags,
        security,
        summary: 'Stop a link at once and make a new one for the same audience and expiry',
        params: linkParams,
        response: { 200: NewShareLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const link = await rotateShareLink(ctx, callerOf(request).userId, request.params.linkId, baseUrl(request));
      return reply.header('cache-control', 'no-store').send(link);
    },
  );

  app.delete(
    '/users/@me/links/:linkId',
    {
      config: { auth: 'write', rateLimit: 'members_delete' },
      schema: {
        operationId: 'revokeShareLink',
        tags,
        security,
        summary: 'Revoke a link: it stops at once, on every instance',
        params: linkParams,
        response: { 200: ShareLinkSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => revokeShareLink(ctx, callerOf(request).userId, request.params.linkId),
  );
};
