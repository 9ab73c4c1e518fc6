/**
 * The web pages' scope: server-rendered HTML, cookie sessions with CSRF protection on every form,
 * a strict Content-Security-Policy (no inline script or style, nothing loaded from elsewhere), HTML
 * error pages. Encapsulated: its cookie, form and multipart parsing never reach the API, whose
 * requests a cookie never authenticates.
 */
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseQuery } from 'node:querystring';
import type { AppContext } from '../context/app-context.js';
import { BODY_LIMIT_BYTES } from '../core/config.js';
import { ApiError, errors, invalidField } from '../core/errors.js';
import { type LoginThrottle, type RateLimiter, rateLimitHook } from '../http/rate-limit.js';
import { MediaUnavailable } from '../lib/media-store.js';
import { QueueFull } from '../lib/work-queue.js';
import { CardNotDrawn } from '../lib/card-renderer.js';
import type { PreparedAnswers } from '../http/prepared-answers.js';
import type { MetaService } from '../modules/meta/meta-service.js';
import { Assets } from './support/assets.js';
import { codeSentence, errorSentence } from './support/error-sentences.js';
import { holdsNul, SignInRequired } from './support/form-requests.js';
import { fileReader } from './support/uploads.js';
import { languageRoute } from './support/language.js';
import { themeRoute } from './support/theme.js';
import { UPLOAD_LIMIT_BYTES } from './views/editor.js';
import { PageSender } from './support/page-sender.js';
import { accountPages } from './routes/account-routes.js';
import { providerLoginPages } from './routes/provider-login-routes.js';
import { editPages } from './routes/edit-routes.js';
import { dataPages } from './routes/data-routes.js';
import { audiencePages } from './routes/audience-routes.js';
import { groupPages } from './routes/group-routes.js';
import { syncPages } from './routes/sync-routes.js';
import { twoFactorPages } from './routes/two-factor-routes.js';
import { emailPages } from './routes/email-routes.js';
import { moderationPages } from './routes/moderation-routes.js';
import { publicPages } from './routes/public-routes.js';
import { sharePages } from './routes/share-routes.js';
import type { ActorAnswers } from '../fediverse/actor-answers.js';
import type { RemoteReads } from '../api/remote-reads.js';
import { wantsActivityJson } from '../fediverse/activity-negotiation.js';
import { apiErrorHandler } from '../http/api-errors.js';
import { identifyVisitor } from './support/session.js';
import { ErrorPage } from './views/simple-pages.js';

/** Above the largest editor form (about 6,000 inputs at every limit). */
const MAX_FORM_KEYS = 20_000;
/** The largest form value: an avatar carried back to the form as a WebP, in base64. */
const MAX_FIELD_BYTES = 1024 * 1024;
/**
 * The largest multipart form, by its Content-Length (browsers always send one): room for a file well
 * over the upload limit, so that one is answered inside the form, while the memory a form takes stays bounded.
 */
const MAX_MULTIPART_BYTES = 16 * 1024 * 1024;

export interface WebScopeOptions {
  ctx: AppContext;
  limiter: RateLimiter | null;
  loginThrottle: LoginThrottle | null;
  meta: MetaService;
  pages: PageSender;
  /** Profile pages answer ActivityPub clients with the actor. */
  actors: ActorAnswers;
  /** Shared with the API: one account reads one at a time, whichever way it asks. */
  remoteReads: RemoteReads;
}

/** When a busy server (a full queue, a card not drawn) asks to be tried again. */
const BUSY_RETRY_SECONDS = 30;

