/**
 * Audiences in the browser (docs/AUDIENCES.md): the settings page where a person makes, renames and
 * deletes audiences and their share links and chooses where entries marked friends only go, and the
 * preview of their page as the public and each audience see it. The same services as the API's.
 */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import { ApiError } from '../../core/errors.js';
import { dayOf } from '../../i18n/days.js';
import { requestOrigin } from '../../http/request-origin.js';
import { SHARED_VIEW_HEADERS } from '../../http/shared-view-headers.js';
import {
  type AudienceView,
  createAudience,
  createShareLink,
  deleteAudience,
  listAudiences,
  renameAudience,
  revokeShareLink,
  rotateShareLink,
  setShareLinkExpiry,
} from '../../modules/audiences/audience-service.js';
import { getMe, updateMe, usernameOf } from '../../modules/users/user-service.js';
import { parseDocument } from '../../profiles/documents/stored-document.js';
import { audienceNameSentence, endOfDay, expirySentence } from '../support/audience-sentences.js';
import { errorSentence } from '../support/error-sentences.js';
import { type FormBody, formText, requireVisitor } from '../support/form-requests.js';
import type { PageSender } from '../support/page-sender.js';
import { ProfileViews, userPath } from '../support/profile-views.js';
import { PreviewBanner } from '../views/audience-preview.js';
import { AudiencesPage, type AudiencesPageProps, type ShareLinkRow } from '../views/audiences-page.js';
import type { FieldErrors } from '../views/form-controls.js';
import { pageOf } from '../views/paging.js';
import { UserPage } from '../views/profile-view.js';

export interface AudiencePagesOptions {
  ctx: AppContext;
  pages: PageSender;
}

/** What the page shows besides the audiences: the outcome of the form just sent. */
interface PageState {
  notice?: string;
  message?: string;
  errors?: FieldErrors;
  typed?: Record<string, string>;
  newLink?: AudiencesPageProps['newLink'];
  status?: number;
}

const DAY_INPUT = (iso: string) => iso.slice(0, 10);

