/** Pages anyone can see: home, profiles, pronoun examples, short links. */
import type {} from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context.js';
import type { MetaService } from '../../modules/meta/meta-service.js';
import { SHARED_VIEW_HEADERS } from '../../http/shared-view-headers.js';
import { resolveShortId } from '../../modules/users/user-service.js';
import {
  lookUpPronouns,
  namedPronounLanguage,
  type PronounLookup,
  setPath,
} from '../../profiles/rules/pronouns/index.js';
import { type PageSender, PROFILE_PAGE_VARY } from '../support/page-sender.js';
import { memberPath, ProfileViews, userPath } from '../support/profile-views.js';
import { cardImage } from '../support/share-card-content.js';
import { sharePanelOf } from '../support/share-panel-content.js';
import { oembedDiscoveryUrl } from '../support/oembed-answer.js';
import { entriesForEveryone, MemberPage, UserPage } from '../views/profile-view.js';
import { HomePage } from '../views/simple-pages.js';
import { GroupPage } from '../views/group-page.js';
import { PronounsPage, pronounsTitle } from '../views/pronouns-page.js';
import { ApiReferencePage, type OpenApiDocument } from '../views/api-reference.js';
import { pageNumber, pageOf, searchText } from '../views/paging.js';
import type { CustomPreferencesView, ProfileActions, ProfileView, SharePanelView } from '../views/view-types.js';
import { requestOrigin } from '../../http/request-origin.js';
import type { Translator } from '../../i18n/translator.js';
import type { ActorAnswers } from '../../fediverse/actor-answers.js';
import { wantsActivityJson } from '../../fediverse/activity-negotiation.js';
import { actorPath, fediverseAccount } from '../../modules/fediverse/fediverse-service.js';

export interface PublicPagesOptions {
  ctx: AppContext;
  pages: PageSender;
  meta: MetaService;
  actors: ActorAnswers;
}

/** "she/her, they/them · Alex, Al": the pronouns and names anyone may use, for link previews. */
function summary(profile: ProfileView, custom: CustomPreferencesView): string {
  const shown = <T extends { status: string }>(entries: T[]) => entriesForEveryone(entries, custom).slice(0, 3);
  const pronouns = shown(profile.pronouns).map((entry) => entry.display_text ?? entry.pronouns);
  const names = shown(profile.names).map((entry) => entry.value);
  return [pronouns.join(', '), names.join(', ')].filter(Boolean).join(' · ');
}

/**
 * The one address of what a pronoun page shows, whatever address and reader it was asked with: a
 * known set's own address, as its own language's reader is given it (naming its language only where
 * another language's table knows the same path); else the forms as typed.
 */
function pronounsCanonicalPath(lookup: PronounLookup): string {
  if (lookup.kind === 'complete') return setPath(lookup.set, lookup.set.language);
  return `/pronouns/${lookup.forms.map((form) => encodeURIComponent(form)).join('/')}`;
}

/**
 * What a signed-in visitor sees beside a profile: a Report link (not on their own), a notice when the
 * profile is suspended (then only they and admins see it), and on their own page its tools and what it
 * offers to share (made only there). Signed-out pages have none of these, so they stay the same for
 * everyone and can be kept.
 */
function profileActions(
  request: FastifyRequest,
  reply: FastifyReply,
  messages: Translator,
  profile: {
    ownerId: string;
    reportUrl: string;
    restricted: boolean;
    editUrl: string;
    shortLinkAction: string;
    share: () => SharePanelView;
  },
): ProfileActions | undefined {
  const visitor = request.visitor;
  if (!visitor) return undefined;
  const own = visitor.userId === profile.ownerId;
  const short = (request.query as { short?: unknown }).short;
  return {
    reportUrl: own ? null : profile.reportUrl,
    notice: profile.restricted
      ? own
        ? messages.t('profile.suspended.own')
        : messages.t('profile.suspended.other')
      : null,
    own: own
      ? {
          editUrl: profile.editUrl,
          newShortLinkAction: profile.shortLinkAction,
          csrf: reply.generateCsrf(),
          shortLinkNotice: shortLinkNotice(messages, short),
          // A suspended profile's card, badge, embed and handle answer 404, its owner asking too.
          share: profile.restricted ? null : profile.share(),
        }
      : null,
  };
}