/** The policy of every page: our own files only; images also from the media base (a CDN, maybe). */
export function contentSecurityPolicy(mediaBaseUrl: string | null): string {
  const mediaOrigin = mediaBaseUrl ? ` ${new URL(mediaBaseUrl).origin}` : '';
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob:${mediaOrigin}`,
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function createPageSender(ctx: AppContext, answers: PreparedAnswers | null) {
  return new PageSender(ctx, new Assets(), answers);
}

/** A read of a profile page's address (`/@name`) by a client that asks for the ActivityPub actor. */
function asksForActor(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.routeOptions.url === '/@:username' &&
    wantsActivityJson(request.headers.accept)
  );
}

/** A page for an error: its sentence, the status of its code. */
export async function sendErrorPage(
  pages: PageSender,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) {
  reply.header('content-security-policy', contentSecurityPolicy(null));
  const { t } = pages.messages(request);
  return pages.send(
    request,
    reply,
    { title: status === 404 ? t('error.notFound') : t('error.status', { status }) },
    <ErrorPage status={status} message={message} />,
    { status },
  );
}

export async function webScope(
  web: FastifyInstance,
  { ctx, limiter, loginThrottle, meta, pages, actors, remoteReads }: WebScopeOptions,
) {
  const policy = contentSecurityPolicy(ctx.config.mediaBaseUrl);
  web.decorateRequest('visitor', null);
  await web.register(cookie);
  // A full editor form has thousands of inputs (25 fields × 100 entries × value and preference):
  // querystring's default of 1000 keys would drop the rest silently.
  await web.register(formbody, {
    bodyLimit: BODY_LIMIT_BYTES,
    parser: (body) => parseQuery(body, '&', '=', { maxKeys: MAX_FORM_KEYS }),
  });
  // The editor is one multipart form (its avatar travels with Save): as many fields as a form may have,
  // each at most a carried avatar, and at most one file, which past its limit is marked, not refused.
  await web.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: fileReader(UPLOAD_LIMIT_BYTES),
    throwFileSizeLimit: false,
    limits: {
      fileSize: UPLOAD_LIMIT_BYTES,
      files: 1,
      fields: MAX_FORM_KEYS,
      parts: MAX_FORM_KEYS + 1,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  web.addHook('onRequest', async (request) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    const length = Number(request.headers['content-length'] ?? NaN);
    if (!Number.isSafeInteger(length) || length > MAX_MULTIPART_BYTES) {
      throw errors.formTooLarge(MAX_MULTIPART_BYTES / (1024 * 1024));
    }
  });
  await web.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'nametag_csrf',
    cookieOpts: {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: ctx.config.publicUrl?.startsWith('https:') ?? false,
    },
  });
  web.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
  web.addHook('onRequest', identifyVisitor(ctx));
  // No field takes a NUL character (PostgreSQL text cannot hold one): refused before any route runs.
  web.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw invalidField('form', 'text may not contain NUL characters');
  });
  web.addHook(
    'onRequest',
    rateLimitHook(limiter, (request) => request.visitor?.userId ?? null),
  );
  // A suspended account may read its pages, not change anything (as in the API): every form but the
  // ones a route allows (log out, acknowledge a warning) is refused before it is read.
  web.addHook('preHandler', async (request) => {
    if (request.visitor?.suspended && request.method === 'POST' && !request.routeOptions.config.allowSuspended) {
      throw errors.suspended();
    }
  });

  web.setErrorHandler(async (thrown: Error, request, reply) => {
    // An ActivityPub client on a profile page's address (refused by a hook before the route, or an
    // unexpected error) gets the API's JSON error, as the actor's own errors are: never an HTML page.
    if (asksForActor(request)) {
      reply.header('vary', 'Accept');
      return apiErrorHandler(thrown, request, reply);
    }
    if (thrown instanceof SignInRequired) {
      return reply.redirect(`/login`, 303);
    }
    if (thrown instanceof ApiError) {
      if (thrown.ratelimitReset !== undefined)
        reply.header('retry-after', Math.max(1, thrown.ratelimitReset - Math.floor(Date.now() / 1000)));
      return sendErrorPage(pages, request, reply, thrown.status, errorSentence(pages.messages(request), thrown));
    }
    if (thrown instanceof QueueFull) {
      reply.header('retry-after', BUSY_RETRY_SECONDS);
      return sendErrorPage(pages, request, reply, 503, pages.messages(request).t('error.busy'));
    }
    if (thrown instanceof CardNotDrawn) {
      // Not the server broken: this card, for now (docs/SHARING.md). Logged for whoever looks.
      request.log.warn({ err: thrown.cause }, 'share card not drawn');
      reply.header('retry-after', BUSY_RETRY_SECONDS);
      return sendErrorPage(pages, request, reply, 503, pages.messages(request).t('error.busy'));
    }
    if (thrown instanceof MediaUnavailable) {
      return sendErrorPage(
        pages,
        request,
        reply,
        503,
        errorSentence(pages.messages(request), errors.mediaUnavailable()),
      );
    }
    if (request.server.storageClosed) {
      request.log.info({ err: thrown }, 'request ended by the shutdown before it changed anything');
      return sendErrorPage(pages, request, reply, 503, errorSentence(pages.messages(request), errors.shuttingDown()));
    }
    const error = thrown as FastifyError;
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET') {
      return sendErrorPage(pages, request, reply, 403, pages.messages(request).t('error.csrf'));
    }
    if (status >= 400 && status < 500) {
      return sendErrorPage(pages, request, reply, status, codeSentence(pages.messages(request), status));
    }
    // The multipart parser (busboy) reports a broken upload body as a plain error without a status.
    if (error.statusCode === undefined && request.isMultipart() && /multipart|boundary|part/i.test(error.message)) {
      return sendErrorPage(pages, request, reply, 400, pages.messages(request).t('error.uploadUnreadable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendErrorPage(pages, request, reply, 500, pages.messages(request).t('error.internal', { id: request.id }));
  });

  pages.assets.routes(web);
  themeRoute(web, ctx.config.publicUrl);
  languageRoute(web, ctx.config.publicUrl, ctx.config.pseudoLocales);
  await web.register(publicPages, { ctx, pages, meta, actors });
  await web.register(sharePages, { ctx });
  await web.register(accountPages, { ctx, pages, loginThrottle });
  await web.register(providerLoginPages, { ctx, pages });
  await web.register(editPages, { ctx, pages });
  await web.register(dataPages, { ctx, pages, remoteReads });
  await web.register(audiencePages, { ctx, pages });
  await web.register(groupPages, { ctx, pages });
  await web.register(syncPages, { ctx, pages });
  await web.register(twoFactorPages, { ctx, pages, loginThrottle });
  await web.register(emailPages, { ctx, pages });
  await web.register(moderationPages, { ctx, pages });
}
