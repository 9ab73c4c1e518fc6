/**
 * Two-factor log-in in the browser (docs/LOGIN.md, "Two-factor log-in"): the log-in's second step
 * and the "Two-factor log-in" settings page. Every change is a plain form with the CSRF token; the
 * same services as the API, and the second step under the same limits as the log-in.
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError, ErrorCode, errors } from '../../core/errors.js';
import { dayOf } from '../../i18n/days.js';
import { type LoginThrottle, throttledLogin } from '../../http/rate-limit.js';
import { requestOrigin } from '../../http/request-origin.js';
import { recoveryCodesLeft } from '../../modules/accounts/recovery-service.js';
import {
  cancelTotpSetup,
  checkTwoFactorProof,
  confirmTotpSetup,
  setAsksAfterProvider,
  startTotpSetup,
  turnTotpOff,
  twoFactorState,
} from '../../modules/accounts/two-factor-service.js';
import {
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
} from '../../modules/login/passkeys.js';
import { loginMethodsOf, usableProviders } from '../../modules/login/provider-login-service.js';
import { peekTicket, secondStepWithCode } from '../../modules/login/two-factor-login.js';
import { usernameOf } from '../../modules/users/user-service.js';
import { revokeCurrentToken } from '../../modules/accounts/token-service.js';
import { errorSentence } from '../support/error-sentences.js';
import { type FormBody, formText, loginSentence, requireVisitor } from '../support/form-requests.js';
import type { PageSender } from '../support/page-sender.js';
import { sendSecondFactorPage } from '../support/second-factor-page.js';
import { startSession } from '../support/session.js';
import type { FieldErrors } from '../views/form-controls.js';
import { LoginPage } from '../views/account-pages.js';
import { TwoFactorPage } from '../views/two-factor-pages.js';
import { PROVIDER_NAMES } from '../../modules/login/providers.js';

export interface TwoFactorPagesOptions {
  ctx: AppContext;
  pages: PageSender;
  loginThrottle: LoginThrottle | null;
}

/** The scripts of the pages that offer passkeys: SimpleWebAuthn's bundle, then ours. */
export function passkeyScripts(pages: PageSender): string[] {
  return [pages.assets.url('webauthn.js'), pages.assets.url('two-factor.js')];
}

/** The name the authenticator app shows above the account: the server's host. */
function issuerOf(origin: string): string {
  return `Nametag (${new URL(origin).host})`;
}

