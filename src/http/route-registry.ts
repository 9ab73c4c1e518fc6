/**
 * The one registry of routes: every route declares, beside its path and schemas, who may call it
 * (`config.auth`) and which rate-limit bucket it counts against (`config.rateLimit`). The registry
 * collects them for the 405 answers of the not-found handlers, the generated security tests and the
 * API reference, and refuses to start an app in which a route declares no bucket.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type BucketName, isBucketName } from './rate-limit-buckets.js';
import type { PreparedLookup } from './prepared-reply.js';

/**
 * none: the token is not needed (a valid one still keys rate limits). optional: an invalid one is
 * remembered, not refused. required: any valid token. write: a token that is not read-only.
 * session: a session token. admin: a token of an admin (not read-only unless the method is GET).
 */
export type AuthRule = 'none' | 'optional' | 'required' | 'write' | 'session' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
    /** The route's rate-limit bucket, or false for routes that are never limited. */
    rateLimit?: BucketName | false;
    /** 'address': counted per client address even when a valid token is sent (register, login). */
    rateLimitKey?: 'address';
    /**
     * A suspended account may still call this route although it changes something (log out,
     * acknowledge a warning): every other route that changes something refuses it.
     */
    allowSuspended?: boolean;
    /**
     * The route's prepared answer for a request, if it has one now: sent before anything else runs
     * to requests without a token (http/prepared-reply.ts). Such answers are logged one in
     * ACCESS_LOG_SAMPLE.
     */
    prepared?: PreparedLookup;
  }
  interface FastifyInstance {
    routeTable: RouteTable;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  auth: AuthRule;
  rateLimit: BucketName | false;
}

export class RouteTable {
  private readonly routes: RouteOptions[] = [];
  private patterns: Array<{ pattern: RegExp; method: string }> | null = null;

  add(route: RouteOptions): void {
    this.routes.push(route);
    this.patterns = null;
  }

  /** Every registered route (one entry per method), with its declarations as they stand now. */
  entries(): RouteEntry[] {
    return this.routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        auth: route.config?.auth ?? 'none',
        rateLimit: route.config?.rateLimit ?? false,
      })),
    );
  }

  /** Routes that declare no valid bucket (a route that must never be limited says `rateLimit: false`). */
  undeclared(): string[] {
    return this.routes
      .filter((route) => route.config?.rateLimit !== false && !isBucketName(route.config?.rateLimit))
      .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
  }

  /** The methods registered for a concrete path: what a 405 answer lists in Allow. */
  allowedMethods(path: string): string[] {
    this.patterns ??= this.routes.flatMap((route) => {
      const escaped = route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
      const pattern = new RegExp(`^${escaped}$`);
      return [route.method].flat().map((method) => ({ pattern, method }));
    });
    const methods = new Set(this.patterns.filter((p) => p.pattern.test(path)).map((p) => p.method));
    return [...methods].sort();
  }
}

async function routeRegistry(app: FastifyInstance) {
  const table = new RouteTable();
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => table.add(route));
  // Checked once every plugin has registered its routes (and scopes have set their defaults).
  app.addHook('onReady', async () => {
    const undeclared = table.undeclared();
    if (undeclared.length > 0) {
      throw new Error(`Routes without a rate-limit bucket (config.rateLimit): ${undeclared.join('; ')}`);
    }
  });
}

export default fp(routeRegistry, { name: 'route-registry' });
