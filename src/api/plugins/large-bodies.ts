/**
 * Large request bodies (avatars, profiles at their limits) take a slot in `ctx.work.largeBodies`
 * before they are read, and give it back when the answer has gone out (or the client went away): a
 * flood of legal uploads then waits or is refused (429, Retry-After) instead of making the process
 * parse them all at once. Runs after the authentication step, so requests without a valid token never
 * take a slot.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppContext, LARGE_BODY_BYTES } from '../../context/app-context.js';

const releases = new WeakMap<FastifyRequest, () => void>();

function releaseSlot(request: FastifyRequest): void {
  releases.get(request)?.();
  releases.delete(request);
}

export function boundLargeBodies(scope: FastifyInstance, ctx: AppContext) {
  // Callback hooks: they run for every request of the scope, nearly all of them small.
  scope.addHook('preParsing', (request, reply, payload, done) => {
    const declared = request.headers['content-length'];
    const chunked = declared === undefined && request.headers['transfer-encoding'] !== undefined;
    if (!chunked && Number(declared ?? 0) <= LARGE_BODY_BYTES) return done(null, payload);
    ctx.work.largeBodies.acquire().then((release) => {
      releases.set(request, release);
      // The response closes when the answer went out or the connection closed without one.
      reply.raw.once('close', () => releaseSlot(request));
      done(null, payload);
    }, done);
  });
}
