/**
 * The pages of mailed links, where the server sends mail: "forgot password" (/forgot), a new password
 * from a link (/reset-password), an address confirmed (/verify-email). A link opens a page whose
 * button does the work: mail scanners that open links change nothing. A server that sends no mail
 * still answers /forgot (200): a page that says so and what to do instead (docs/WEB.md).
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError } from '../../core/errors.js';
import type { Translator } from '../../i18n/translator.js';
import { requestPasswordReset, verifyEmail } from '../../modules/accounts/email-service.js';
import { peekTicket, resetPasswordThenLogin } from '../../modules/login/two-factor-login.js';
import { sendSecondFactorPage } from '../support/second-factor-page.js';
import type { PageSender } from '../support/page-sender.js';
import { startSession } from '../support/session.js';
import { fieldErrors, type FormBody, formText } from '../support/form-requests.js';
import { errorSentence } from '../support/error-sentences.js';
import { ForgotPage, ForgotWithoutMailPage, ResetPasswordPage, VerifyEmailPage } from '../views/email-pages.js';
import { requestOrigin } from '../../http/request-origin.js';
import { usableProviders } from '../../modules/login/provider-login-service.js';

export interface EmailPagesOptions {
  ctx: AppContext;
  pages: PageSender;
}

export async function emailPages(app: FastifyInstance, { ctx, pages }: EmailPagesOptions) {
  const view = { config: { rateLimit: 'web_pages' as const } };
  if (!ctx.config.mail) {
    // The log-in page's "Forgot your password?" leads here too: what can be done without a mailed link.
    app.get('/forgot', view, async (request, reply) =>
      pages.send(
        request,
        reply,
        { title: pages.messages(request).t('forgot.noMail.title'), url: pages.address(request, '/forgot') },
        <ForgotWithoutMailPage
          host={new URL(pages.address(request, '/')).host}
          linkedAccounts={usableProviders(ctx, requestOrigin(request)).length > 0}
        />,
      ),
    );
    return;
  }
  const auth = {
    config: { rateLimit: 'auth' as const, rateLimitKey: 'address' as const },
    preHandler: app.csrfProtection,
  };

  const forgot = (request: FastifyRequest, reply: FastifyReply, login: string, notice: string | null, status = 200) =>
    pages.send(
      request,
      reply,
      { title: pages.messages(request).t('forgot.title'), url: pages.address(request, '/forgot') },
      <ForgotPage csrf={reply.generateCsrf()} login={login} notice={notice} errors={{}} />,
      { status },
    );

  app.get('/forgot', view, async (request, reply) => forgot(request, reply, '', null));

  app.post<{ Body: FormBody }>('/forgot', auth, async (request, reply) => {
    const login = formText(request.body, 'login').slice(0, 300);
    if (login.trim() !== '') await requestPasswordReset(ctx, login, pages.messages(request).locale);
    return forgot(request, reply, login, pages.messages(request).t('forgot.requested'));
  });

  const resetPage = (request: FastifyRequest, reply: FastifyReply, token: string, error: ApiError | null) =>
    pages.send(
      request,
      reply,
      { title: pages.messages(request).t('reset.title') },
      <ResetPasswordPage
        csrf={reply.generateCsrf()}
        token={token}
        errors={error?.field?.path === 'password' ? fieldErrors(pages.messages(request), error) : {}}
        message={error && error.field?.path !== 'password' ? linkSentence(pages.messages(request), error) : null}
      />,
      { status: error?.status ?? 200 },
    );

  // A page opened by a mailed link holds its secret in the address: no link on it may pass that on.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/reset-password') || request.url.startsWith('/verify-email')) {
      reply.header('referrer-policy', 'no-referrer');
    }
  });

  app.get<{ Querystring: { token?: string } }>('/reset-password', view, async (request, reply) =>
    resetPage(request, reply, String(request.query.token ?? '').slice(0, 200), null),
  );

  app.post<{ Body: FormBody }>('/reset-password', auth, async (request, reply) => {
    const token = formText(request.body, 'token').slice(0, 200);
    try {
      const session = await resetPasswordThenLogin(ctx, { token, password: formText(request.body, 'password') });
      await startSession(ctx, request, reply, session.token);
      return reply.redirect('/settings?recovered=link', 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.named?.reason === 'secondFactorRequired') {
        const [ticket, methods] = error.named.args;
        const username = (await peekTicket(ctx, ticket))?.username ?? '';
        return sendSecondFactorPage(pages, request, reply, { ticket, username, methods });
      }
      return resetPage(request, reply, token, error);
    }
  });

  const verifyPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    state: { token: string; done: string | null; message: string | null },
    status = 200,
  ) =>
    pages.send(
      request,
      reply,
      { title: pages.messages(request).t('verify.title') },
      <VerifyEmailPage csrf={reply.generateCsrf()} {...state} />,
      { status },
    );

  app.get<{ Querystring: { token?: string } }>('/verify-email', view, async (request, reply) =>
    verifyPage(request, reply, { token: String(request.query.token ?? '').slice(0, 200), done: null, message: null }),
  );

  app.post<{ Body: FormBody }>('/verify-email', auth, async (request, reply) => {
    const token = formText(request.body, 'token').slice(0, 200);
    try {
      const verified = await verifyEmail(ctx, token);
      return verifyPage(request, reply, { token: '', done: verified.email, message: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = linkSentence(pages.messages(request), error);
      return verifyPage(request, reply, { token, done: null, message }, error.status);
    }
  });
}

/** Why a mailed link did nothing, in the page's language. */
function linkSentence(messages: Translator, error: ApiError): string {
  if (error.field?.path === 'token') return messages.t('reset.linkRefused');
  if (error.field?.path === 'email') return messages.t('verify.inUse');
  return errorSentence(messages, error);
}
