/**
 * Log in, sign up and link through other services: /auth/{kind}/start → the provider →
 * /auth/{kind}/callback, and /auth/signup for a new account. The flow's secret lives in a short-lived
 * HttpOnly cookie scoped to /auth, so a callback only works in the browser that started it, once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRestorePage } from '../support/restore-page.js';
import { sendSecondFactorPage } from '../support/second-factor-page.js';
import type { AppContext } from '../../context/app-context.js';
import { ApiError } from '../../core/errors.js';
import { requestOrigin } from '../../http/request-origin.js';
import {
  completeSignup,
  enabledKind,
  finishProviderLogin,
  pendingSignup,
  SIGNUP_LIFETIME_MS,
  startProviderLogin,
  startSyncAuthorisation,
} from '../../modules/login/provider-login-service.js';
import { connectSync } from '../../modules/sync/sync-service.js';
import { isShippedLocale } from '../../modules/sync/sync-texts.js';
import { isProviderKind, PROVIDER_NAMES, type ProviderKind } from '../../modules/login/providers.js';
import { revokeCurrentToken } from '../../modules/accounts/token-service.js';
import { ProviderRedirectPage, ProviderSignupPage, ProviderStartPage } from '../views/provider-login.js';
import { fieldErrors, type FormBody, formText, requireVisitor } from '../support/form-requests.js';
import { localPath } from '../support/local-path.js';
import type { PageSender } from '../support/page-sender.js';
import { secureCookies, startSession } from '../support/session.js';
import { errorSentence } from '../support/error-sentences.js';

const FLOW_COOKIE = 'nametag_login_flow';
const SIGNUP_COOKIE = 'nametag_signup';
const FLOW_COOKIE_SECONDS = 10 * 60;

export interface ProviderLoginPagesOptions {
  ctx: AppContext;
  pages: PageSender;
}

/** A query parameter given once as text; anything else (absent, repeated) is undefined. */
function queryText(query: Record<string, unknown>, key: string): string | undefined {
  const value = query[key];
  return typeof value === 'string' ? value : undefined;
}

/** A username suggestion from the provider's: the characters usernames allow, within their length. */
function suggestedUsername(name: string): string {
  const cleaned = name
    .split('@')[0]!
    .split('#')[0]!
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, 40);
  return cleaned.length >= 2 ? cleaned : '';
}

