/**
 * Public profile pages from the public documents the API serves (the same reads): the stored JSON of a
 * user or member, parsed, with media URLs and links filled in. Unlisted members and private member
 * lists never reach these views.
 */
import type { AppContext } from '../../context/app-context.js';
import { getUserMember } from '../../modules/members/member-service.js';
import {
  groupPage,
  groupsSeenBy,
  type GroupView,
  sharedGroup,
  sharedGroups,
} from '../../modules/members/group-service.js';
import { getPublicUser } from '../../modules/users/user-service.js';
import {
  previewAudience,
  readSharedMember,
  readSharedView,
  type SharedViewAnswer,
} from '../../modules/audiences/audience-service.js';
import type { MemberPages } from '../../profiles/profile-reader.js';
import {
  type MemberDocument,
  type PartialMemberDocument,
  parseDocument,
  type ProfileSnapshot,
  type Stored,
  type StoredText,
  type UserDocument,
} from '../../profiles/documents/stored-document.js';
import type { Viewer } from '../../profiles/rules/visibility.js';
import type {
  CustomPreferencesView,
  GroupLinkView,
  GroupPageView,
  MemberCardView,
  MemberPageView,
  ProfileView,
  UserPageView,
} from '../views/view-types.js';
import { type EmbedContent, embedContent } from './embed-content.js';
import { type CardContent, cardContent } from './share-card-content.js';

/** A profile as its page shows it: a user's or a member's public document. */
type ShownProfile = UserDocument | MemberDocument;

export const userPath = (username: string) => `/@${encodeURIComponent(username)}`;
/**
 * The addresses of a profile's card, badge and embed are static segments after the user's, and win
 * over a member's page: a member named exactly so is linked with its first letter in upper case
 * (member names are matched without case), so its page stays reachable.
 */
export const PROFILE_STATIC_SEGMENTS: ReadonlySet<string> = new Set(['card.png', 'badge.svg', 'embed']);
export const memberPath = (username: string, memberName: string) =>
  `${userPath(username)}/${encodeURIComponent(
    PROFILE_STATIC_SEGMENTS.has(memberName) ? memberName.charAt(0).toUpperCase() + memberName.slice(1) : memberName,
  )}`;

/** A member group's page (its name as typed; matched without case). */
export const groupPath = (username: string, groupName: string) =>
  `${userPath(username)}/groups/${encodeURIComponent(groupName)}`;

/** A group's page through a share link (its pages stay under the link). */
const sharedGroupPath = (secret: string, groupName: string) => `/v/${secret}/groups/${encodeURIComponent(groupName)}`;

/** A group as a link of a member list's filter; `url`: its page's address (the public one by default). */
function groupLink(username: string, group: GroupView, url = groupPath(username, group.name)): GroupLinkView {
  return {
    name: group.name,
    display_name: group.display_name,
    icon: group.icon,
    color: group.color,
    url,
    count: group.member_ids.length,
  };
}

/** A member's page through a share link (the secret is the link's; its pages stay under it). */
const sharedMemberPath = (secret: string, memberName: string) => `/v/${secret}/${encodeURIComponent(memberName)}`;

export class ProfileViews {
  constructor(private readonly ctx: AppContext) {}

  private get mediaBase() {
    return this.ctx.config.mediaBaseUrl ?? '/media';
  }

  private avatarUrl(kind: 'users' | 'members', profile: { id: string; avatar: string | null }): string | null {
    return profile.avatar ? `${this.mediaBase}/${kind}/${profile.id}/${profile.avatar}.webp` : null;
  }

  shortUrl(sid: string | undefined): string | null {
    if (!sid) return null;
    return this.ctx.config.shortBaseUrl ? `${this.ctx.config.shortBaseUrl}/${sid}` : `/s/${sid}`;
  }