/** What the page says after "New short link" (the form redirects back with `?short=`). */
function shortLinkNotice(messages: Translator, short: unknown): string | null {
  if (short === 'new') return messages.t('profile.own.shortLinkNew');
  if (short === 'soon') return messages.t('profile.own.shortLinkSoon');
  return null;
}

export async function publicPages(app: FastifyInstance, { ctx, pages, meta, actors }: PublicPagesOptions) {
  const views = new ProfileViews(ctx);
  const absolute = (url: string | null, origin: string) =>
    url === null ? null : /^https?:/.test(url) ? url : `${origin}${url}`;
  const originOf = (request: { protocol: string; host: string }) => ctx.config.publicUrl ?? requestOrigin(request);

  app.get('/', { config: { rateLimit: 'web_pages' } }, async (request, reply) => {
    const statistics = await meta.get();
    const chrome = await pages.chrome(request, reply);
    return pages.send(
      request,
      reply,
      {
        title: 'Nametag',
        description: pages.messages(request).t('home.description'),
        url: pages.address(request, '/'),
      },
      <HomePage
        figures={{ users: statistics.users.total, members: statistics.members }}
        signedIn={chrome.visitor?.name ?? null}
      />,
      { public: true },
    );
  });

  app.get<{ Params: { username: string }; Querystring: { page?: string; q?: string } }>(
    '/@:username',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      // The same address is the user's ActivityPub actor to clients that ask for one (never kept as a page).
      if (wantsActivityJson(request.headers.accept))
        return actors.send(request, reply, { name: request.params.username });
      const memberPage = pageNumber(request.query.page);
      const search = searchText(request.query.q);
      // The page names its own address (og:url, og:image): without PUBLIC_URL that is the Host asked for,
      // so the kept page is per origin and a forged Host only ever reaches the one who sent it. Pages of
      // the member list are kept apiece; a search is answered and not kept.
      const key = `u\0${originOf(request)}\0${request.params.username}\0${memberPage}`;
      return pages.sendPublicPage(
        request,
        reply,
        key,
        async () => {
          const { view, custom, userId, validUntil, restricted, card } = await views.user(
            request.params.username,
            request.visitor,
          );
          const origin = originOf(request);
          const messages = pages.messages(request);
          // The short link is shown whole, to be copied and shared.
          view.shortUrl = absolute(view.shortUrl, origin);
          const address = `${origin}${userPath(view.name)}`;
          // What WebFinger answers on this origin (the page is kept per origin); it finds no suspended user.
          const fediverseHandle = restricted ? null : `@${fediverseAccount(view.name, origin)}`;
          return {
            meta: {
              title: view.display_name ? `${view.display_name} (@${view.name})` : `@${view.name}`,
              description: summary(view, custom),
              type: 'profile',
              username: view.name,
              image: cardImage(card, origin, userPath(view.name), messages),
              // A page of the member list is a page of its own; a search is a view of the first.
              url: memberPage > 1 && search === '' ? `${address}?page=${memberPage}` : address,
              activityJson: `${origin}${actorPath(userId)}`,
              // Only for a profile everyone may see (the oEmbed answer is a signed-out visitor's view).
              oembed: restricted ? undefined : oembedDiscoveryUrl(origin, address),
            },
            body: (
              <UserPage
                user={view}
                url={userPath(view.name)}
                address={address}
                members={
                  view.members === null
                    ? null
                    : pageOf(view.members, (member) => [member.name, member.display_name], memberPage, search)
                }
                custom={custom}
                fediverseHandle={fediverseHandle}
                actions={profileActions(request, reply, messages, {
                  ownerId: userId,
                  reportUrl: `/report/user/${userId}`,
                  restricted,
                  editUrl: '/edit/profile',
                  shortLinkAction: '/edit/short-link',
                  share: () =>
                    sharePanelOf({
                      origin,
                      path: userPath(view.name),
                      shortUrl: view.shortUrl,
                      card,
                      profile: view,
                      custom,
                      fediverseHandle,
                      messages,
                    }),
                })}
              />
            ),
            userId,
            validUntil,
          };
        },
        search === '',
        PROFILE_PAGE_VARY,
      );
    },
  );

  app.get<{ Params: { secret: string }; Querystring: { page?: string; q?: string } }>(
    '/v/:secret',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      // A share link's view: built for each request from the records (a revoked link stops at once),
      // kept by no cache, never indexed; the address is the secret, so it is in no Referer either.
      const { view, custom, audienceName, expiresAt } = await views.sharedUser(request.params.secret);
      view.shortUrl = null;
      reply.headers(SHARED_VIEW_HEADERS);
      return pages.send(
        request,
        reply,
        {
          title: view.display_name ? `${view.display_name} (@${view.name})` : `@${view.name}`,
          type: 'profile',
          secretAddress: true,
        },
        <UserPage
          user={view}
          url={`/v/${request.params.secret}`}
          members={
            view.members === null
              ? null
              : pageOf(
                  view.members,
                  (member) => [member.name, member.display_name],
                  pageNumber(request.query.page),
                  searchText(request.query.q),
                )
          }
          custom={custom}
          sharedView={{ audience: audienceName, expiresAt }}
        />,
      );
    },
  );

  app.get<{ Params: { secret: string; group: string }; Querystring: { page?: string; q?: string } }>(
    '/v/:secret/groups/:group',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      // A group through a share link: as the link's own page, built for each request, kept by no
      // cache, never indexed, its address in no Referer.
      const { view, custom, audienceName, expiresAt } = await views.sharedGroup(
        request.params.secret,
        request.params.group,
      );
      reply.headers(SHARED_VIEW_HEADERS);
      const messages = pages.messages(request);
      return pages.send(
        request,
        reply,
        {
          title: messages.t('groups.page.title', {
            group: view.group.display_name ?? view.group.name,
            name: view.owner.name,
          }),
          type: 'profile',
          secretAddress: true,
        },
        <GroupPage
          page={view}
          members={pageOf(
            view.members,
            (member) => [member.name, member.display_name],
            pageNumber(request.query.page),
            searchText(request.query.q),
          )}
          custom={custom}
          url={view.group.url}
          sharedView={{ audience: audienceName, expiresAt }}
        />,
      );
    },
  );

  app.get<{ Params: { secret: string; member: string } }>(
    '/v/:secret/:member',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      // A member through a share link: as the link's own page, built for each request, kept by no
      // cache, never indexed, its address in no Referer.
      const { view, custom, audienceName, expiresAt } = await views.sharedMember(
        request.params.secret,
        request.params.member,
      );
      view.shortUrl = null;
      reply.headers(SHARED_VIEW_HEADERS);
      return pages.send(
        request,
        reply,
        {
          title: view.display_name ? `${view.display_name} (${view.name})` : view.name,
          type: 'profile',
          secretAddress: true,
        },
        <MemberPage member={view} custom={custom} sharedView={{ audience: audienceName, expiresAt }} />,
      );
    },
  );

  app.get<{ Params: { username: string; group: string }; Querystring: { page?: string; q?: string } }>(
    '/@:username/groups/:group',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      const memberPage = pageNumber(request.query.page);
      const search = searchText(request.query.q);
      return pages.sendPublicPage(
        request,
        reply,
        `g\0${originOf(request)}\0${request.params.username}\0${request.params.group}\0${memberPage}`,
        async () => {
          const { view, custom, userId } = await views.group(
            request.params.username,
            request.params.group,
            request.visitor,
          );
          const messages = pages.messages(request);
          const origin = originOf(request);
          const name = view.group.display_name ?? view.group.name;
          return {
            meta: {
              title: messages.t('groups.page.title', { group: name, name: view.owner.name }),
              description: messages.t('groups.page.description', {
                group: name,
                count: view.members.length,
                name: view.owner.name,
              }),
              url: `${origin}${view.group.url}`,
            },
            body: (
              <GroupPage
                page={view}
                members={pageOf(view.members, (member) => [member.name, member.display_name], memberPage, search)}
                custom={custom}
                url={view.group.url}
              />
            ),
            userId,
            // Kept until a change of the owner's profile drops it (as a member's page).
            validUntil: 0,
          };
        },
        search === '',
      );
    },
  );

  app.get<{ Params: { username: string; member: string } }>(
    '/@:username/:member',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) =>
      pages.sendPublicPage(
        request,
        reply,
        `m\0${originOf(request)}\0${request.params.username}\0${request.params.member}`,
        async () => {
          const { view, custom, userId, memberId, validUntil, restricted, card } = await views.member(
            request.params.username,
            request.params.member,
            request.visitor,
          );
          const origin = originOf(request);
          const messages = pages.messages(request);
          view.shortUrl = absolute(view.shortUrl, origin);
          const path = memberPath(view.owner.name, view.name);
          return {
            meta: {
              title: view.display_name ? `${view.display_name} (${view.name})` : view.name,
              description: summary(view, custom),
              type: 'profile',
              image: cardImage(card, origin, path, messages),
              url: `${origin}${path}`,
              oembed: restricted ? undefined : oembedDiscoveryUrl(origin, `${origin}${path}`),
            },
            body: (
              <MemberPage
                member={view}
                address={`${origin}${path}`}
                custom={custom}
                actions={profileActions(request, reply, messages, {
                  ownerId: userId,
                  reportUrl: `/report/member/${memberId}`,
                  restricted,
                  editUrl: `/edit/members/${memberId}`,
                  shortLinkAction: `/edit/members/${memberId}/short-link`,
                  // Members are not actors: no fediverse handle.
                  share: () =>
                    sharePanelOf({
                      origin,
                      path,
                      shortUrl: view.shortUrl,
                      card,
                      profile: view,
                      custom,
                      fediverseHandle: null,
                      messages,
                    }),
                })}
              />
            ),
            userId,
            validUntil,
          };
        },
      ),
  );

  // The API reference, drawn from the OpenAPI document (the old address with a slash goes to it).
  app.get('/api/docs', { config: { rateLimit: 'web_pages' } }, async (request, reply) =>
    pages.send(
      request,
      reply,
      {
        title: pages.messages(request).t('apiReference.title'),
        description: pages.messages(request).t('apiReference.description'),
        url: pages.address(request, '/api/docs'),
      },
      <ApiReferencePage document={app.swagger() as unknown as OpenApiDocument} baseUrl={originOf(request)} />,
      { public: true },
    ),
  );
  app.get('/api/docs/', { config: { rateLimit: 'web_pages' } }, async (_request, reply) =>
    reply.redirect('/api/docs', 301),
  );

  // The set a path names is looked for in the reader's language first; `?in=de` names the language
  // (a profile's link to a set known in another language). The page is sent, not kept: shared caches
  // key it by its whole address, query included, and by the page's language (Vary).
  app.get<{ Params: { '*': string }; Querystring: { in?: unknown } }>(
    '/pronouns/*',
    { config: { rateLimit: 'web_pages' } },
    async (request, reply) => {
      // Cut by code points, so a character outside the BMP is never split in half.
      const text = Array.from(request.params['*'].split('/').slice(0, 8).join('/')).slice(0, 200).join('');
      const messages = pages.messages(request);
      const lookup = lookUpPronouns(text, messages.locale, namedPronounLanguage(request.query.in));
      const title = pronounsTitle(lookup);
      const url = pages.address(request, pronounsCanonicalPath(lookup));
      return pages.send(
        request,
        reply,
        title === null
          ? { title: messages.t('pronouns.untitled'), url }
          : {
              title: messages.t('pronouns.title', { set: title }),
              description: messages.t(
                lookup.kind === 'ambiguous' ? 'pronouns.ambiguousDescription' : 'pronouns.description',
                { set: title },
              ),
              url,
            },
        <PronounsPage lookup={lookup} />,
        { public: true },
      );
    },
  );

  app.get<{ Params: { sid: string } }>('/s/:sid', { config: { rateLimit: 'web_pages' } }, async (request, reply) => {
    const target = await resolveShortId(ctx, request.params.sid.toLowerCase());
    if (!target) return reply.callNotFound();
    return reply.redirect(
      target.memberName === null ? userPath(target.username) : memberPath(target.username, target.memberName),
      302,
    );
  });
}

/**
 * SHORT_BASE_URL: a short domain pointed at this server answers `/{sid}` with a redirect to the page
 * on PUBLIC_URL (or this host). Returns false for any other request.
 */
export async function redirectShortDomain(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const short = ctx.config.shortBaseUrl;
  if (short === null || request.method !== 'GET') return false;
  const base = new URL(short);
  const sid = new RegExp(`^${base.pathname.replace(/\/$/, '')}/([a-z]{5,6})$`).exec(
    request.url.split('?')[0] ?? '',
  )?.[1];
  if (request.host !== base.host || sid === undefined) return false;
  const target = await resolveShortId(ctx, sid);
  if (!target) return false;
  const path = target.memberName === null ? userPath(target.username) : memberPath(target.username, target.memberName);
  await reply.redirect(`${ctx.config.publicUrl ?? ''}${path}`, 302);
  return true;
}
