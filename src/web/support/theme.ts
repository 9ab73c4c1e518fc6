/**
 * The colour theme a visitor chose (light or dark) over the system's: a cookie, set by the footer's
 * theme links. A link rather than a form: the choice changes nothing but the look of the visitor's
 * own pages, and a form would need a CSRF token that pages kept for every signed-out visitor cannot
 * carry.
 */
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localPath } from './local-path.js';
import { secureCookies } from './session.js';

export type Theme = 'light' | 'dark';

const THEME_COOKIE = 'nametag_theme';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const CHOSEN = /(?:^|;\s*)nametag_theme=(light|dark)(?:;|$)/;

/**
 * The visitor's chosen theme, or null: follow the system. Read from the Cookie header itself: error
 * pages are also drawn outside the web scope, where the cookie plugin does not run.
 */
export function themeOf(request: FastifyRequest): Theme | null {
  const chosen = CHOSEN.exec(request.headers.cookie ?? '');
  return chosen ? (chosen[1] as Theme) : null;
}

/** GET /theme?set=light|dark|system&return=/path: remembers the choice and goes back. */
export function themeRoute(app: FastifyInstance, publicUrl: string | null) {
  app.get<{ Querystring: { set?: string; return?: string } }>(
    '/theme',
    { config: { rateLimit: 'web_pages' }, schema: { hide: true } },
    async (request, reply) => {
      const set = request.query.set;
      const options = {
        path: '/',
        httpOnly: true,
        sameSite: 'lax' as const,
        secure: secureCookies(request, publicUrl),
      };
      if (set === 'light' || set === 'dark')
        reply.setCookie(THEME_COOKIE, set, { ...options, maxAge: ONE_YEAR_SECONDS });
      else reply.clearCookie(THEME_COOKIE, options);
      return reply.header('cache-control', 'no-store').redirect(localPath(request.query.return ?? '/', '/'), 303);
    },
  );
}