  private common(kind: 'users' | 'members', profile: ShownProfile): ProfileView {
    return {
      name: profile.name,
      display_name: profile.display_name,
      bio: profile.bio,
      contentNote: profile.content_note,
      avatarUrl: this.avatarUrl(kind, profile),
      links: profile.links,
      verified_links: profile.verified_links,
      names: profile.names,
      pronouns: profile.pronouns,
      fields: profile.fields,
      flags: profile.flags.map((flag) => ({
        name: flag.name,
        description: flag.description,
        url: `${this.mediaBase}/flags/${flag.hash}.webp`,
      })),
      shortUrl: this.shortUrl(profile.sid),
    };
  }

  /**
   * A user's page; throws the API's 404 error when there is no such live user (or when it is
   * suspended and `viewer` is neither the user nor an admin). `restricted`: shown only to this viewer.
   */
  async user(
    username: string,
    viewer: Viewer | null = null,
  ): Promise<{
    view: UserPageView;
    custom: CustomPreferencesView;
    userId: string;
    validUntil: number;
    restricted: boolean;
    card: CardContent;
  }> {
    const answer = await getPublicUser(this.ctx, username, viewer);
    const page = await this.userPage(answer.user.user, answer.members, answer.user.timezone, answer.utcOffset);
    // The filter of the member list: the groups the public sees (none where the list is private).
    if (answer.members !== null) {
      const groups = await groupsSeenBy(this.ctx, answer.user.id, []);
      page.view.groups = groups.map((group) => groupLink(page.view.name, group));
    }
    return {
      ...page,
      userId: answer.user.id,
      restricted: answer.restricted,
      // A page showing the local time is right until the next minute (or the next offset change).
      validUntil: page.view.localTime === null ? 0 : Math.min(page.nextMinute, answer.validUntil || Infinity),
    };
  }

  /**
   * The page a share link opens: the user as the link's audience sees it, and which view it is.
   * Throws the API's 404 error when the link opens nothing (now).
   */
  async sharedUser(secret: string): Promise<SharedPage> {
    // Its members and groups open under the link too: one kept to the link's audience has no public page.
    const page = await this.sharedPage(await readSharedView(this.ctx, secret), (_, name) =>
      sharedMemberPath(secret, name),
    );
    if (page.view.members !== null) {
      const { groups } = await sharedGroups(this.ctx, secret);
      page.view.groups = groups.map((group) => groupLink(page.view.name, group, sharedGroupPath(secret, group.name)));
    }
    return page;
  }

  /**
   * A group's page through a share link: the group and its members as the link's audience sees them.
   * Throws the API's 404 errors when the link opens nothing (now) or the audience does not see it.
   */
  async sharedGroup(
    secret: string,
    groupRef: string,
  ): Promise<{ view: GroupPageView; custom: CustomPreferencesView; audienceName: string; expiresAt: number | null }> {
    const answer = await sharedGroup(this.ctx, secret, groupRef);
    const shared = await readSharedView(this.ctx, secret);
    const owner = parseDocument(shared.user);
    const link = (group: GroupView) => groupLink(owner.name, group, sharedGroupPath(secret, group.name));
    return {
      view: {
        group: { ...link(answer.group), description: answer.group.description },
        owner: { name: owner.name, display_name: owner.display_name, url: `/v/${secret}` },
        members: await this.memberCards(owner.name, answer.members as MemberPages<PartialMemberDocument>, (_, name) =>
          sharedMemberPath(secret, name),
        ),
        groups: answer.groups.map(link),
      },
      custom: owner.custom_preferences,
      audienceName: shared.audienceName,
      expiresAt: shared.expiresAt,
    };
  }

  /**
   * The owner's preview of one of their audiences: the page its links open, read the same way.
   * Throws the API's 404 error for an audience that is not the owner's.
   */
  async previewedUser(userId: string, audienceId: string): Promise<SharedPage> {
    return this.sharedPage(await previewAudience(this.ctx, userId, audienceId));
  }

  private async sharedPage(
    answer: SharedViewAnswer,
    memberUrl?: (username: string, memberName: string) => string,
  ): Promise<SharedPage> {
    const page = await this.userPage(answer.user, answer.members, answer.timezone, answer.utcOffset, memberUrl);
    return { ...page, userId: answer.userId, audienceName: answer.audienceName, expiresAt: answer.expiresAt };
  }

