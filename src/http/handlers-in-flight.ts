/**
 * Route handlers still running. A client that disconnects does not stop its handler: its write goes on
 * and lands. On shutdown the server stops accepting and waits for the open connections, but a
 * disconnected client has none, so without this the database would close under a write in flight.
 * Every route's handler is counted here, and closing waits until none runs.
 */
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

export interface HandlersInFlight {
  /** Resolves once no handler runs (at once when none does). */
  settled(): Promise<void>;
}

export function countHandlersInFlight(app: FastifyInstance): HandlersInFlight {
  const running = new Set<Promise<unknown>>();
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
  };
}
