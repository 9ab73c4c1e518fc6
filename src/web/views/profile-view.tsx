/**
 * User and member pages: names, pronouns and fields as entry lists with their preferences. The page's
 * own words (headings, the built-in preferences, the local time) are in the page's language; what the
 * profile's owner typed, custom preferences' labels included, shows as typed.
 *
 * The profile is an h-card (microformats2) for IndieWeb readers, marked on the elements the page shows
 * anyway: `p-name`, `p-nickname` (the handle), `u-photo`, `p-note` (the bio), `u-url` (the page's own
 * address first, then the rel="me" links), `p-pronouns` (the sets the ActivityPub actor lists: all
 * but the avoided ones); a user's members are h-cards of their own inside it.
 */
import { type ComponentChildren, createContext, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import { intlLocaleOf } from '../../i18n/locales.js';
import type { MessageId, Translator } from '../../i18n/translator.js';
import { zonedTime } from '../../i18n/zoned-time.js';
import { renderMarkdown } from '../../lib/markdown.js';
import { entriesForEveryone } from '../../profiles/rules/entries-for-everyone.js';
import { pronounPath } from '../../profiles/rules/pronouns/index.js';
import { FediverseHandle } from './fediverse-handle.js';
import { GroupFilter } from './group-filter.js';
import { Icon } from './icon.js';
import { useMessages } from './messages.js';
import { ListSearch, Pager } from './pager.js';
import type { Paged } from './paging.js';
import { SharePanel } from './share-panel.js';
import type {
  CustomPreferencesView,
  EntryView,
  MemberCardView,
  MemberPageView,
  OwnPageActions,
  ProfileActions,
  ProfileView,
  PronounView,
  UserPageView,
} from './view-types.js';

interface Preference {
  icon: string;
  /** A built-in preference's label, said in the page's language. */
  message: MessageId | null;
  /** A custom preference's label, as its owner typed it. */
  own: string;
  size: 'large' | 'normal' | 'small';
  muted: boolean;
  favourite: boolean;
  avoid: boolean;
}

const builtIn = (
  icon: string,
  message: MessageId,
  size: Preference['size'],
  kind: 'favourite' | 'avoid' | null = null,
): Preference => ({
  icon,
  message,
  own: '',
  size,
  muted: kind === 'avoid',
  favourite: kind === 'favourite',
  avoid: kind === 'avoid',
});

/** The built-in preferences: fixed icons, and labels from the catalogue. */
export const BUILT_IN_PREFERENCES: Record<string, Preference> = {
  favourite: builtIn('heart-fill', 'profile.preference.favourite', 'large', 'favourite'),
  okay: builtIn('hand-thumbs-up', 'profile.preference.okay', 'normal'),
  jokingly: builtIn('emoji-laughing', 'profile.preference.jokingly', 'normal'),
  friends_only: builtIn('people', 'profile.preference.friends_only', 'normal'),
  avoid: builtIn('hand-thumbs-down', 'profile.preference.avoid', 'small', 'avoid'),
};

/** What a preference is called on the page: a built-in one in the page's language, a custom one as typed. */
function labelOf(preference: Preference, t: Translator['t']): string {
  return preference.message === null ? preference.own : t(preference.message);
}

export function preferenceOf(status: string, custom: CustomPreferencesView): Preference {
  const builtIn = BUILT_IN_PREFERENCES[status];
  if (builtIn) return builtIn;
  const own = Object.hasOwn(custom, status) ? custom[status] : undefined;
  if (!own) return BUILT_IN_PREFERENCES.okay!;
  return {
    icon: own.icon,
    message: null,
    own: own.tooltip,
    size: own.size,
    muted: own.muted ?? false,
    favourite: own.favourite ?? false,
    avoid: false,
  };
}

/**
 * False where a profile is shown inside another page (an admin's report shows it as reported and as it
 * is now, side by side): its parts are then not landmarks of their own and carry no ids, which would
 * repeat in the page; the member list shows its first page, without search and pager.
 */
export const ProfileLandmarks = createContext(true);

/** The accessible name of one of the profile's parts, where it is a landmark of its own. */
function useLandmarkName(name: string): string | undefined {
  return useContext(ProfileLandmarks) ? name : undefined;
}

/** The entries a summary made for anyone shows (the rule is the profiles' own: rules/entries-for-everyone.ts). */
export { entriesForEveryone };

function entryClass(preference: Preference) {
  return [
    'entry',
    `size-${preference.size}`,
    preference.muted ? 'muted' : '',
    preference.favourite ? 'favourite' : '',
    preference.avoid ? 'avoid' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function PreferenceIcon({ preference }: { preference: Preference }) {
  const { t } = useMessages();
  const label = labelOf(preference, t);
  return (
    <span class="pref" title={label}>
      <Icon name={preference.icon} label={label} />
    </span>
  );
}

function EntryList({ title, entries, custom }: { title: string; entries: EntryView[]; custom: CustomPreferencesView }) {
  return (
    <section class="column" aria-label={useLandmarkName(title)}>
      <h2 class="column-title">{title}</h2>
      <ul class="entries">
        {entries.map((entry) => {
          const preference = preferenceOf(entry.status, custom);
          return (
            <li class={entryClass(preference)}>
              <PreferenceIcon preference={preference} /> <span class="value">{entry.value}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PronounList({ entries, custom }: { entries: PronounView[]; custom: CustomPreferencesView }) {
  // Each set's page in the reader's language where the set is known there (profiles are kept per language).
  const { t, locale } = useMessages();
  return (
    <section class="column" aria-label={useLandmarkName(t('profile.pronouns'))}>
      <h2 class="column-title">{t('profile.pronouns')}</h2>
      <ul class="entries">
        {entries.map((entry) => {
          const preference = preferenceOf(entry.status, custom);
          return (
            <li class={entryClass(preference)}>
              <PreferenceIcon preference={preference} />{' '}
              <a
                class={entry.status === 'avoid' ? 'value' : 'value p-pronouns'}
                href={pronounPath(entry.pronouns, locale)}
              >
                {entry.display_text ?? entry.pronouns}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Avatar({ url, name, large }: { url: string | null; name: string; large?: boolean }) {
  const { t } = useMessages();
  const size = large ? 'avatar large' : 'avatar';
  if (url)
    return (
      <img
        class={`${size} u-photo`}
        src={url}
        alt={t('profile.avatar', { name })}
        width={large ? 160 : 64}
        height={large ? 160 : 64}
      />
    );
  return (
    <span class={`${size} placeholder`} role="img" aria-label={t('profile.noAvatar', { name })}>
      <Icon name="person-circle" label={null} />
    </span>
  );
}

function safeHref(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The profile's links. Each is rel="me" (the profile and the page are the same person's: a Mastodon
 * profile linking here shows its link verified) besides nofollow and ugc (typed by a user); those
 * whose page links back were verified by Nametag and carry a visible mark with its words for screen
 * readers.
 */
function Links({ links, verified }: { links: string[]; verified: readonly string[] }) {
  const { t } = useMessages();
  if (links.length === 0) return null;
  return (
    <section aria-label={useLandmarkName(t('profile.links'))}>
      <ul class="links">
        {links.map((link) => {
          const href = safeHref(link);
          return (
            <li>
              <Icon name="link-45deg" label={null} />{' '}
              {href ? (
                <a class="u-url" href={href} rel="nofollow ugc noopener me">
                  {link.replace(/^https?:\/\//, '')}
                </a>
              ) : (
                <span>{link}</span>
              )}
              {verified.includes(link) ? (
                <>
                  {' '}
                  <span class="verified-link" title={t('links.verified')}>
                    <Icon name="patch-check-fill" label={null} />
                    <span class="visually-hidden">{t('links.verified')}</span>
                  </span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ProfileBody({ profile, custom }: { profile: ProfileView; custom: CustomPreferencesView }) {
  const { t } = useMessages();
  const flagsName = useLandmarkName(t('profile.flags'));
  return (
    <>
      {profile.flags.length > 0 ? (
        // Named by the section: a list takes a name only by a role (html-validate: aria-label-misuse).
        <section aria-label={flagsName}>
          <ul class="flags">
            {profile.flags.map((flag) => (
              <li>
                <img
                  src={flag.url}
                  alt={flag.description || flag.name}
                  title={flag.description || flag.name}
                  height={24}
                />
                <span>{flag.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {profile.bio ? (
        // The bio's HTML comes from the Markdown renderer with raw HTML off (lib/markdown.ts).
        <div class="bio p-note" dangerouslySetInnerHTML={{ __html: renderMarkdown(profile.bio) }} />
      ) : null}
      <Links links={profile.links} verified={profile.verified_links} />
      <div class="columns">
        {profile.names.length > 0 ? (
          <EntryList title={t('profile.names')} entries={profile.names} custom={custom} />
        ) : null}
        {profile.pronouns.length > 0 ? <PronounList entries={profile.pronouns} custom={custom} /> : null}
        {profile.fields.map((field) => (
          <EntryList title={field.name} entries={field.entries} custom={custom} />
        ))}
      </div>
    </>
  );
}

/** The preferences a page uses, each with its icon and label: what the icons beside the entries mean. */
function Legend({ profile, custom }: { profile: ProfileView; custom: CustomPreferencesView }) {
  const { t } = useMessages();
  const landmark = useContext(ProfileLandmarks);
  const statuses = [
    ...profile.names.map((entry) => entry.status),
    ...profile.pronouns.map((entry) => entry.status),
    ...profile.fields.flatMap((field) => field.entries.map((entry) => entry.status)),
  ];
  const used = new Map<string, { icon: string; label: string }>();
  for (const status of statuses) {
    const preference = preferenceOf(status, custom);
    const label = labelOf(preference, t);
    used.set(`${preference.icon}\0${label}`, { icon: preference.icon, label });
  }
  if (used.size === 0) return null;
  return (
    <section class="legend" aria-labelledby={landmark ? 'legend-title' : undefined}>
      <h2 id={landmark ? 'legend-title' : undefined} class="legend-title">
        {t('profile.legend')}
      </h2>
      <ul>
        {[...used.values()].map((preference) => (
          <li>
            <Icon name={preference.icon} label={null} /> {preference.label}
          </li>
        ))}
      </ul>
    </section>
  );
}

function isEmpty(profile: ProfileView): boolean {
  return (
    !profile.bio &&
    profile.links.length === 0 &&
    profile.names.length === 0 &&
    profile.pronouns.length === 0 &&
    profile.fields.length === 0
  );
}

/** An empty page: its owner is told what to do; others, that there is nothing yet. */
function EmptyState({ profile, own }: { profile: ProfileView; own: OwnPageActions | null }) {
  const { t } = useMessages();
  if (!isEmpty(profile)) return null;
  return own ? (
    <div class="notice empty-state">
      <p>{t('profile.empty.own')}</p>
      <p>
        <a class="button" href={own.editUrl}>
          {t('profile.empty.fill')}
        </a>
      </p>
    </div>
  ) : (
    <p class="hint empty-state">{t('profile.empty.other')}</p>
  );
}

/** On one's own page: Edit, the short link to copy, and a new short link. */
function OwnPageBar({ own, shortUrl }: { own: OwnPageActions; shortUrl: string | null }) {
  const { t } = useMessages();
  return (
    <section class="own-page" aria-label={t('profile.own.label')}>
      <a class="button" href={own.editUrl}>
        <Icon name="pencil" label={null} /> {t('profile.own.edit')}
      </a>
      {shortUrl ? (
        <>
          <span class="copy-link">
            <label for="own-short-link" class="visually-hidden">
              {t('profile.own.shortLink')}
            </label>
            <input id="own-short-link" type="text" readonly value={shortUrl} />
            <button type="button" class="button secondary" data-copy="own-short-link" hidden>
              <Icon name="clipboard" label={null} /> {t('profile.own.copy')}
            </button>
          </span>
          <form method="post" action={own.newShortLinkAction} class="inline">
            <input type="hidden" name="_csrf" value={own.csrf} />
            <button type="submit" class="button secondary">
              <Icon name="arrow-repeat" label={null} /> {t('profile.own.newShortLink')}
            </button>
          </form>
        </>
      ) : null}
      {own.shortLinkNotice ? (
        <p class="hint" role="status">
          {own.shortLinkNotice}
        </p>
      ) : null}
    </section>
  );
}

/** The name, handle and avatar; `address`, the page's own (absolute), is the h-card's first `u-url`. */
function Heading({ profile, handle, address }: { profile: ProfileView; handle: string | null; address?: string }) {
  return (
    <div class="heading">
      <Avatar url={profile.avatarUrl} name={profile.display_name ?? profile.name} large />
      <div>
        <h1 class="p-name">{profile.display_name ?? profile.name}</h1>
        {/* Empty, so it takes no room: not a flex item of the heading (its gap), a line of no height here. */}
        {address ? <data class="u-url u-uid" value={address} /> : null}
        {handle ? <p class="handle p-nickname">{handle}</p> : null}
        {profile.shortUrl ? (
          <p class="short">
            <Icon name="link" label={null} />{' '}
            <a href={profile.shortUrl}>{profile.shortUrl.replace(/^https?:\/\//, '')}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function MemberCard({ member, custom }: { member: MemberCardView; custom: CustomPreferencesView }) {
  const favourite = member.pronouns.filter((entry) => preferenceOf(entry.status, custom).favourite);
  const shown = (favourite.length > 0 ? favourite : member.pronouns).slice(0, 3);
  return (
    <li class="card h-card">
      <a class="u-url" href={member.url}>
        <Avatar url={member.avatarUrl} name={member.display_name ?? member.name} />
        <span class="card-name p-name">{member.display_name ?? member.name}</span>
      </a>
      {shown.length > 0 ? (
        <span class="card-pronouns">{shown.map((p) => p.display_text ?? p.pronouns).join(', ')}</span>
      ) : null}
    </li>
  );
}

/**
 * A profile behind its content note: the note first, the rest after one click on a disclosure (no
 * script needed, and the same page for every visitor, so it can be kept). The name and avatar stay
 * above it, as a post's author stays above its content warning; its owner finds it open.
 */
function BehindNote({ note, open, children }: { note: string | null; open: boolean; children: ComponentChildren }) {
  const { t } = useMessages();
  if (note === null) return <>{children}</>;
  return (
    <>
      <section class="notice content-note" aria-label={t('profile.contentNote.heading')}>
        <h2>{t('profile.contentNote.heading')}</h2>
        <p>{note}</p>
      </section>
      <details class="behind-note" open={open}>
        <summary class="button secondary">
          <span class="when-closed">{t('profile.contentNote.show')}</span>
          <span class="when-open">{t('profile.contentNote.hide')}</span>
        </summary>
        {children}
      </details>
    </>
  );
}

/** For signed-in visitors: a notice above the profile and a Report link below it. */
function ActionsNotice({ actions }: { actions: ProfileActions | undefined }) {
  return actions?.notice ? (
    <div class="notice" role="status">
      {actions.notice}
    </div>
  ) : null;
}

function ReportLink({ actions, words }: { actions: ProfileActions | undefined; words: string }) {
  return actions?.reportUrl ? (
    <p class="report">
      <a href={actions.reportUrl}>
        <Icon name="flag" label={null} /> {words}
      </a>
    </p>
  ) : null;
}

/** The owner's local time, in the page's language, and their zone's name (the script keeps it ticking). */
function LocalTime({ local }: { local: NonNullable<UserPageView['localTime']> }) {
  const { locale, rich } = useMessages();
  const { time, zoneName } = zonedTime(locale, local.zone, local.at, local.offsetSeconds, local.offset);
  return (
    <p class="local-time">
      <Icon name="clock" label={null} />{' '}
      {rich<VNode>('profile.localTime', {
        time,
        zoneName,
        zone: local.zone,
        clock: (words) => (
          <time data-offset={local.offset} data-zone={local.zone} data-locale={intlLocaleOf(locale)}>
            {words}
          </time>
        ),
      })}
    </p>
  );
}

export function UserPage({
  user,
  members,
  url,
  address,
  custom,
  actions,
  sharedView,
  fediverseHandle,
}: {
  user: UserPageView;
  /** Shown through a share link: whose view it is, and until when the link works (epoch ms, or null). */
  sharedView?: { audience: string; expiresAt: number | null };
  /** The page of the member list shown (null: the list is private), and the page's own path. */
  members: Paged<MemberCardView> | null;
  url: string;
  /** The page's own address, absolute (not where the profile is shown inside another page). */
  address?: string;
  custom: CustomPreferencesView;
  actions?: ProfileActions;
  /** `@name@host`, where the fediverse finds the profile (its public page). */
  fediverseHandle?: string | null;
}) {
  const { t } = useMessages();
  const landmark = useContext(ProfileLandmarks);
  return (
    <article class="profile h-card">
      <ActionsNotice actions={actions} />
      {sharedView ? <SharedViewNotice name={user.name} view={sharedView} /> : null}
      <Heading profile={user} handle={`@${user.name}`} address={address} />
      {fediverseHandle ? <FediverseHandle handle={fediverseHandle} /> : null}
      {user.localTime ? <LocalTime local={user.localTime} /> : null}
      {actions?.own ? <OwnPageBar own={actions.own} shortUrl={user.shortUrl} /> : null}
      {actions?.own?.share ? <SharePanel share={actions.own.share} /> : null}
      <BehindNote note={user.contentNote} open={Boolean(actions?.own)}>
        <EmptyState profile={user} own={actions?.own ?? null} />
        <ProfileBody profile={user} custom={custom} />
        <Legend profile={user} custom={custom} />
        {members !== null && members.total > 0 ? (
          <section
            class="members"
            id={landmark ? 'members' : undefined}
            aria-labelledby={landmark ? 'members-heading' : undefined}
          >
            <h2 id={landmark ? 'members-heading' : undefined}>{user.member_title ?? t('profile.members.heading')}</h2>
            {landmark ? (
              <ListSearch
                paged={members}
                base={url}
                prefix=""
                label={t('profile.members.search', { count: members.total })}
                anchor="members"
              />
            ) : null}
            {landmark ? <GroupFilter groups={user.groups} allUrl={`${url}#members`} current={null} /> : null}
            <ul class="cards">
              {members.items.map((member) => (
                <MemberCard member={member} custom={custom} />
              ))}
            </ul>
            {landmark ? (
              <Pager paged={members} base={url} prefix="" label={t('profile.members.pages')} anchor="members" />
            ) : null}
          </section>
        ) : null}
      </BehindNote>
      <ReportLink actions={actions} words={t('profile.report.profile')} />
    </article>
  );
}

/** Which view a share link shows: whose, to which audience, and until when the link works. */
export function SharedViewNotice({
  name,
  view,
}: {
  name: string;
  view: { audience: string; expiresAt: number | null };
}) {
  const { t } = useMessages();
  return (
    <p class="notice shared-view" role="note">
      {t('profile.sharedView.notice', { name, audience: view.audience })}
      {view.expiresAt === null ? null : <> {t('profile.sharedView.expires', { at: new Date(view.expiresAt) })}</>}
    </p>
  );
}

export function MemberPage({
  member,
  address,
  custom,
  actions,
  sharedView,
}: {
  member: MemberPageView;
  /** The page's own address, absolute (not where the profile is shown inside another page). */
  address?: string;
  custom: CustomPreferencesView;
  actions?: ProfileActions;
  /** Shown through a share link: whose view it is, and until when the link works (epoch ms, or null). */
  sharedView?: { audience: string; expiresAt: number | null };
}) {
  const { t } = useMessages();
  return (
    <article class="profile h-card">
      <ActionsNotice actions={actions} />
      {sharedView ? <SharedViewNotice name={member.owner.name} view={sharedView} /> : null}
      <p class="back">
        <a href={member.owner.url}>
          <Icon name="arrow-left" label={null} /> {member.owner.display_name ?? member.owner.name} (@{member.owner.name}
          )
        </a>
      </p>
      {/* The name under the display name, only when it says something the display name does not. */}
      <Heading
        profile={member}
        handle={member.display_name && member.display_name !== member.name ? member.name : null}
        address={address}
      />
      {actions?.own ? <OwnPageBar own={actions.own} shortUrl={member.shortUrl} /> : null}
      {actions?.own?.share ? <SharePanel share={actions.own.share} /> : null}
      <BehindNote note={member.contentNote} open={Boolean(actions?.own)}>
        <EmptyState profile={member} own={actions?.own ?? null} />
        <ProfileBody profile={member} custom={custom} />
        <Legend profile={member} custom={custom} />
      </BehindNote>
      <ReportLink actions={actions} words={t('profile.report.member')} />
    </article>
  );
}
