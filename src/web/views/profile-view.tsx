/** User and member pages: names, pronouns and fields as entry lists with their preferences. */
import { renderMarkdown } from '../../lib/markdown.js';
import { pronounPath } from '../../profiles/rules/pronouns/index.js';
import { Icon } from './icon.js';
import { useMessages } from './messages.js';
import { ListSearch, Pager } from './pager.js';
import type { Paged } from './paging.js';
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
  label: string;
  size: 'large' | 'normal' | 'small';
  muted: boolean;
  favourite: boolean;
  avoid: boolean;
}

/** The built-in preferences: fixed icons and labels. */
export const BUILT_IN_PREFERENCES: Record<string, Preference> = {
  favourite: { icon: 'heart-fill', label: 'Favourite', size: 'large', muted: false, favourite: true, avoid: false },
  okay: { icon: 'hand-thumbs-up', label: 'Okay', size: 'normal', muted: false, favourite: false, avoid: false },
  jokingly: { icon: 'emoji-laughing', label: 'Jokingly', size: 'normal', muted: false, favourite: false, avoid: false },
  friends_only: { icon: 'people', label: 'Friends only', size: 'normal', muted: false, favourite: false, avoid: false },
  avoid: { icon: 'hand-thumbs-down', label: 'Avoid', size: 'small', muted: true, favourite: false, avoid: true },
};

export function preferenceOf(status: string, custom: CustomPreferencesView): Preference {
  const builtIn = BUILT_IN_PREFERENCES[status];
  if (builtIn) return builtIn;
  const own = Object.hasOwn(custom, status) ? custom[status] : undefined;
  if (!own) return BUILT_IN_PREFERENCES.okay!;
  return {
    icon: own.icon,
    label: own.tooltip,
    size: own.size,
    muted: own.muted ?? false,
    favourite: own.favourite ?? false,
    avoid: false,
  };
}

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
  return (
    <span class="pref" title={preference.label}>
      <Icon name={preference.icon} label={preference.label} />
    </span>
  );
}