export async function providerLoginPages(app: FastifyInstance, { ctx, pages }: ProviderLoginPagesOptions) {
  const publicUrl = ctx.config.publicUrl;
  const auth = { rateLimit: 'auth' as const, rateLimitKey: 'address' as const };
  const cookie = (request: FastifyRequest, maxAge: number) => ({
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(request, publicUrl),
    maxAge,
  });
  const failureLog = (request: FastifyRequest) => (error: unknown, provider: string) =>
    request.log.warn({ err: error, provider }, 'log-in through a provider failed');

  /**
   * Starts a flow from a form post (with its CSRF token: a page elsewhere cannot start a log-in in
   * someone's browser, which for a fediverse server the attacker runs would log them into the
   * attacker's account). The pages' CSP lets forms post only to this site (form-action 'self'), which
   * browsers apply to a form's redirects too, so the answer is a page that sends the browser on itself
   * (a Refresh header), with a link as the fallback.
   */
  /** The page that starts a log-in through a provider: one button, and the server field for the fediverse. */
  function startPage(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ProviderKind,
    state: { instance: string; returnTo: string; error?: ApiError },
  ) {
    return pages.send(
      request,
      reply,
      { title: pages.messages(request).t('providers.logIn.with', { provider: PROVIDER_NAMES[kind] }) },
      <ProviderStartPage
        csrf={reply.generateCsrf()}
        kind={kind}
        provider={PROVIDER_NAMES[kind]}
        instance={state.instance}
        returnTo={state.returnTo === '' ? '' : localPath(state.returnTo, '')}
        error={state.error ? errorSentence(pages.messages(request), state.error) : null}
      />,
      { status: state.error?.status ?? 200 },
    );
  }

  async function start(
    request: FastifyRequest<{ Params: { kind: string }; Body: FormBody }>,
    reply: FastifyReply,
    intent: 'login' | 'link',
  ) {
    const userId = intent === 'link' ? requireVisitor(request).userId : null;
    const returnTo = formText(request.body, 'return_to');
    const instance = formText(request.body, 'instance');
    let started: Awaited<ReturnType<typeof startProviderLogin>>;
    try {
      started = await startProviderLogin(
        ctx,
        {
          kind: request.params.kind,
          instance,
          intent,
          userId,
          returnTo: intent === 'login' && returnTo !== '' ? localPath(returnTo, '/edit/profile') : null,
          origin: requestOrigin(request),
        },
        failureLog(request),
      );
    } catch (error) {
      // A log-in that cannot start (a server that does not answer, a provider turned off) is said on
      // the log-in page, with what was typed; linking from settings keeps the error page.
      if (!(error instanceof ApiError) || intent !== 'login' || !isProviderKind(request.params.kind)) throw error;
      return startPage(request, reply, request.params.kind, { instance, returnTo, error });
    }
    const { url, flowSecret, kind } = started;
    reply.setCookie(FLOW_COOKIE, flowSecret, cookie(request, FLOW_COOKIE_SECONDS));
    reply.header('refresh', `0;url=${url}`);
    return pages.send(
      request,
      reply,
      { title: pages.messages(request).t('providers.redirect.title', { provider: PROVIDER_NAMES[kind] }) },
      <ProviderRedirectPage provider={PROVIDER_NAMES[kind]} url={url} />,
    );
  }

  // A link to /auth/{kind}/start (the API's start_url, a bookmark) shows a button that posts the form.
  app.get<{ Params: { kind: string }; Querystring: Record<string, unknown> }>(
    '/auth/:kind/start',
    { config: auth },
    async (request, reply) => {
      const returnTo = queryText(request.query, 'return_to') ?? '';
      const instance = queryText(request.query, 'instance') ?? '';
      return startPage(request, reply, enabledKind(ctx, request.params.kind), { instance, returnTo });
    },
  );

  app.post<{ Params: { kind: string }; Body: FormBody }>(
    '/auth/:kind/start',
    { config: auth, preHandler: app.csrfProtection },
    async (request, reply) => start(request, reply, 'login'),
  );

  app.post<{ Params: { kind: string }; Body: FormBody }>(
    '/auth/:kind/link',
    { config: auth, preHandler: app.csrfProtection },
    async (request, reply) => start(request, reply, 'link'),
  );

  async function callback(
    request: FastifyRequest<{ Params: { kind?: string; server?: string } }>,
    reply: FastifyReply,
    sync = false,
  ) {
    const flowSecret = request.cookies[FLOW_COOKIE];
    // The flow works once, whatever happens next.
    reply.clearCookie(FLOW_COOKIE, { path: '/auth' });
    reply.header('cache-control', 'private, no-store');
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const result = await finishProviderLogin(
      ctx,
      {
        kind: request.params.kind ?? 'fediverse',
        server: request.params.server,
        flowSecret,
        query,
        visitorUserId: request.visitor?.userId ?? null,
        sync,
      },
      failureLog(request),
    );
    switch (result.outcome) {
      case 'logged_in':
        // Someone else signed in on this browser is signed out, their session ended.
        if (request.visitor) await revokeCurrentToken(ctx, request.visitor);
        await startSession(ctx, request, reply, result.token);
        return reply.redirect(result.returnTo ?? '/edit/profile', 303);
      case 'second_factor':
        return sendSecondFactorPage(pages, request, reply, result);
      case 'linked':
        return reply.redirect(`/settings?linked=${result.kind}`, 303);
      case 'restore':
        return sendRestorePage(pages, request, reply, result.offer);
      case 'signup':
        reply.setCookie(SIGNUP_COOKIE, result.signupSecret, cookie(request, SIGNUP_LIFETIME_MS / 1000));
        return reply.redirect('/auth/signup', 303);
      case 'sync_authorised': {
        // The field's name in the language of the page the person came back to.
        const locale = pages.messages(request).locale;
        await connectSync(ctx, result.userId, {
          service: 'mastodon',
          server: result.server.origin,
          account: result.identity.subject,
          credentials: { token: result.accessToken },
          language: isShippedLocale(locale) ? locale : 'en',
          names: false,
        });
        return reply.redirect('/settings/sync?connected=mastodon', 303);
      }
    }
  }

  // Keeping pronouns in sync on the linked fediverse account: the same flow, asking to write too.
  app.post<{ Body: FormBody }>(
    '/settings/sync/mastodon/start',
    { config: auth, preHandler: app.csrfProtection },
    async (request, reply) => {
      const visitor = requireVisitor(request);
      const { url, flowSecret } = await startSyncAuthorisation(
        ctx,
        visitor.userId,
        requestOrigin(request),
        failureLog(request),
      );
      reply.setCookie(FLOW_COOKIE, flowSecret, cookie(request, FLOW_COOKIE_SECONDS));
      reply.header('refresh', `0;url=${url}`);
      const provider = PROVIDER_NAMES.fediverse;
      return pages.send(
        request,
        reply,
        { title: pages.messages(request).t('providers.redirect.title', { provider }) },
        <ProviderRedirectPage provider={provider} url={url} />,
      );
    },
  );
  app.get<{ Params: { server: string } }>(
    '/auth/fediverse/sync-callback/:server',
    { config: auth },
    async (request, reply) =>
      callback(request as FastifyRequest<{ Params: { kind: string; server?: string } }>, reply, true),
  );

  app.get<{ Params: { kind: string } }>('/auth/:kind/callback', { config: auth }, callback);
  // The fediverse's redirect address names the server the flow went to (see provider-login-service).
  app.get<{ Params: { kind: string; server: string } }>('/auth/:kind/callback/:server', { config: auth }, callback);

  const signupPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    values: { username: string; invite: string } | null,
    error: ApiError | null,
  ) => {
    const identity = await pendingSignup(ctx, request.cookies[SIGNUP_COOKIE]);
    if (identity === null) {
      return reply.redirect('/login', 303);
    }
    const account = identity.kind === 'fediverse' ? `@${identity.username}@${identity.instance}` : identity.username;
    return pages.send(
      request,
      reply,
      { title: pages.messages(request).t('signup.title') },
      <ProviderSignupPage
        csrf={reply.generateCsrf()}
        provider={PROVIDER_NAMES[identity.kind]}
        account={account}
        username={values?.username ?? suggestedUsername(identity.username)}
        invite={values?.invite ?? ''}
        needsInvite={ctx.config.requireInvite}
        message={error?.message ?? null}
        errors={fieldErrors(pages.messages(request), error)}
      />,
      { status: error?.status ?? 200 },
    );
  };

  app.get('/auth/signup', { config: { rateLimit: 'web_pages' } }, async (request, reply) => {
    if (request.visitor) return reply.redirect('/edit/profile', 303);
    return signupPage(request, reply, null, null);
  });

  app.post<{ Body: FormBody }>(
    '/auth/signup',
    { config: auth, preHandler: app.csrfProtection },
    async (request, reply) => {
      const username = formText(request.body, 'username');
      const invite = formText(request.body, 'invite');
      try {
        // The same username, reserved-name and invite rules as a sign-up with a password (account-service).
        const session = await completeSignup(ctx, request.cookies[SIGNUP_COOKIE], {
          username,
          ...(ctx.config.requireInvite ? { invite } : {}),
        });
        reply.clearCookie(SIGNUP_COOKIE, { path: '/auth' });
        await startSession(ctx, request, reply, session.token);
        return reply.redirect('/edit/profile?welcome=1', 303);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return signupPage(request, reply, { username, invite }, error);
      }
    },
  );

  if (ctx.config.loginProviders.fediverse?.allowInsecure) {
    app.addHook('onReady', async () => {
      app.log.warn(
        'FEDIVERSE_ALLOW_INSECURE=true: fediverse log-in may call plain http servers on this machine’s loopback. Never set this on a public instance.',
      );
    });
  }

  // A provider that is not turned on has no start page (404), whatever the method.
  app.addHook('preHandler', async (request) => {
    const kind = (request.params as { kind?: string } | undefined)?.kind;
    if (kind !== undefined && request.routeOptions.url?.startsWith('/auth/:kind')) enabledKind(ctx, kind);
  });
}