  /**
   * A member's page through a share link: the member as the link's audience sees it. Throws the
   * API's 404 error when the link opens nothing (now) or the audience does not see the member.
   */
  async sharedMember(
    secret: string,
    memberRef: string,
  ): Promise<{ view: MemberPageView; custom: CustomPreferencesView; audienceName: string; expiresAt: number | null }> {
    const answer = await readSharedMember(this.ctx, secret, memberRef);
    const member = parseDocument(answer.member);
    const owner = parseDocument(answer.user);
    return {
      view: {
        ...this.common('members', member),
        owner: { name: owner.name, display_name: owner.display_name, url: `/v/${secret}` },
      },
      custom: owner.custom_preferences,
      audienceName: answer.audienceName,
      expiresAt: answer.expiresAt,
    };
  }

  /** A user's page from their document (as one reader sees it) and their listed members. */
  private async userPage(
    document: Stored<UserDocument>,
    pages: MemberPages<PartialMemberDocument> | null,
    timezone: string | null,
    utcOffset: number | null,
    memberUrl: (username: string, memberName: string) => string = memberPath,
  ): Promise<{ view: UserPageView; custom: CustomPreferencesView; card: CardContent; nextMinute: number }> {
    const user = parseDocument(document);
    const members = pages && (await this.memberCards(user.name, pages, memberUrl));
    const now = this.ctx.clock.now();
    const time = localTime(timezone, utcOffset, now);
    return {
      view: {
        ...this.common('users', user),
        member_title: user.member_title,
        members,
        groups: [],
        localTime: time,
      },
      custom: user.custom_preferences,
      card: cardContent(user, user.custom_preferences, { kind: 'users', userId: user.id }),
      nextMinute: Math.floor(now / 60_000) * 60_000 + 60_000,
    };
  }

  /** The cards of a member list, each linking to the member's page. */
  private async memberCards(
    username: string,
    pages: MemberPages<PartialMemberDocument>,
    memberUrl: (username: string, memberName: string) => string = memberPath,
  ): Promise<MemberCardView[]> {
    const cards: MemberCardView[] = [];
    for await (const page of pages) {
      for (const item of page.items) {
        const member = parseDocument(item);
        cards.push({
          name: member.name,
          display_name: member.display_name,
          avatarUrl: this.avatarUrl('members', member),
          pronouns: member.pronouns,
          url: memberUrl(username, member.name),
        });
      }
    }
    return cards;
  }

  /** A member group's page, as the public sees it (throws the API's 404 errors as the API would). */
  async group(
    username: string,
    groupRef: string,
    viewer: Viewer | null = null,
  ): Promise<{ view: GroupPageView; custom: CustomPreferencesView; userId: string; restricted: boolean }> {
    const answer = await groupPage(this.ctx, username, groupRef, viewer);
    const owner = parseDocument(answer.user);
    return {
      view: {
        group: { ...groupLink(owner.name, answer.group), description: answer.group.description },
        owner: { name: owner.name, display_name: owner.display_name, url: userPath(owner.name) },
        // The public's view: only public members' documents.
        members: await this.memberCards(owner.name, answer.members as MemberPages<PartialMemberDocument>),
        groups: answer.groups.map((group) => groupLink(owner.name, group)),
      },
      custom: owner.custom_preferences,
      userId: answer.userId,
      restricted: answer.restricted,
    };
  }

  /** A member's page: its owner's custom preferences decide how entries show. */
  async member(
    username: string,
    memberName: string,
    viewer: Viewer | null = null,
  ): Promise<{
    view: MemberPageView;
    custom: CustomPreferencesView;
    userId: string;
    memberId: string;
    validUntil: number;
    restricted: boolean;
    card: CardContent;
  }> {
    const answer = await getUserMember(this.ctx, username, memberName, viewer, 'public');
    const member = parseDocument(answer.document.member);
    const owner = parseDocument(answer.document.user);
    return {
      view: {
        ...this.common('members', member),
        owner: { name: owner.name, display_name: owner.display_name, url: userPath(owner.name) },
      },
      custom: owner.custom_preferences,
      userId: answer.document.userId,
      memberId: answer.document.id,
      validUntil: 0,
      restricted: answer.restricted,
      card: cardContent(member, owner.custom_preferences, {
        kind: 'members',
        userId: answer.document.userId,
        ownerName: owner.name,
      }),
    };
  }

