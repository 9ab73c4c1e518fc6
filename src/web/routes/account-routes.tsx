/** Log in, sign up, log out and settings: the same services (and limits) as the API's auth routes. */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError, ErrorCode } from '../../core/errors.js';
import { dayOf } from '../../i18n/days.js';
import type { Translator } from '../../i18n/translator.js';
import { checkBody, prepareBodyChecks } from '../../http/body-check.js';
import { requestOrigin } from '../../http/request-origin.js';
import { type LoginThrottle, throttledLogin } from '../../http/rate-limit.js';
import { LoginBody, RecoverBody, RegisterBody } from '../../api/schemas/auth.js';
import { changePassword, deleteAccount, PURGE_AFTER_MS, register } from '../../modules/accounts/account-service.js';
import { createInvite, listInvites } from '../../modules/accounts/invite-service.js';
import { newRecoveryCodes, recoverAccount, recoveryCodesLeft } from '../../modules/accounts/recovery-service.js';
import { emailState, removeEmail, requestEmailChange } from '../../modules/accounts/email-service.js';
import {
  createApiToken,
  endAllSessions,
  endSession,
  listSessions,
  listTokens,
  revokeCurrentToken,
  revokeToken,
} from '../../modules/accounts/token-service.js';
import { offerRestoreByPassword, restoreWithTicket } from '../../modules/login/account-restore.js';
import { passwordLogin, peekTicket } from '../../modules/login/two-factor-login.js';
import { loginMethodsOf, unlinkAccount, usableProviders } from '../../modules/login/provider-login-service.js';
import { isProviderKind, PROVIDER_NAMES } from '../../modules/login/providers.js';
import { setLookups } from '../../modules/pronoundb/pronoundb-lookup.js';
import { updateMe, usernameOf } from '../../modules/users/user-service.js';
import { clearSession, startSession } from '../support/session.js';
import { followAccountLanguage } from '../support/language.js';
import { namedLocale } from '../../i18n/negotiate.js';
import type { PageSender } from '../support/page-sender.js';
import { LoginPage, LogoutPage, RecoverPage, RegisterPage, SettingsPage } from '../views/account-pages.js';
import { SERVICE_HEADING } from '../views/data-page.js';
import { MOVE_IN_PATH } from '../views/moving-in-offer.js';
import { sendRestorePage } from '../support/restore-page.js';
import { sendSecondFactorPage } from '../support/second-factor-page.js';
import { passkeyScripts } from './two-factor-routes.js';
import { secondFactorsOf } from '../../modules/accounts/second-factors.js';
import {
  fieldErrors,
  type FormBody,
  formText,
  requireVisitor,
  loginSentence,
  summaryOf,
} from '../support/form-requests.js';
import type { FieldErrors } from '../views/form-controls.js';
import { userPath } from '../support/profile-views.js';
import { errorSentence } from '../support/error-sentences.js';
import {
  clientName,
  emailProblems,
  inviteSentence,
  passwordProblems,
  unlinkSentence,
} from '../support/settings-sentences.js';

export interface AccountPagesOptions {
  ctx: AppContext;
  pages: PageSender;
  loginThrottle: LoginThrottle | null;
}

prepareBodyChecks(LoginBody, RegisterBody, RecoverBody);

/** Where a sign-up that is moving in from pronouns.cc lands: the import, saying the account is ready. */
const WELCOME_TO_MOVE_IN = `/settings/data?welcome=1#${SERVICE_HEADING}`;

/** What the recovery page says on top after a failed try. */
function recoverMessage(messages: Translator, error: ApiError | null): string | null {
  if (error === null) return null;
  if (error.code === ErrorCode.TooManyRequests) return messages.t('recover.tooMany');
  if (error.code !== ErrorCode.InvalidToken && !error.field) return errorSentence(messages, error);
  return messages.t('recover.notChanged');
}

