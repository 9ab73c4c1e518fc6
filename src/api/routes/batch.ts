/**
 * HTTP: batch lookups — many public profiles in one request (chat overlays, bots showing a room).
 * `GET /users?refs=a,b,c` and `GET /members?refs=…`: at most 50 references, comma-separated; the
 * answer is an object from each reference (as sent) to the public User or Member that a single read
 * answers, from the same prepared answers. Unknown, deleted and repeated references are left out.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../context/app-context.js';
import { ApiError, ErrorCode, invalidField } from '../../core/errors.js';
import type { JsonAnswer } from '../presenters/json-answers.js';
import { readMember, readUser } from '../presenters/public-read-sources.js';
import { publicReadKey, type PublicReads } from '../presenters/public-reads.js';
import { errorResponses } from '../schemas/api-error.js';
import { MemberSchema } from '../../profiles/schemas/member.js';
import { UserSchema } from '../../profiles/schemas/user.js';

export const MAX_BATCH_REFS = 50;

const BatchQuery = Type.Object(
  {
    refs: Type.String({
      maxLength: 50 * 1100,
      description: `comma-separated references (at most ${MAX_BATCH_REFS}); unknown and repeated ones are left out`,
      examples: ['alice,01912c9e-0000-7000-8000-000000000001,bob'],
    }),
  },
  { additionalProperties: false },
);

/** The distinct references of `refs`, in order; 400 when there are none or more than MAX_BATCH_REFS. */
export function batchRefs(refs: string): string[] {
  const all = refs
    .split(',')
    .map((ref) => ref.trim())
    .filter((ref) => ref !== '');
  if (all.length === 0) throw invalidField('refs', 'give at least one reference');
  if (all.length > MAX_BATCH_REFS) throw invalidField('refs', `at most ${MAX_BATCH_REFS} references`);
  return [...new Set(all)];
}

const OPEN = Buffer.from('{');
const CLOSE = Buffer.from('}');

/** `{"ref":answer,…}`: one buffer when every answer is whole bytes, else a stream of the parts. */
function assemble(found: Array<[string, JsonAnswer]>): JsonAnswer {
  const head = (i: number, ref: string) => Buffer.from(`${i === 0 ? '' : ','}${JSON.stringify(ref)}:`);
  if (found.every(([, answer]) => answer.bytes !== undefined)) {
    return {
      bytes: Buffer.concat([OPEN, ...found.flatMap(([ref, answer], i) => [head(i, ref), answer.bytes!]), CLOSE]),
    };
  }
  async function* parts() {
    yield OPEN;
    for (const [i, [ref, answer]] of found.entries()) {
      yield head(i, ref);
      if (answer.bytes !== undefined) yield answer.bytes;
      else for await (const chunk of answer.stream) yield chunk as Buffer;
    }
    yield CLOSE;
  }
  return { stream: Readable.from(parts(), { objectMode: false }) };
}

/** The answers of the references that name something; a 404 of one reference leaves it out. */
async function lookUp(refs: string[], read: (ref: string) => Promise<JsonAnswer>) {
  const found: Array<[string, JsonAnswer]> = [];
  for (const ref of refs) {
    try {
      found.push([ref, await read(ref)]);
    } catch (error) {
      const notFound =
        error instanceof ApiError &&
        (error.code === ErrorCode.UserNotFound || error.code === ErrorCode.MemberNotFound || error.status === 404);
      if (!notFound) throw error;
    }
  }
  return found;
}

export const batchRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; reads: PublicReads }> = async (
  app,
  { ctx, reads },
) => {
  app.get(
    '/users',
    {
      config: { auth: 'none', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'getUsers',
        tags: ['users'],
        summary: `Several public users at once (at most ${MAX_BATCH_REFS} IDs or usernames)`,
        querystring: BatchQuery,
        response: { 200: Type.Record(Type.String(), UserSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const found = await lookUp(batchRefs(request.query.refs), (ref) =>
        reads.answer(publicReadKey('/users/:userRef', ref), () => readUser(ctx, ref, null)),
      );
      return reads.sendAssembled(request, reply, assemble(found));
    },
  );

  app.get(
    '/members',
    {
      config: { auth: 'none', rateLimit: 'users_members_get' },
      schema: {
        operationId: 'getMembers',
        tags: ['members'],
        summary: `Several public members at once (at most ${MAX_BATCH_REFS} member IDs)`,
        querystring: BatchQuery,
        response: { 200: Type.Record(Type.String(), MemberSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const found = await lookUp(batchRefs(request.query.refs), (ref) =>
        reads.answer(publicReadKey('/members/:memberRef', ref), () => readMember(ctx, ref, null)),
      );
      return reads.sendAssembled(request, reply, assemble(found));
    },
  );
};