  /**
   * What a user's share card draws, for a signed-out visitor: the same read and the same 404s as the
   * page, without its member list.
   */
  async userCard(username: string): Promise<{ card: CardContent; document: UserDocument; userId: string }> {
    const answer = await getPublicUser(this.ctx, username, null);
    const user = parseDocument(answer.user.user);
    return {
      card: cardContent(user, user.custom_preferences, { kind: 'users', userId: answer.user.id }),
      document: user,
      userId: answer.user.id,
    };
  }

  /** What a member's share card draws, for a signed-out visitor (as its page: unlisted ones by name). */
  async memberCard(
    username: string,
    memberName: string,
  ): Promise<{
    card: CardContent;
    document: MemberDocument;
    custom: CustomPreferencesView;
    userId: string;
    memberId: string;
    ownerName: string;
  }> {
    const answer = await getUserMember(this.ctx, username, memberName, null);
    const member = parseDocument(answer.document.member);
    const owner = parseDocument(answer.document.user);
    return {
      card: cardContent(member, owner.custom_preferences, {
        kind: 'members',
        userId: answer.document.userId,
        ownerName: owner.name,
      }),
      document: member,
      custom: owner.custom_preferences,
      userId: answer.document.userId,
      memberId: answer.document.id,
      ownerName: owner.name,
    };
  }

  /**
   * What a user's embed shows: the card's read (so the same 404s), its texts, and the avatar and
   * flags as the page links them.
   */
  async userEmbed(username: string): Promise<EmbedContent> {
    const { card, document, userId } = await this.userCard(username);
    return embedContent(this.common('users', document), document, document.custom_preferences, card, {
      path: userPath(document.name),
      userId,
      memberId: null,
    });
  }

  /** What a member's embed shows (the member card's read: unlisted members by name, as their page). */
  async memberEmbed(username: string, memberName: string): Promise<EmbedContent> {
    const { card, document, custom, userId, memberId, ownerName } = await this.memberCard(username, memberName);
    return embedContent(this.common('members', document), document, custom, card, {
      path: memberPath(ownerName, document.name),
      userId,
      memberId,
    });
  }

  /**
   * A stored public document (a User without its members, or a Member with its `user`), as a page
   * view: for admins, what a report showed and what the profile shows now.
   */
  fromDocument(stored: StoredText<ProfileSnapshot>): DocumentView {
    const document = parseDocument(stored);
    if ('user' in document) {
      const owner = document.user;
      return {
        kind: 'member',
        view: {
          ...this.common('members', document),
          owner: { name: owner.name, display_name: owner.display_name, url: userPath(owner.name) },
        },
        custom: owner.custom_preferences,
      };
    }
    return {
      kind: 'user',
      view: {
        ...this.common('users', document),
        member_title: document.member_title,
        members: null,
        groups: [],
        localTime: null,
      },
      custom: document.custom_preferences,
    };
  }
}

/** A user's page as one audience sees it, and which view it is. */
export interface SharedPage {
  view: UserPageView;
  custom: CustomPreferencesView;
  userId: string;
  audienceName: string;
  expiresAt: number | null;
}

export type DocumentView =
  | { kind: 'user'; view: UserPageView; custom: CustomPreferencesView }
  | { kind: 'member'; view: MemberPageView; custom: CustomPreferencesView };

function localTime(zone: string | null, offsetSeconds: number | null, now: number) {
  if (zone === null || offsetSeconds === null) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const sign = offsetSeconds < 0 ? '-' : '+';
  const minutes = Math.abs(offsetSeconds) / 60;
  return {
    at: now,
    offsetSeconds,
    offset: `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    zone,
  };
}