export async function accountPages(app: FastifyInstance, { ctx, pages, loginThrottle }: AccountPagesOptions) {
  const publicUrl = ctx.config.publicUrl;
  /** The buttons of the log-in and sign-up pages: the providers usable from where the request came. */
  const providersFor = (request: FastifyRequest) =>
    usableProviders(ctx, requestOrigin(request)).map((kind) => ({ kind, name: PROVIDER_NAMES[kind] }));
  const forms = { config: { rateLimit: 'web_forms' as const }, preHandler: app.csrfProtection };
  const auth = {
    config: { rateLimit: 'auth' as const, rateLimitKey: 'address' as const },
    preHandler: app.csrfProtection,
  };

  const loginPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    username: string,
    message: string | null,
    status = 200,
    notice: string | null = null,
  ) =>
    pages.send(
      request,
      reply,
      { title: pages.messages(request).t('login.title'), url: pages.address(request, '/login') },
      <LoginPage
        csrf={reply.generateCsrf()}
        username={username}
        message={message}
        notice={notice}
        providers={providersFor(request)}
        byEmail={ctx.config.mail !== null}
        scripts={passkeyScripts(pages)}
      />,
      {
        status,
      },
    );

  app.get<{ Querystring: { ended?: string } }>(
    '/login',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      if (request.visitor) return reply.redirect('/edit/profile', 303);
      const notice = request.query.ended === 'all' ? pages.messages(request).t('login.loggedOutEverywhere') : null;
      return loginPage(request, reply, '', null, 200, notice);
    },
  );

  app.post<{ Body: FormBody }>('/login', auth, async (request, reply) => {
    const username = formText(request.body, 'username');
    const password = formText(request.body, 'password');
    try {
      checkBody(LoginBody, { username, password });
      const session = await throttledLogin(loginThrottle, username, reply, () =>
        passwordLogin(ctx, { username, password }),
      );
      await startSession(ctx, request, reply, session.token);
      return reply.redirect('/edit/profile', 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.named?.reason === 'secondFactorRequired') {
        const [ticket, methods] = error.named.args;
        return sendSecondFactorPage(pages, request, reply, { ticket, username, methods });
      }
      if (error.named?.reason === 'accountBeingDeleted') {
        const offer = await offerRestoreByPassword(ctx, { username, password });
        if (offer !== null) return sendRestorePage(pages, request, reply, offer);
      }
      return loginPage(request, reply, username, loginSentence(pages.messages(request), error), error.status);
    }
  });

  app.post<{ Body: FormBody }>('/login/restore', auth, async (request, reply) => {
    try {
      const session = await restoreWithTicket(ctx, formText(request.body, 'ticket'));
      if (request.visitor) await revokeCurrentToken(ctx, request.visitor);
      await startSession(ctx, request, reply, session.token);
      return reply.redirect('/settings?restored=1', 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.named?.reason === 'secondFactorRequired') {
        const [ticket, methods] = error.named.args;
        const username = (await peekTicket(ctx, ticket))?.username ?? '';
        return sendSecondFactorPage(pages, request, reply, { ticket, username, methods });
      }
      return loginPage(request, reply, '', pages.messages(request).t('restore.expired'), 400);
    }
  });

  const recoverPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    values: { username: string; code: string },
    error: ApiError | null,
  ) =>
    pages.send(
      request,
      reply,
      { title: pages.messages(request).t('recover.title'), url: pages.address(request, '/recover') },
      <RecoverPage
        csrf={reply.generateCsrf()}
        username={values.username}
        code={values.code}
        // A wrong code and an unknown username are one answer (it says nothing about who has an
        // account): it stands beside the code.
        errors={
          error?.code === ErrorCode.InvalidToken
            ? { code: pages.messages(request).t('recover.wrong') }
            : fieldErrors(pages.messages(request), error)
        }
        message={recoverMessage(pages.messages(request), error)}
      />,
      { status: error?.status ?? 200 },
    );

  app.get('/recover', { config: { rateLimit: 'web_pages' } }, async (request, reply) => {
    if (request.visitor) return reply.redirect('/settings', 303);
    return recoverPage(request, reply, { username: '', code: '' }, null);
  });

  app.post<{ Body: FormBody }>('/recover', auth, async (request, reply) => {
    const values = { username: formText(request.body, 'username'), code: formText(request.body, 'code') };
    const password = formText(request.body, 'password');
    try {
      checkBody(RecoverBody, { ...values, password });
      const session = await throttledLogin(loginThrottle, values.username, reply, () =>
        recoverAccount(ctx, { ...values, password }),
      );
      await startSession(ctx, request, reply, session.token);
      return reply.redirect('/settings?recovered=1', 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return recoverPage(request, reply, values, error);
    }
  });

  const registerPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    values: { username: string; invite: string; moveIn: boolean },
    error: ApiError | null,
  ) =>
    pages.send(
      request,
      reply,
      { title: pages.messages(request).t('signup.title'), url: pages.address(request, '/register') },
      <RegisterPage
        csrf={reply.generateCsrf()}
        username={values.username}
        invite={values.invite}
        needsInvite={ctx.config.requireInvite}
        message={summaryOf(pages.messages(request), error)}
        errors={fieldErrors(pages.messages(request), error)}
        providers={providersFor(request)}
        moveIn={values.moveIn}
      />,
      { status: error?.status ?? 200 },
    );

  // ?move_in=1 (the home page's "Moving from pronouns.cc?"): the box that lands on the import is ticked.
  app.get<{ Querystring: { move_in?: string } }>(
    '/register',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      const moveIn = request.query.move_in === '1';
      if (request.visitor) return reply.redirect(moveIn ? MOVE_IN_PATH : '/edit/profile', 303);
      return registerPage(request, reply, { username: '', invite: '', moveIn }, null);
    },
  );

  app.post<{ Body: FormBody }>('/register', auth, async (request, reply) => {
    const username = formText(request.body, 'username');
    const invite = formText(request.body, 'invite');
    const moveIn = formText(request.body, 'move_in') === 'on';
    try {
      const body = checkBody<{ username: string; password: string; invite?: string }>(RegisterBody, {
        username,
        password: formText(request.body, 'password'),
        ...(ctx.config.requireInvite ? { invite } : {}),
      });
      const session = await register(ctx, body);
      await startSession(ctx, request, reply, session.token);
      return reply.redirect(moveIn ? WELCOME_TO_MOVE_IN : '/edit/profile?welcome=1', 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return registerPage(request, reply, { username, invite, moveIn }, error);
    }
  });

  app.get('/logout', { config: { rateLimit: 'web_pages' } }, async (request, reply) => {
    if (!request.visitor) return reply.redirect('/', 303);
    return pages.send(
      request,
      reply,
      { title: pages.messages(request).t('logout.title') },
      <LogoutPage csrf={reply.generateCsrf()} />,
    );
  });

  app.post('/logout', { ...forms, config: { ...forms.config, allowSuspended: true } }, async (request, reply) => {
    if (request.visitor) await revokeCurrentToken(ctx, request.visitor);
    clearSession(request, reply, publicUrl);
    return reply.redirect('/', 303);
  });

  async function settingsPage(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: {
      message?: string | null;
      status?: number;
      newToken?: string;
      newInvite?: string;
      notice?: string;
      error?: ApiError;
      passwordError?: ApiError;
      deleteErrors?: FieldErrors;
      username?: string;
      recoveryCodes?: string[];
      recoveryErrors?: FieldErrors;
      emailTyped?: string;
      emailErrors?: FieldErrors;
      /** The account's language just saved (null: the browser's). */
      language?: string | null;
      languageErrors?: FieldErrors;
    },
  ) {
    const visitor = requireVisitor(request);
    const recovery = await recoveryCodesLeft(ctx, visitor.userId);
    const email = await emailState(ctx, visitor.userId);
    const tokens = await listTokens(ctx, visitor.userId);
    const sessions = await listSessions(ctx, visitor.userId);
    const isAdminOrInviting = ctx.config.requireInvite || ctx.config.inviteLimit > 0;
    const invites = isAdminOrInviting ? await listInvites(ctx, visitor.userId) : null;
    const username = extra.username ?? (await usernameOf(ctx, visitor.userId)) ?? '';
    const methods = await loginMethodsOf(ctx, visitor.userId, requestOrigin(request));
    const messages = pages.messages(request);
    const day = (millis: number) => dayOf(messages.locale, millis);
    const usernameErrors = fieldErrors(messages, extra.error ?? null, 'name');
    const passwordErrors = extra.passwordError ? passwordProblems(messages, extra.passwordError) : {};
    // An error that stands beside no field is said on top.
    const onTop = (error: ApiError | undefined, placed: FieldErrors) =>
      error && Object.keys(placed).length === 0 ? errorSentence(messages, error) : null;
    return pages.send(
      request,
      reply,
      { title: messages.t('settings.title') },
      <SettingsPage
        csrf={reply.generateCsrf()}
        username={username}
        usernameErrors={usernameErrors}
        passwordErrors={passwordErrors}
        deleteErrors={extra.deleteErrors ?? {}}
        deletionDay={dayOf(messages.locale, ctx.clock.now() + PURGE_AFTER_MS)}
        message={
          extra.message ?? onTop(extra.error, usernameErrors) ?? onTop(extra.passwordError, passwordErrors) ?? null
        }
        notice={extra.notice ?? null}
        tokens={tokens.map((token) => ({
          id: token.id,
          name: token.name,
          read_only: token.read_only,
          created: day(token.created_at),
          expires: token.expires_at === null ? null : day(token.expires_at),
          current: token.id === visitor.tokenId,
        }))}
        sessions={sessions.map((session) => ({
          id: session.id,
          client: clientName(messages, session.client),
          started: day(session.created_at),
          expires: session.expires_at === null ? null : day(session.expires_at),
          current: session.id === visitor.tokenId,
        }))}
        recovery={{
          left: recovery.left,
          madeOn: recovery.madeAt === null ? null : day(recovery.madeAt),
          newCodes: extra.recoveryCodes ?? null,
          errors: extra.recoveryErrors ?? {},
        }}
        email={
          email.sending
            ? {
                email: email.email,
                pending: email.pending,
                typed: extra.emailTyped ?? '',
                errors: extra.emailErrors ?? {},
              }
            : null
        }
        newToken={extra.newToken ?? null}
        invites={invites?.map((invite) => ({ created: day(invite.created_at), used: invite.used_at !== null })) ?? null}
        newInvite={extra.newInvite ?? null}
        hasPassword={methods.hasPassword}
        twoFactorOn={(await secondFactorsOf(ctx.db, visitor.userId)).length > 0}
        links={methods.links}
        language={{
          chosen: extra.language === undefined ? visitor.language : extra.language,
          errors: extra.languageErrors ?? {},
        }}
      />,
      { status: extra.status ?? extra.error?.status ?? extra.passwordError?.status ?? 200 },
    );
  }

  app.get<{ Querystring: { linked?: string; recovered?: string; restored?: string } }>(
    '/settings',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      // After linking an account, the provider's callback comes back here.
      const { t } = pages.messages(request);
      const linked = request.query.linked ?? '';
      const notice = isProviderKind(linked)
        ? t('settings.notice.linked', { provider: PROVIDER_NAMES[linked] })
        : request.query.recovered === '1'
          ? t('settings.notice.recoveredByCode')
          : request.query.recovered === 'link'
            ? t('settings.notice.recoveredByLink')
            : request.query.restored === '1'
              ? t('settings.notice.restored')
              : undefined;
      return settingsPage(request, reply, notice === undefined ? {} : { notice });
    },
  );

  app.post<{ Body: FormBody }>(
    '/settings/recovery-codes',
    { ...forms, config: { ...forms.config, allowSuspended: true } },
    async (request, reply) => {
      const visitor = requireVisitor(request);
      try {
        const made = await newRecoveryCodes(ctx, visitor.userId, formText(request.body, 'recovery_password'));
        return settingsPage(request, reply, {
          recoveryCodes: made.codes,
          notice: pages.messages(request).t('settings.notice.codesMade'),
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.field?.path !== 'current_password') throw error;
        return settingsPage(request, reply, {
          recoveryErrors: { recovery_password: pages.messages(request).t('settings.problem.recoveryPassword') },
          status: 400,
        });
      }
    },
  );

  app.post<{ Body: FormBody }>('/settings/email', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const typed = formText(request.body, 'email');
    try {
      const address = await requestEmailChange(
        ctx,
        visitor.userId,
        typed,
        formText(request.body, 'email_password'),
        pages.messages(request).locale,
      );
      return settingsPage(request, reply, {
        notice: pages.messages(request).t('settings.notice.emailSent', { address }),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const emailErrors = emailProblems(pages.messages(request), error);
      return settingsPage(request, reply, { emailTyped: typed, emailErrors, status: error.status });
    }
  });

  app.post('/settings/email/remove', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await removeEmail(ctx, visitor.userId);
    return settingsPage(request, reply, { notice: pages.messages(request).t('settings.notice.emailRemoved') });
  });

  app.post<{ Params: { kind: string } }>('/settings/links/:kind/unlink', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    try {
      await unlinkAccount(ctx, visitor.userId, request.params.kind);
      return settingsPage(request, reply, { notice: pages.messages(request).t('settings.notice.unlinked') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const kind = request.params.kind;
      const message = unlinkSentence(
        pages.messages(request),
        error,
        isProviderKind(kind) ? PROVIDER_NAMES[kind] : null,
      );
      return settingsPage(request, reply, { message, status: error.status });
    }
  });

  app.post<{ Params: { kind: string }; Body: FormBody }>(
    '/settings/links/:kind/lookups',
    forms,
    async (request, reply) => {
      const visitor = requireVisitor(request);
      const kind = request.params.kind;
      const on = formText(request.body, 'lookups') === 'on';
      const provider = isProviderKind(kind) ? PROVIDER_NAMES[kind] : kind;
      try {
        await setLookups(ctx, visitor.userId, kind, on);
        const t = pages.messages(request).t;
        return settingsPage(request, reply, {
          notice: t(on ? 'settings.notice.lookupsOn' : 'settings.notice.lookupsOff', { provider }),
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const message = unlinkSentence(pages.messages(request), error, isProviderKind(kind) ? provider : null);
        return settingsPage(request, reply, { message, status: error.status });
      }
    },
  );

  app.post<{ Body: FormBody }>('/settings/username', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const name = formText(request.body, 'name');
    try {
      await updateMe(ctx, visitor.userId, { name });
      return settingsPage(request, reply, { notice: pages.messages(request).t('settings.notice.usernameChanged') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return settingsPage(request, reply, { error, username: name });
    }
  });

  app.post<{ Body: FormBody }>('/settings/language', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const typed = formText(request.body, 'language');
    try {
      await updateMe(ctx, visitor.userId, { language: typed });
    } catch (error) {
      if (!(error instanceof ApiError) || error.field?.path !== 'language') throw error;
      return settingsPage(request, reply, {
        languageErrors: { language: pages.messages(request).t('problem.language') },
        status: error.status,
      });
    }
    const language = namedLocale(typed, false);
    followAccountLanguage(request, reply, language, ctx.config.publicUrl);
    return settingsPage(request, reply, { notice: pages.messages(request).t('settings.language.saved'), language });
  });

  app.post<{ Body: FormBody }>('/settings/password', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    try {
      await changePassword(ctx, visitor.userId, {
        current: formText(request.body, 'current_password'),
        next: formText(request.body, 'password'),
      });
      return settingsPage(request, reply, { notice: pages.messages(request).t('settings.notice.passwordChanged') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return settingsPage(request, reply, { passwordError: error });
    }
  });

  app.post<{ Body: FormBody }>('/settings/tokens', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const expires = Number(formText(request.body, 'expires'));
    const token = await createApiToken(ctx, visitor.userId, {
      name: formText(request.body, 'token_name').slice(0, 100) || null,
      read_only: formText(request.body, 'read_only') === 'on',
      expires_in: Number.isInteger(expires) && expires > 0 ? Math.min(expires, 31_536_000) : null,
    });
    return settingsPage(request, reply, {
      newToken: token.token,
      notice: pages.messages(request).t('settings.notice.tokenCreated'),
    });
  });

  app.post<{ Params: { id: string } }>('/settings/tokens/:id/revoke', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await revokeToken(ctx, visitor.userId, request.params.id);
    return settingsPage(request, reply, { notice: pages.messages(request).t('settings.notice.tokenRevoked') });
  });

  app.post<{ Params: { id: string } }>('/settings/sessions/:id/end', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    try {
      await endSession(ctx, visitor.userId, request.params.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return settingsPage(request, reply, {
        message: pages.messages(request).t('settings.problem.sessionGone'),
        status: 404,
      });
    }
    return settingsPage(request, reply, { notice: pages.messages(request).t('settings.notice.sessionEnded') });
  });

  app.post('/settings/sessions/end-all', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await endAllSessions(ctx, visitor.userId);
    clearSession(request, reply, publicUrl);
    return reply.redirect('/login?ended=all', 303);
  });

  app.post('/settings/invites', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    try {
      const invite = await createInvite(ctx, visitor.userId);
      return settingsPage(request, reply, {
        newInvite: invite.code,
        notice: pages.messages(request).t('settings.notice.inviteCreated'),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = inviteSentence(pages.messages(request), error, ctx.config.inviteLimit);
      return settingsPage(request, reply, { message, status: error.status });
    }
  });

  app.post<{ Body: FormBody }>('/settings/delete', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const username = await usernameOf(ctx, visitor.userId);
    if (username === null || formText(request.body, 'confirm').toLowerCase() !== username.toLowerCase()) {
      return settingsPage(request, reply, {
        deleteErrors: { confirm: pages.messages(request).t('settings.problem.deleteConfirm') },
        status: 400,
      });
    }
    await deleteAccount(ctx, visitor.userId);
    clearSession(request, reply, publicUrl);
    return reply.redirect('/?deleted=1', 303);
  });

  // A signed-in visitor's own page, from anywhere: /me.
  app.get('/me', { config: { rateLimit: 'web_pages' } }, async (request, reply) => {
    const visitor = requireVisitor(request);
    const name = await usernameOf(ctx, visitor.userId);
    return reply.redirect(name ? userPath(name) : '/', 303);
  });
}
