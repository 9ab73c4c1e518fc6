/**
 * Public reads through the prepared answers (http/prepared-answers.ts): a hit is sent as it is, with
 * its ETag (304 when the client has it); a miss reads the documents, sends them and keeps them. A
 * view that depends on the caller (an owner's own members) is never kept and is marked `private,
 * no-store`; public answers are `public` for shared caches, for as long as the configuration says, and
 * carry Surrogate-Key so that a CDN can purge them by user or member.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../core/config.js';
import { strongEtag } from '../../http/etags.js';
import type { PreparedAnswer, PreparedAnswers } from '../../http/prepared-answers.js';
import { type PreparedLookup, type ReplyKind, sendPrepared } from '../../http/prepared-reply.js';
import type { Clock } from '../../lib/clock.js';
import { type JsonAnswer, sendJson } from './json-answers.js';

/** What a public read produced. */
export interface PublicRead {
  answer: JsonAnswer;
  /** The user whose data it shows. */
  userId: string;
  memberIds?: readonly string[];
  /** The caller's own view (owner-only fields): never kept, never shared. */
  ownerView?: boolean;
  /** Epoch ms until which the answer stays right (0: until the user's data changes). */
  validUntil?: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PRIVATE = 'private, no-store';

/** The public read routes, by pattern under /api/v1. */
export type PublicReadRoute =
  '/users/:userRef' | '/users/:userRef/members' | '/users/:userRef/members/:memberRef' | '/members/:memberRef';

const KEY_PREFIX: Record<PublicReadRoute, string> = {
  '/users/:userRef': 'u',
  '/users/:userRef/members': 'l',
  '/users/:userRef/members/:memberRef': 'um',
  '/members/:memberRef': 'm',
};

/** The cache key of a public read: its route and its (decoded) path parameters. */
export function publicReadKey(route: PublicReadRoute, ref: string, memberRef?: string) {
  return { route, key: publicReadCacheKey(route, ref, memberRef) };
}

/** The cache key alone (`publicReadKey`'s), for a caller that keeps the route itself. */
export function publicReadCacheKey(route: PublicReadRoute, ref: string, memberRef: string | undefined): string {
  return memberRef === undefined ? `${KEY_PREFIX[route]}\0${ref}` : `${KEY_PREFIX[route]}\0${ref}\0${memberRef}`;
}

export class PublicReads {
  readonly publicCacheControl: string;
  /** How public answers are sent: JSON, cacheable by shared caches for as long as configured. */
  private readonly kind: ReplyKind;

  constructor(
    private readonly answers: PreparedAnswers | null,
    private readonly clock: Clock,
    config: Pick<Config, 'cdnMaxAge' | 'cdnStaleWhileRevalidate'>,
  ) {
    this.publicCacheControl =
      `public, max-age=0, s-maxage=${config.cdnMaxAge}` +
      (config.cdnStaleWhileRevalidate > 0 ? `, stale-while-revalidate=${config.cdnStaleWhileRevalidate}` : '');
    this.kind = { contentType: JSON_TYPE, cacheControl: this.publicCacheControl };
  }

  /**
   * A route's lookup of its prepared answers by the request's path parameters (`config.prepared`): a
   * hit is counted; a miss is counted where the read is answered, by the route.
   */
  lookup(route: PublicReadRoute): PreparedLookup {
    const answers = this.answers;
    if (answers === null) return () => undefined;
    return (request) => {
      const { userRef, memberRef } = request.params as { userRef?: string; memberRef?: string };
      // "@me" names the caller, and there is none without a token: the route answers.
      if (userRef === '@me') return undefined;
      const key =
        userRef === undefined
          ? publicReadCacheKey(route, memberRef!, undefined)
          : publicReadCacheKey(route, userRef, memberRef);
      return answers.get(key, this.clock.now(), false);
    };
  }

  /**
   * Answers a public read: from the prepared answer under `key` unless the caller (`viewerId`) owns
   * it (owners may see more), else from `read`.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    { key }: { key: string },
    viewerId: string | null,
    read: () => Promise<PublicRead>,
  ) {
    const answers = this.answers;
    if (answers !== null) {
      const hit = answers.get(key, this.clock.now());
      if (hit !== undefined && hit.userId !== viewerId) return this.sendPrepared(request, reply, hit);
    }
    const began = answers?.beginRead() ?? 0;
    const result = await read();
    if (result.ownerView) {
      reply.header('cache-control', PRIVATE);
      return sendJson(reply, result.answer);
    }
    if (result.answer.bytes === undefined) {
      reply.header('cache-control', this.publicCacheControl);
      reply.header('surrogate-key', surrogateKey(result.userId, result.memberIds ?? []));
      return sendJson(reply, result.answer);
    }
    const prepared = preparedFrom(result, result.answer.bytes);
    const kept = answers ? answers.fill(key, began, prepared) : withEtag(prepared);
    return this.sendPrepared(request, reply, kept);
  }

  /**
   * The answer of a public read without sending it (batch lookups): the prepared bytes, else read and
   * kept as `send` keeps it. Owner views are never asked for here.
   */
  async answer({ key }: { key: string }, read: () => Promise<PublicRead>): Promise<JsonAnswer> {
    const answers = this.answers;
    const hit = answers?.get(key, this.clock.now());
    if (hit !== undefined) return { bytes: hit.body };
    const began = answers?.beginRead() ?? 0;
    const result = await read();
    if (answers !== null && result.answer.bytes !== undefined && !result.ownerView) {
      answers.fill(key, began, preparedFrom(result, result.answer.bytes));
    }
    return result.answer;
  }

  /** Sends a JSON answer assembled from public reads: with a strong ETag when it is whole bytes. */
  sendAssembled(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer) {
    if (answer.bytes === undefined) {
      reply.header('cache-control', this.publicCacheControl);
      return sendJson(reply, answer);
    }
    return sendPrepared(request, reply, { body: answer.bytes, etag: strongEtag(answer.bytes) }, this.kind, false);
  }

  /** Sends a prepared answer (a hit, or one just kept). */
  sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
    return sendPrepared(request, reply, answer, this.kind);
  }
}

function surrogateKey(userId: string, memberIds: readonly string[]): string {
  return memberIds.length === 0
    ? `user-${userId}`
    : `user-${userId} ${memberIds.map((id) => `member-${id}`).join(' ')}`;
}

/** What the prepared answers keep of a public read whose answer is whole bytes. */
function preparedFrom(result: PublicRead, body: Buffer): Omit<PreparedAnswer, 'etag'> {
  return {
    body,
    userId: result.userId,
    surrogateKey: surrogateKey(result.userId, result.memberIds ?? []),
    expiresAt: result.validUntil ?? 0,
  };
}

function withEtag(answer: Omit<PreparedAnswer, 'etag'>): PreparedAnswer {
  return { ...answer, etag: strongEtag(answer.body) };
}
