/**
 * Browser sessions: the session token of a login, in an HttpOnly, SameSite=Lax cookie (Secure when
 * the request came over HTTPS or PUBLIC_URL is https). Only the web scope reads it: a cookie never
 * authenticates an API request, which takes tokens from the Authorization header alone.
 */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import type { Caller } from '../../modules/accounts/caller.js';
import { authenticate, labelSession, SESSION_LIFETIME_MS } from '../../modules/accounts/token-service.js';

export const SESSION_COOKIE = 'nametag_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person of a web page request, from the session cookie; null when signed out. */
    visitor: Caller | null;
  }
}

export function secureCookies(request: FastifyRequest, publicUrl: string | null): boolean {
  return request.protocol === 'https' || (publicUrl?.startsWith('https:') ?? false);
}

/** onRequest: who is signed in. A cookie with a token that no longer works is removed. */
export function identifyVisitor(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const secret = request.cookies[SESSION_COOKIE];
    if (!secret) return;
    // Only a session token of a log-in signs a visitor in: an API token (read-only or not) put in the
    // cookie must not gain what the API refuses it (account management, token creation).
    const caller = await authenticate(ctx, secret);
    request.visitor = caller !== null && caller.kind === 'session' && !caller.readOnly ? caller : null;
    if (!request.visitor) clearSession(request, reply, ctx.config.publicUrl);
  };
}

/** Signs the browser in with a new session token, and notes which browser it is (for the sessions list). */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string) {
  await labelSession(ctx, token, request.headers['user-agent']);
  const publicUrl = ctx.config.publicUrl;
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request, publicUrl),
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearSession(request: FastifyRequest, reply: FastifyReply, publicUrl: string | null) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request, publicUrl),
  });
}