function EntryList({ title, entries, custom }: { title: string; entries: EntryView[]; custom: CustomPreferencesView }) {
  return (
    <section class="column" aria-label={title}>
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
  const { locale } = useMessages();
  return (
    <section class="column" aria-label="Pronouns">
      <h2 class="column-title">Pronouns</h2>
      <ul class="entries">
        {entries.map((entry) => {
          const preference = preferenceOf(entry.status, custom);
          return (
            <li class={entryClass(preference)}>
              <PreferenceIcon preference={preference} />{' '}
              <a class="value" href={pronounPath(entry.pronouns, locale)}>
                {entry.display_text ?? entry.pronouns}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Avatar({ url, name, large }: { url: string | null; name: string; large?: boolean }) {
  const size = large ? 'avatar large' : 'avatar';
  if (url)
    return <img class={size} src={url} alt={`Avatar of ${name}`} width={large ? 160 : 64} height={large ? 160 : 64} />;
  return (
    <span class={`${size} placeholder`} role="img" aria-label={`${name} has no avatar`}>
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

function Links({ links }: { links: string[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-label="Links">
      <ul class="links">
        {links.map((link) => {
          const href = safeHref(link);
          return (
            <li>
              <Icon name="link-45deg" label={null} />{' '}
              {href ? (
                <a href={href} rel="nofollow ugc noopener me">
                  {link.replace(/^https?:\/\//, '')}
                </a>
              ) : (
                <span>{link}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ProfileBody({ profile, custom }: { profile: ProfileView; custom: CustomPreferencesView }) {
  return (
    <>
      {profile.flags.length > 0 ? (
        <ul class="flags" aria-label="Flags">
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
      ) : null}
      {profile.bio ? (
        // The bio's HTML comes from the Markdown renderer with raw HTML off (lib/markdown.ts).
        <div class="bio" dangerouslySetInnerHTML={{ __html: renderMarkdown(profile.bio) }} />
      ) : null}
      <Links links={profile.links} />
      <div class="columns">
        {profile.names.length > 0 ? <EntryList title="Names" entries={profile.names} custom={custom} /> : null}
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
  const statuses = [
    ...profile.names.map((entry) => entry.status),
    ...profile.pronouns.map((entry) => entry.status),
    ...profile.fields.flatMap((field) => field.entries.map((entry) => entry.status)),
  ];
  const used = new Map<string, Preference>();
  for (const status of statuses) {
    const preference = preferenceOf(status, custom);
    used.set(`${preference.icon}\0${preference.label}`, preference);
  }
  if (used.size === 0) return null;
  return (
    <section class="legend" aria-labelledby="legend-title">
      <h2 id="legend-title" class="legend-title">
        What the icons mean
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
  if (!isEmpty(profile)) return null;
  return own ? (
    <div class="notice empty-state">
      <p>Your page is empty so far. Add your names and pronouns — everything else is optional.</p>
      <p>
        <a class="button" href={own.editUrl}>
          Fill in your page
        </a>
      </p>
    </div>
  ) : (
    <p class="hint empty-state">Nothing here yet.</p>
  );
}

/** On one's own page: Edit, the short link to copy, and a new short link. */
function OwnPageBar({ own, shortUrl }: { own: OwnPageActions; shortUrl: string | null }) {
  return (
    <section class="own-page" aria-label="Your page">
      <a class="button" href={own.editUrl}>
        <Icon name="pencil" label={null} /> Edit
      </a>
      {shortUrl ? (
        <>
          <span class="copy-link">
            <label for="own-short-link" class="visually-hidden">
              Short link to this page
            </label>
            <input id="own-short-link" type="text" readonly value={shortUrl} />
            <button type="button" class="button secondary" data-copy="own-short-link" hidden>
              <Icon name="clipboard" label={null} /> Copy link
            </button>
          </span>
          <form method="post" action={own.newShortLinkAction} class="inline">
            <input type="hidden" name="_csrf" value={own.csrf} />
            <button type="submit" class="button secondary">
              <Icon name="arrow-repeat" label={null} /> New short link
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

function Heading({ profile, handle }: { profile: ProfileView; handle: string | null }) {
  return (
    <div class="heading">
      <Avatar url={profile.avatarUrl} name={profile.display_name ?? profile.name} large />
      <div>
        <h1>{profile.display_name ?? profile.name}</h1>
        {handle ? <p class="handle">{handle}</p> : null}
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

function MemberCard({ member, custom }: { member: MemberCardView; custom: CustomPreferencesView }) {
  const favourite = member.pronouns.filter((entry) => preferenceOf(entry.status, custom).favourite);
  const shown = (favourite.length > 0 ? favourite : member.pronouns).slice(0, 3);
  return (
    <li class="card">
      <a href={member.url}>
        <Avatar url={member.avatarUrl} name={member.display_name ?? member.name} />
        <span class="card-name">{member.display_name ?? member.name}</span>
      </a>
      {shown.length > 0 ? (
        <span class="card-pronouns">{shown.map((p) => p.display_text ?? p.pronouns).join(', ')}</span>
      ) : null}
    </li>
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

function ReportLink({ actions, what }: { actions: ProfileActions | undefined; what: string }) {
  return actions?.reportUrl ? (
    <p class="report">
      <a href={actions.reportUrl}>
        <Icon name="flag" label={null} /> Report {what}
      </a>
    </p>
  ) : null;
}

export function UserPage({
  user,
  members,
  url,
  custom,
  actions,
}: {
  user: UserPageView;
  /** The page of the member list shown (null: the list is private), and the page's own address. */
  members: Paged<MemberCardView> | null;
  url: string;
  custom: CustomPreferencesView;
  actions?: ProfileActions;
}) {
  return (
    <article class="profile">
      <ActionsNotice actions={actions} />
      <Heading profile={user} handle={`@${user.name}`} />
      {user.localTime ? (
        <p class="local-time">
          <Icon name="clock" label={null} /> Local time:{' '}
          <time data-offset={user.localTime.offset}>{user.localTime.time}</time> ({user.localTime.offset},{' '}
          {user.localTime.zone})
        </p>
      ) : null}
      {actions?.own ? <OwnPageBar own={actions.own} shortUrl={user.shortUrl} /> : null}
      <EmptyState profile={user} own={actions?.own ?? null} />
      <ProfileBody profile={user} custom={custom} />
      <Legend profile={user} custom={custom} />
      {members !== null && members.total > 0 ? (
        <section class="members" id="members" aria-labelledby="members-heading">
          <h2 id="members-heading">{user.member_title ?? 'Members'}</h2>
          <ListSearch paged={members} base={url} prefix="" label={`Search ${members.total} members`} anchor="members" />
          <ul class="cards">
            {members.items.map((member) => (
              <MemberCard member={member} custom={custom} />
            ))}
          </ul>
          <Pager paged={members} base={url} prefix="" label="Pages of members" anchor="members" />
        </section>
      ) : null}
      <ReportLink actions={actions} what="this profile" />
    </article>
  );
}

export function MemberPage({
  member,
  custom,
  actions,
}: {
  member: MemberPageView;
  custom: CustomPreferencesView;
  actions?: ProfileActions;
}) {
  return (
    <article class="profile">
      <ActionsNotice actions={actions} />
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
      />
      {actions?.own ? <OwnPageBar own={actions.own} shortUrl={member.shortUrl} /> : null}
      <EmptyState profile={member} own={actions?.own ?? null} />
      <ProfileBody profile={member} custom={custom} />
      <Legend profile={member} custom={custom} />
      <ReportLink actions={actions} what="this member" />
    </article>
  );
}
