/**
 * "Pronouns elsewhere" in the browser (docs/SYNC.md): the page where a person sees how keeping their
 * pronouns up to date on other services goes, chooses what is written, asks for another attempt, and
 * stops. Connecting goes through the log-in flow's routes (provider-login-routes.tsx).
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError } from '../../core/errors.js';
import { dayOf } from '../../i18n/days.js';
import { LANGUAGE_NAMES, SHIPPED_LOCALES } from '../../i18n/locales.js';
import { requestOrigin } from '../../http/request-origin.js';
import { loginMethodsOf } from '../../modules/login/provider-login-service.js';
import {
  connectBluesky,
  disconnectSync,
  retrySync,
  setSyncChoicesOf,
  syncAvailable,
  type SyncState,
  syncStates,
} from '../../modules/sync/sync-service.js';
import { isShippedLocale, NAMES_LABELS, PRONOUNS_LABELS } from '../../modules/sync/sync-texts.js';
import type { MessageId } from '../../i18n/translator.js';
import { errorSentence } from '../support/error-sentences.js';
import { type FormBody, formText, requireVisitor } from '../support/form-requests.js';
import type { PageSender } from '../support/page-sender.js';
import { SyncPage, type SyncRow } from '../views/sync-page.js';
import type { FieldErrors } from '../views/form-controls.js';

export interface SyncPagesOptions {
  ctx: AppContext;
  pages: PageSender;
}

export async function syncPages(app: FastifyInstance, { ctx, pages }: SyncPagesOptions) {
  const forms = { config: { rateLimit: 'web_forms' as const }, preHandler: app.csrfProtection };

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    state: {
      notice?: string;
      message?: string;
      status?: number;
      bluesky?: { typed: { handle: string; server: string }; errors: FieldErrors };
    } = {},
  ) {
    const visitor = requireVisitor(request);
    const messages = pages.messages(request);
    const methods = await loginMethodsOf(ctx, visitor.userId, requestOrigin(request));
    const linked = methods.links.find((link) => link.kind === 'fediverse')?.linked ?? null;
    const states = await syncStates(ctx, visitor.userId);
    const mastodon = states.find((sync) => sync.service === 'mastodon');
    const bluesky = states.find((sync) => sync.service === 'bluesky');
    const rowOf = (sync: SyncState, account: string): SyncRow => ({
      account,
      server: new URL(sync.server).host,
      names: sync.names,
      language: sync.language,
      status: sync.status,
      problem: sync.problem,
      syncedOn: sync.syncedAt === null ? null : dayOf(messages.locale, sync.syncedAt),
    });
    reply.header('cache-control', 'private, no-store');
    return pages.send(
      request,
      reply,
      { title: messages.t('sync.title') },
      <SyncPage
        csrf={reply.generateCsrf()}
        notice={state.notice ?? null}
        message={state.message ?? null}
        available={syncAvailable(ctx)}
        mastodon={{
          linked,
          sync: mastodon === undefined ? null : rowOf(mastodon, linked ?? mastodon.account),
        }}
        bluesky={{
          sync: bluesky === undefined ? null : rowOf(bluesky, bluesky.account),
          typed: state.bluesky?.typed ?? { handle: '', server: '' },
          errors: state.bluesky?.errors ?? {},
        }}
        languages={SHIPPED_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
        labels={{ pronouns: PRONOUNS_LABELS, names: NAMES_LABELS }}
        locale={messages.locale}
      />,
      { status: state.status ?? 200 },
    );
  }

  /** The account a service's sync writes to, as its owner knows it, for the notices. */
  async function accountOf(request: FastifyRequest, service: string): Promise<string> {
    const userId = requireVisitor(request).userId;
    if (service === 'bluesky') {
      return (await syncStates(ctx, userId)).find((sync) => sync.service === 'bluesky')?.account ?? '';
    }
    const methods = await loginMethodsOf(ctx, userId, requestOrigin(request));
    return methods.links.find((link) => link.kind === 'fediverse')?.linked ?? '';
  }

  app.get<{ Querystring: { connected?: string } }>(
    '/settings/sync',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      const connected = request.query.connected === 'mastodon';
      return page(
        request,
        reply,
        connected
          ? {
              notice: pages
                .messages(request)
                .t('sync.notice.connected', { account: await accountOf(request, 'mastodon') }),
            }
          : {},
      );
    },
  );

  /** Runs a form's action; a refusal is said on the page. */
  async function act(request: FastifyRequest, reply: FastifyReply, work: () => Promise<string>) {
    try {
      const notice = await work();
      return page(request, reply, { notice });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return page(request, reply, { message: errorSentence(pages.messages(request), error), status: error.status });
    }
  }

  app.post<{ Params: { service: string }; Body: FormBody }>(
    '/settings/sync/:service/choices',
    forms,
    async (request, reply) =>
      act(request, reply, async () => {
        await setSyncChoicesOf(ctx, requireVisitor(request).userId, request.params.service, {
          names: formText(request.body, 'names') === 'on',
          language: formText(request.body, 'language'),
        });
        return pages.messages(request).t('sync.notice.saved');
      }),
  );

  /** Why a Bluesky account could not be connected, beside the field it concerns, in the page's language. */
  const BLUESKY_PROBLEMS: Record<string, MessageId> = {
    'handle:not a handle': 'sync.bluesky.problem.handle',
    'app_password:not an app password': 'sync.bluesky.problem.appPassword',
    'app_password:refused': 'sync.bluesky.problem.refused',
    'server:unreachable': 'sync.bluesky.problem.unreachable',
  };

  app.post<{ Body: FormBody }>('/settings/sync/bluesky/connect', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const messages = pages.messages(request);
    const typed = { handle: formText(request.body, 'handle'), server: formText(request.body, 'server') };
    try {
      const locale = messages.locale;
      const { handle } = await connectBluesky(ctx, visitor.userId, {
        handle: typed.handle,
        appPassword: formText(request.body, 'app_password'),
        server: typed.server,
        language: isShippedLocale(locale) ? locale : 'en',
      });
      return page(request, reply, { notice: messages.t('sync.notice.connectedBluesky', { account: `@${handle}` }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = error.field;
      if (field === undefined) {
        return page(request, reply, {
          message: errorSentence(messages, error),
          status: error.status,
          bluesky: { typed, errors: {} },
        });
      }
      const id = BLUESKY_PROBLEMS[`${field.path}:${field.rule}`] ?? 'sync.bluesky.problem.server';
      return page(request, reply, {
        status: error.status,
        bluesky: { typed, errors: { [field.path]: messages.t(id) } },
      });
    }
  });

  app.post<{ Params: { service: string } }>('/settings/sync/:service/retry', forms, async (request, reply) =>
    act(request, reply, async () => {
      await retrySync(ctx, requireVisitor(request).userId, request.params.service);
      return pages.messages(request).t('sync.notice.saved');
    }),
  );

  app.post<{ Params: { service: string } }>('/settings/sync/:service/stop', forms, async (request, reply) =>
    act(request, reply, async () => {
      const account = await accountOf(request, request.params.service);
      await disconnectSync(ctx, requireVisitor(request).userId, request.params.service);
      return pages.messages(request).t('sync.notice.stopped', { account });
    }),
  );
}
