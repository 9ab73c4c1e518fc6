/**
 * PronounDB's v2 lookup, answered as PronounDB answers it (docs/SHARING.md): `GET
 * /pronoundb/api/v2/lookup?platform=…&ids=…` gives a map from each id whose owner lets apps find them
 * to `{sets: {en: [codes]}}` (misses left out); refusals are PronounDB's `{code, error, message}` with
 * the status the error catalogue gives. Any origin may read it, with PronounDB's CORS headers (its
 * clients may send `X-PronounDB-Source`). Each person's entry is a prepared answer, dropped when
 * their profile changes; which ids may be answered is read afresh, so turning lookups off stops at once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError, ErrorCode } from '../core/errors.js';
import type { AppContext } from '../context/app-context.js';
import { type RateLimiter, rateLimitHook } from '../http/rate-limit.js';
import { apiErrorOf } from '../http/api-errors.js';
import { lookupEntryOf, lookupOwners, lookupQuery } from '../modules/pronoundb/pronoundb-lookup.js';
import type { PublicReads } from '../api/presenters/public-reads.js';

export interface PronounDbRoutesOptions {
  ctx: AppContext;
  limiter: RateLimiter | null;
  reads: PublicReads;
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET',
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'x-pronoundb-source',
  'access-control-max-age': '600',
};

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

const LOOKUP_PATH = '/pronoundb/api/v2/lookup';

/** The key of a person's entry among the prepared answers. */
const entryKey = (userId: string) => ({ key: `pdb\0${userId}` });

export const pronounDbRoutes: FastifyPluginAsyncTypebox<PronounDbRoutesOptions> = async (
  app,
  { ctx, limiter, reads },
) => {
  app.addHook(
    'onRequest',
    rateLimitHook(limiter, () => null),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(CORS_HEADERS);
  });
  app.setErrorHandler(async (thrown: Error, request: FastifyRequest, reply: FastifyReply) => {
    const error = apiErrorOf(thrown, request, reply);
    return reply
      .code(error.status)
      .type('application/json')
      .send(JSON.stringify({ code: error.status, error: REASONS[error.status] ?? 'Error', message: error.message }));
  });

  app.get(
    LOOKUP_PATH,
    {
      config: { rateLimit: 'users_members_get' },
      schema: {
        hide: true,
        querystring: Type.Object({ platform: Type.Optional(Type.Unknown()), ids: Type.Optional(Type.Unknown()) }),
      },
    },
    async (request, reply) => {
      const query = lookupQuery(request.query.platform, request.query.ids);
      const parts: Buffer[] = [];
      for (const [id, userId] of await lookupOwners(ctx, query)) {
        const entry = await entryBytes(userId);
        if (entry !== null) parts.push(Buffer.from(`${parts.length === 0 ? '' : ','}${JSON.stringify(id)}:`), entry);
      }
      return reads.sendAssembled(request, reply, {
        bytes: Buffer.concat([Buffer.from('{'), ...parts, Buffer.from('}')]),
      });
    },
  );

  app.options(LOOKUP_PATH, { config: { rateLimit: 'fallback' } }, async (_request, reply) => reply.code(204).send());

  /** A person's entry as JSON bytes, prepared; null when the public cannot see them now. */
  async function entryBytes(userId: string): Promise<Buffer | null> {
    try {
      const answer = await reads.answer(entryKey(userId), async () => {
        const entry = await lookupEntryOf(ctx, userId);
        if (entry === null) throw new ApiError(ErrorCode.NotFound);
        return { answer: { bytes: Buffer.from(JSON.stringify(entry)) }, userId };
      });
      return answer.bytes ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }
};