export async function twoFactorPages(app: FastifyInstance, { ctx, pages, loginThrottle }: TwoFactorPagesOptions) {
  const forms = { config: { rateLimit: 'web_forms' as const }, preHandler: app.csrfProtection };
  const auth = {
    config: { rateLimit: 'auth' as const, rateLimitKey: 'address' as const },
    preHandler: app.csrfProtection,
  };

  /** The site's origin, which passkeys are bound to: PUBLIC_URL's, else the one the request came to. */
  const siteOrigin = (request: FastifyRequest) =>
    ctx.config.publicUrl === null ? requestOrigin(request) : new URL(ctx.config.publicUrl).origin;

  /** The passkey ceremonies answer JSON to two-factor.js; a refusal is its status and English message. */
  async function ceremony(reply: FastifyReply, work: () => Promise<unknown>) {
    try {
      return reply.header('cache-control', 'no-store').send(await work());
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return reply.code(error.status).send(error.toBody());
    }
  }

  function parsedResponse<T>(body: unknown): T {
    try {
      return JSON.parse(formText(body, 'response').slice(0, 64 * 1024)) as T;
    } catch {
      throw errors.passkeyRefused();
    }
  }

  app.post<{ Body: FormBody }>('/login/passkey/options', auth, (request, reply) =>
    ceremony(reply, () => passkeyLoginOptions(ctx, siteOrigin(request), formText(request.body, 'ticket') || null)),
  );

  app.post<{ Body: FormBody }>('/login/passkey', auth, (request, reply) =>
    ceremony(reply, async () => {
      const session = await passkeyLogin(
        ctx,
        { flow: formText(request.body, 'flow'), response: parsedResponse(request.body) },
        siteOrigin(request),
      );
      if (request.visitor) await revokeCurrentToken(ctx, request.visitor);
      await startSession(ctx, request, reply, session.token);
      return { location: '/edit/profile' };
    }),
  );

  app.post('/settings/two-factor/passkeys/options', forms, (request, reply) =>
    ceremony(reply, async () => {
      const userId = requireVisitor(request).userId;
      return passkeyRegistrationOptions(ctx, userId, (await usernameOf(ctx, userId)) ?? '', siteOrigin(request));
    }),
  );

  app.post<{ Body: FormBody }>('/settings/two-factor/passkeys', forms, (request, reply) =>
    ceremony(reply, async () => {
      await registerPasskey(
        ctx,
        requireVisitor(request).userId,
        {
          flow: formText(request.body, 'flow'),
          response: parsedResponse(request.body),
          name: formText(request.body, 'name'),
        },
        siteOrigin(request),
      );
      return { location: '/settings/two-factor?added=passkey' };
    }),
  );

  // The second step is a page answering a post; its address opened again (a theme or language
  // switch, a reload) goes back to the log-in.
  app.get('/login/second-factor', { config: { rateLimit: 'web_pages' } }, async (_request, reply) =>
    reply.redirect('/login', 303),
  );

  app.post<{ Body: FormBody }>('/login/second-factor', auth, async (request, reply) => {
    const ticket = formText(request.body, 'ticket');
    const username = formText(request.body, 'username');
    const code = formText(request.body, 'code').slice(0, 64);
    const messages = pages.messages(request);
    const peeked = await peekTicket(ctx, ticket);
    try {
      const step = () => secondStepWithCode(ctx, ticket, code);
      const session = await (peeked === null || peeked.username === ''
        ? step()
        : throttledLogin(loginThrottle, peeked.username, reply, step));
      await startSession(ctx, request, reply, session.token);
      return reply.redirect('/edit/profile', 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const again = peeked === null ? null : await peekTicket(ctx, ticket);
      if (again === null || error.named?.reason === 'secondFactorTicketInvalid') {
        // The ticket is spent: back to the password, with the username kept.
        return pages.send(
          request,
          reply,
          { title: messages.t('login.title'), url: pages.address(request, '/login') },
          <LoginPage
            csrf={reply.generateCsrf()}
            username={username}
            message={
              error.code === ErrorCode.TooManyRequests
                ? loginSentence(messages, error)
                : messages.t('twoFactor.step.expired')
            }
            providers={usableProviders(ctx, requestOrigin(request)).map((kind) => ({
              kind,
              name: PROVIDER_NAMES[kind],
            }))}
            byEmail={ctx.config.mail !== null}
            scripts={passkeyScripts(pages)}
          />,
          { status: error.status },
        );
      }
      const sentence =
        error.code === ErrorCode.TooManyRequests ? loginSentence(messages, error) : messages.t('twoFactor.step.wrong');
      return sendSecondFactorPage(pages, request, reply, {
        ticket,
        username,
        methods: again.methods,
        errors: { code: sentence },
        status: error.status,
      });
    }
  });

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { notice?: string; message?: string; errors?: FieldErrors; status?: number } = {},
  ) {
    const visitor = requireVisitor(request);
    const messages = pages.messages(request);
    const origin = requestOrigin(request);
    const name = (await usernameOf(ctx, visitor.userId)) ?? '';
    const state = await twoFactorState(ctx, visitor.userId, name, issuerOf(origin));
    const methods = await loginMethodsOf(ctx, visitor.userId, origin);
    const recovery = await recoveryCodesLeft(ctx, visitor.userId);
    const day = (millis: number) => dayOf(messages.locale, millis);
    reply.header('cache-control', 'private, no-store');
    return pages.send(
      request,
      reply,
      { title: messages.t('twoFactor.title') },
      <TwoFactorPage
        csrf={reply.generateCsrf()}
        notice={extra.notice ?? null}
        message={extra.message ?? null}
        errors={extra.errors ?? {}}
        totp={state.totp}
        setup={state.setup}
        passkeys={state.passkeys.map((passkey) => ({
          id: passkey.id,
          name: passkey.name,
          added: day(passkey.createdAt),
          lastUsed: passkey.lastUsedAt === null ? null : day(passkey.lastUsedAt),
        }))}
        askAfterProvider={state.askAfterProvider}
        hasLinks={methods.links.some((link) => link.linked !== null)}
        hasPassword={methods.hasPassword}
        recoveryLeft={recovery.left}
        on={state.on}
        scripts={passkeyScripts(pages)}
      />,
      { status: extra.status ?? 200 },
    );
  }

  /** A refusal beside its field when it is about one (code, proof), else on top. */
  function refused(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
    const messages = pages.messages(request);
    const path = error.field?.path;
    if (path === 'code' || path === 'proof') {
      return page(request, reply, { errors: { [path]: errorSentence(messages, error) }, status: error.status });
    }
    return page(request, reply, { message: errorSentence(messages, error), status: error.status });
  }

  app.get<{ Querystring: { added?: string } }>(
    '/settings/two-factor',
    { config: { rateLimit: 'web_pages' } },
    (request, reply) =>
      page(
        request,
        reply,
        request.query.added === 'passkey' ? { notice: pages.messages(request).t('twoFactor.notice.passkeyAdded') } : {},
      ),
  );

  app.post('/settings/two-factor/totp/start', forms, async (request, reply) => {
    try {
      await startTotpSetup(ctx, requireVisitor(request).userId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refused(request, reply, error);
    }
    return page(request, reply);
  });

  app.post<{ Body: FormBody }>('/settings/two-factor/totp/confirm', forms, async (request, reply) => {
    try {
      await confirmTotpSetup(ctx, requireVisitor(request).userId, formText(request.body, 'code').slice(0, 20));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refused(request, reply, error);
    }
    return page(request, reply, { notice: pages.messages(request).t('twoFactor.notice.totpOn') });
  });

  app.post('/settings/two-factor/totp/cancel', forms, async (request, reply) => {
    await cancelTotpSetup(ctx, requireVisitor(request).userId);
    return page(request, reply, { notice: pages.messages(request).t('twoFactor.notice.setupCancelled') });
  });

  app.post<{ Body: FormBody }>('/settings/two-factor/totp/off', forms, async (request, reply) => {
    try {
      await turnTotpOff(ctx, requireVisitor(request).userId, formText(request.body, 'proof').slice(0, 256));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refused(request, reply, error);
    }
    return page(request, reply, { notice: pages.messages(request).t('twoFactor.notice.totpOff') });
  });

  app.post<{ Body: FormBody }>('/settings/two-factor/provider', forms, async (request, reply) => {
    await setAsksAfterProvider(ctx, requireVisitor(request).userId, formText(request.body, 'ask') === 'on');
    return page(request, reply, { notice: pages.messages(request).t('twoFactor.notice.saved') });
  });

  app.post<{ Params: { id: string }; Body: FormBody }>(
    '/settings/two-factor/passkeys/:id/remove',
    forms,
    async (request, reply) => {
      const userId = requireVisitor(request).userId;
      try {
        await checkTwoFactorProof(ctx, userId, formText(request.body, 'proof').slice(0, 256));
        await removePasskey(ctx, userId, request.params.id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return page(request, reply, { message: errorSentence(pages.messages(request), error), status: error.status });
      }
      return page(request, reply, { notice: pages.messages(request).t('twoFactor.notice.passkeyRemoved') });
    },
  );
}
