/**
 * The language of a page (see i18n/negotiate.ts for the order): `?lang=` on any page, the choice a
 * visitor made in the footer (a cookie, like the theme's: pages kept for every signed-out visitor
 * carry no form token), then the browser's Accept-Language. Read from the headers themselves, so
 * error pages drawn outside the web scope (no cookie plugin) speak the same language.
 */
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedLocale, chooseLocale, namedLocale } from '../../i18n/negotiate.js';
import type { Locale } from '../../i18n/locales.js';
import { localPath } from './local-path.js';
import { secureCookies } from './session.js';

export const LANGUAGE_COOKIE = 'nametag_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const CHOSEN = /(?:^|;\s*)nametag_lang=([A-Za-z-]{2,12})(?:;|$)/;
const LANG_QUERY = /(?:^|&)lang=([^&#]*)/;

/** `?lang=` of the request's address, as typed (null when absent); only the query, never the path. */
function askedLanguage(request: FastifyRequest): string | null {
  const query = request.url.indexOf('?');
  if (query === -1) return null;
  const asked = LANG_QUERY.exec(request.url.slice(query + 1));
  if (!asked) return null;
  try {
    return decodeURIComponent(asked[1]!);
  } catch {
    return null;
  }
}

/** The language `?lang=` names, when it names one this server speaks; null otherwise. */
export function askedLocale(request: FastifyRequest, pseudo: boolean): Locale | null {
  return namedLocale(askedLanguage(request), pseudo);
}

const chosen = new WeakMap<FastifyRequest, Locale>();

export function localeOf(request: FastifyRequest, pseudo: boolean): Locale {
  const known = chosen.get(request);
  if (known) return known;
  const locale = chooseLocale({
    query: askedLanguage(request),
    cookie: CHOSEN.exec(request.headers.cookie ?? '')?.[1] ?? null,
    // The visitor is known once the web scope's onRequest has run; pages outside it have no account.
    account: request.visitor?.language ?? null,
    acceptLanguage: request.headers['accept-language'],
    pseudo,
  });
  chosen.set(request, locale);
  return locale;
}

function cookieOptions(request: FastifyRequest, publicUrl: string | null) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(request, publicUrl) };
}

/** Keeps `locale` as the visitor's language for their next pages. */
export function rememberLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  publicUrl: string | null,
) {
  // Error pages outside the web scope have no cookie plugin: they speak the language without keeping it.
  if (typeof reply.setCookie !== 'function') return;
  reply.setCookie(LANGUAGE_COOKIE, locale, { ...cookieOptions(request, publicUrl), maxAge: ONE_YEAR_SECONDS });
}

/**
 * After the account's language changed: this browser's own choice is forgotten, so the account's
 * language (or, with none, the browser's) speaks from this very answer on.
 */
export function followAccountLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  language: Locale | null,
  publicUrl: string | null,
) {
  reply.clearCookie(LANGUAGE_COOKIE, cookieOptions(request, publicUrl));
  chosen.set(request, language ?? acceptedLocale(request.headers['accept-language']));
}

/** GET /language?set=de&return=/path: remembers the visitor's language and goes back. */
export function languageRoute(app: FastifyInstance, publicUrl: string | null, pseudo: boolean) {
  app.get<{ Querystring: { set?: string; return?: string } }>(
    '/language',
    { config: { rateLimit: 'web_pages' }, schema: { hide: true } },
    async (request, reply) => {
      const locale = namedLocale(request.query.set, pseudo);
      if (locale) rememberLanguage(request, reply, locale, publicUrl);
      else reply.clearCookie(LANGUAGE_COOKIE, cookieOptions(request, publicUrl));
      return reply.header('cache-control', 'no-store').redirect(localPath(request.query.return ?? '/', '/'), 303);
    },
  );
}
