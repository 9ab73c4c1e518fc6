/**
 * Closing without losing a write. A client that disconnects does not stop its handler: its write goes on
 * and lands. On shutdown the server stops accepting and waits for the open connections, but a
 * disconnected client has none, so without this the database would close under a write in flight.
 * Every route's handler is counted here, and closing waits until none runs.
 *
 * A disconnected client's request can also be between hooks (checking its token) when the storage
 * closes; it has written nothing, so it is ended with a 503 and an info line rather than counted from
 * its first hook (which would cost every request, and an aborted request may never reach an end
 * Fastify reports).
 */
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown has begun closing the database and Redis: errors after that are the shutdown's. */
    readonly storageClosed: boolean;
  }
}

export interface HandlersInFlight {
  /** Resolves once no handler runs (at once when none does). */
  settled(): Promise<void>;
  /** Marks the storage as closing, so errors that follow are answered as the shutdown's, not as faults. */
  closingStorage(): void;
}

export function countHandlersInFlight(app: FastifyInstance): HandlersInFlight {
  const running = new Set<Promise<unknown>>();
  let storageClosed = false;
  app.decorate('storageClosed', { getter: () => storageClosed });
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (this: FastifyInstance, request, reply) {
      const work = Promise.resolve(handler.call(this, request, reply));
      const done: Promise<unknown> = work.then(
        (): boolean => running.delete(done),
        (): boolean => running.delete(done),
      );
      running.add(done);
      return work;
    } as RouteHandlerMethod;
  });
  return {
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
    closingStorage() {
      storageClosed = true;
    },
  };
}
