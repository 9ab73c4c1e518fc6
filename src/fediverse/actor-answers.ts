/**
 * The actor JSON of users, kept in the prepared answers beside the public reads (dropped by the same
 * change events: a profile change, a rename, a suspension or a deletion evicts the user's actor) and
 * sent by the one writer of prepared answers. Used by the actor's own address and by the profile
 * page's address when the client asks for ActivityPub (then the answer varies by Accept).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context/app-context.js';
import { ApiError, errors } from '../core/errors.js';
import { sendApiError } from '../http/api-errors.js';
import { strongEtag } from '../http/etags.js';
import { ownAddressCaching } from '../http/own-address-caching.js';
import type { PreparedAnswer, PreparedAnswers } from '../http/prepared-answers.js';
import { type ReplyBody, type ReplyKind, sendPrepared } from '../http/prepared-reply.js';
import { requestOrigin } from '../http/request-origin.js';
import { couldBeId } from '../lib/ids.js';
import { ACTIVITY_JSON } from '../modules/fediverse/actor-document.js';
import { type ActorRef, goneActor, readActor } from '../modules/fediverse/fediverse-service.js';

const ACTOR_TYPE = 'application/activity+json; charset=utf-8';

export class ActorAnswers {
  /** The actor's own address (always JSON). */
  private readonly byId: ReplyKind;
  /** The profile page's address asked for ActivityPub: the page is HTML to other Accept headers. */
  private readonly byName: ReplyKind;

  constructor(
    private readonly ctx: AppContext,
    private readonly answers: PreparedAnswers | null,
    cacheControl: string,
  ) {
    // An actor names this server's address throughout.
    const caching = ownAddressCaching(ctx.config);
    const own = caching.cacheControl(cacheControl);
    this.byId = { contentType: ACTOR_TYPE, cacheControl: own, vary: caching.vary(undefined) };
    this.byName = { contentType: ACTOR_TYPE, cacheControl: own, vary: caching.vary('Accept') };
  }

  /**
   * Whose addresses these are: PUBLIC_URL, or the Host asked for (then kept per origin), written as the
   * URL parser writes it (so `host:80` and `host` are one origin); a Host that names no server is a 400.
   */
  origin(request: FastifyRequest): string {
    if (this.ctx.config.publicUrl !== null) return this.ctx.config.publicUrl;
    const origin = requestOrigin(request);
    if (!URL.canParse(origin)) throw errors.badHost();
    return origin;
  }

  /**
   * A name that cannot be an id is looked up case-insensitively (as usernames are), so its case does
   * not make another copy; an id-shaped one is looked up as an id first, whose case does matter.
   */
  private key(ref: ActorRef, origin: string): string {
    if ('id' in ref) return `ap\0${origin}\0i\0${ref.id}`;
    return `ap\0${origin}\0n\0${couldBeId(ref.name) ? ref.name : ref.name.toLowerCase()}`;
  }

  /** The kept answer of the actor's own address, for the app's first hook (`config.prepared`). */
  preparedById(request: FastifyRequest): ReplyBody | undefined {
    if (this.answers === null) return undefined;
    const { id } = request.params as { id: string };
    const origin = this.ctx.config.publicUrl ?? requestOrigin(request);
    return this.answers.get(this.key({ id }, origin), this.ctx.clock.now(), false);
  }

  /** Sends the actor; an unknown, suspended or deleted user (or a bad Host) is the API's JSON error, whatever the scope. */
  async send(request: FastifyRequest, reply: FastifyReply, ref: ActorRef): Promise<FastifyReply> {
    reply.header('access-control-allow-origin', '*');
    if ('name' in ref) reply.header('vary', this.byName.vary);
    else if (this.byId.vary !== undefined) reply.header('vary', this.byId.vary);
    let origin: string;
    try {
      origin = this.origin(request);
    } catch (error) {
      if (error instanceof ApiError) return sendApiError(reply, error);
      throw error;
    }
    const key = this.key(ref, origin);
    const answers = this.answers;
    let answer: (ReplyBody & { etag: string }) | PreparedAnswer | undefined = answers?.get(key, this.ctx.clock.now());
    if (answer === undefined) {
      const began = answers?.beginRead() ?? 0;
      let read: Awaited<ReturnType<typeof readActor>>;
      try {
        read = await readActor(this.ctx, ref, origin);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // A deleted account's actor says it is gone, as ActivityPub has it: 410 and a Tombstone.
        const tombstone = 'id' in ref && error.status === 404 ? await goneActor(this.ctx, ref.id, origin) : null;
        if (tombstone === null) return sendApiError(reply, error);
        return reply.code(410).type(ACTIVITY_JSON).header('cache-control', 'no-cache').send(tombstone);
      }
      const kept = { body: read.body, userId: read.userId, surrogateKey: `user-${read.userId}`, expiresAt: 0 };
      answer = answers ? answers.fill(key, began, kept) : { ...kept, etag: strongEtag(read.body) };
    }
    return sendPrepared(request, reply, answer, 'id' in ref ? this.byId : this.byName);
  }
}