export async function audiencePages(app: FastifyInstance, { ctx, pages }: AudiencePagesOptions) {
  const forms = { config: { rateLimit: 'web_forms' as const }, preHandler: app.csrfProtection };
  const views = new ProfileViews(ctx);
  const baseUrl = (request: FastifyRequest) => ctx.config.publicUrl ?? requestOrigin(request);

  function linkRow(link: AudienceView['links'][number], day: (at: string) => string): ShareLinkRow {
    return {
      id: link.id,
      made: day(link.created_at),
      ends: link.expires_at === null ? null : day(link.expires_at),
      endsValue: link.expires_at === null ? '' : DAY_INPUT(link.expires_at),
      state: link.open ? 'open' : link.revoked_at !== null ? 'revoked' : 'expired',
      stoppedOn: link.revoked_at === null ? null : day(link.revoked_at),
    };
  }

  async function page(request: FastifyRequest, reply: FastifyReply, state: PageState = {}) {
    const visitor = requireVisitor(request);
    const messages = pages.messages(request);
    const day = (at: string) => dayOf(messages.locale, at);
    const audiences = await listAudiences(ctx, visitor.userId);
    const me = parseDocument((await getMe(ctx, visitor.userId)).me);
    return pages.send(
      request,
      reply,
      { title: messages.t('audiences.title') },
      <AudiencesPage
        csrf={reply.generateCsrf()}
        audiences={audiences.map((audience) => ({
          id: audience.id,
          name: audience.name,
          // Open links first, newest first; stopped ones after, as they were.
          links: audience.links
            .map((link) => linkRow(link, day))
            .sort((a, b) => Number(b.state === 'open') - Number(a.state === 'open')),
        }))}
        friendsAudience={me.friends_audience ?? null}
        notice={state.notice ?? null}
        message={state.message ?? null}
        errors={state.errors ?? {}}
        typed={state.typed ?? {}}
        newLink={state.newLink ?? null}
      />,
      { status: state.status ?? 200 },
    );
  }

  /** An audience's name by ID, for a notice (the page then shows it as it is now). */
  async function nameOf(userId: string, id: string): Promise<string> {
    return (await listAudiences(ctx, userId)).find((audience) => audience.id === id)?.name ?? '';
  }

  app.get('/settings/audiences', { config: { rateLimit: 'web_pages' } }, async (request, reply) =>
    page(request, reply),
  );

  app.post<{ Body: FormBody }>('/settings/audiences', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const typed = formText(request.body, 'name');
    const { t } = pages.messages(request);
    try {
      const made = await createAudience(ctx, visitor.userId, typed);
      return page(request, reply, { notice: t('audiences.notice.created', { name: made.name }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const sentence = audienceNameSentence(pages.messages(request), error, typed);
      return page(request, reply, { errors: { name: sentence }, typed: { name: typed }, status: error.status });
    }
  });

  app.post<{ Params: { id: string }; Body: FormBody }>(
    '/settings/audiences/:id/rename',
    forms,
    async (request, reply) => {
      const visitor = requireVisitor(request);
      const id = request.params.id;
      const typed = formText(request.body, 'name');
      const key = `rename-${id}`;
      try {
        const renamed = await renameAudience(ctx, visitor.userId, id, typed);
        return page(request, reply, {
          notice: pages.messages(request).t('audiences.notice.renamed', { name: renamed.name }),
        });
      } catch (error) {
        // An audience that is not the visitor's is a 404 page, as in the API.
        if (!(error instanceof ApiError) || error.status === 404) throw error;
        const sentence = audienceNameSentence(pages.messages(request), error, typed);
        return page(request, reply, { errors: { [key]: sentence }, typed: { [key]: typed }, status: error.status });
      }
    },
  );

  app.post<{ Params: { id: string } }>('/settings/audiences/:id/delete', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const name = await nameOf(visitor.userId, request.params.id);
    await deleteAudience(ctx, visitor.userId, request.params.id);
    return page(request, reply, { notice: pages.messages(request).t('audiences.notice.deleted', { name }) });
  });

  app.post<{ Params: { id: string }; Body: FormBody }>(
    '/settings/audiences/:id/links',
    forms,
    async (request, reply) => {
      const visitor = requireVisitor(request);
      const id = request.params.id;
      const typed = formText(request.body, 'expires_on');
      const key = `expiry-${id}`;
      try {
        const link = await createShareLink(ctx, visitor.userId, id, endOfDay(typed), baseUrl(request));
        return page(request, reply, {
          notice: pages.messages(request).t('audiences.notice.linkMade', { name: await nameOf(visitor.userId, id) }),
          newLink: { audienceId: id, url: link.url },
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 404) throw error;
        const sentence = error.field ? expirySentence(pages.messages(request), error) : null;
        if (sentence === null) {
          return page(request, reply, {
            message: errorSentence(pages.messages(request), error),
            typed: { [key]: typed },
            status: error.status,
          });
        }
        return page(request, reply, { errors: { [key]: sentence }, typed: { [key]: typed }, status: error.status });
      }
    },
  );

  app.post<{ Params: { id: string } }>('/settings/audiences/links/:id/rotate', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    try {
      const link = await rotateShareLink(ctx, visitor.userId, request.params.id, baseUrl(request));
      return page(request, reply, {
        notice: pages.messages(request).t('audiences.notice.linkRotated'),
        newLink: { audienceId: link.audience_id, url: link.url },
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 404) throw error;
      return page(request, reply, { message: expirySentence(pages.messages(request), error), status: error.status });
    }
  });

  app.post<{ Params: { id: string } }>('/settings/audiences/links/:id/revoke', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    await revokeShareLink(ctx, visitor.userId, request.params.id);
    return page(request, reply, { notice: pages.messages(request).t('audiences.notice.linkRevoked') });
  });

  app.post<{ Params: { id: string }; Body: FormBody }>(
    '/settings/audiences/links/:id/expiry',
    forms,
    async (request, reply) => {
      const visitor = requireVisitor(request);
      const clear = formText(request.body, 'action') === 'clear';
      const typed = formText(request.body, 'expires_on');
      const key = `link-expiry-${request.params.id}`;
      const { t } = pages.messages(request);
      try {
        const expiry = clear ? null : endOfDay(typed);
        await setShareLinkExpiry(ctx, visitor.userId, request.params.id, expiry);
        return page(request, reply, {
          notice: expiry === null ? t('audiences.notice.expiryCleared') : t('audiences.notice.expirySet'),
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 404) throw error;
        const sentence = expirySentence(pages.messages(request), error);
        return page(request, reply, { errors: { [key]: sentence }, typed: { [key]: typed }, status: error.status });
      }
    },
  );

  app.post<{ Body: FormBody }>('/settings/audiences/friends', forms, async (request, reply) => {
    const visitor = requireVisitor(request);
    const chosen = formText(request.body, 'friends_audience');
    try {
      await updateMe(ctx, visitor.userId, { friends_audience: chosen === '' ? null : chosen });
    } catch (error) {
      // An audience that is not the visitor's (or no longer exists) is refused as the API refuses it.
      if (!(error instanceof ApiError)) throw error;
      const sentence = errorSentence(pages.messages(request), error);
      return page(request, reply, {
        errors: { friends_audience: sentence },
        typed: { friends_audience: chosen },
        status: error.status,
      });
    }
    return page(request, reply, { notice: pages.messages(request).t('audiences.notice.friendsSaved') });
  });

  app.get<{ Querystring: { as?: string } }>(
    '/settings/audiences/preview',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      const visitor = requireVisitor(request);
      const as = typeof request.query.as === 'string' && request.query.as !== '' ? request.query.as : 'public';
      const audiences = (await listAudiences(ctx, visitor.userId)).map(({ id, name }) => ({ id, name }));
      let shown;
      let name: string | null = null;
      if (as === 'public') {
        const username = (await usernameOf(ctx, visitor.userId)) ?? '';
        shown = await views.user(username, null);
      } else {
        const previewed = await views.previewedUser(visitor.userId, as);
        shown = previewed;
        name = previewed.audienceName;
      }
      const { view, custom } = shown;
      // The owner's own tools and short link stay out: this is the page as others see it.
      view.shortUrl = null;
      // A view of what is hidden from the public: kept by no cache, listed by no search engine.
      reply.headers(SHARED_VIEW_HEADERS);
      const messages = pages.messages(request);
      return pages.send(
        request,
        reply,
        { title: messages.t('audiences.preview.title'), secretAddress: true },
        <PreviewBanner current={as} currentName={name} audiences={audiences}>
          <UserPage
            user={view}
            url={userPath(view.name)}
            // The member list is the public's in every view: its pages and search are the public page's.
            members={
              view.members === null ? null : pageOf(view.members, (member) => [member.name, member.display_name], 1, '')
            }
            custom={custom}
          />
        </PreviewBanner>,
      );
    },
  );
}
