/** What the page components are given: profiles as their public documents hold them, and page chrome. */

export interface EntryView {
  value: string;
  status: string;
}

export interface PronounView {
  pronouns: string;
  display_text: string | null;
  status: string;
}

export interface FieldView {
  name: string;
  entries: EntryView[];
}

export interface CustomPreferenceView {
  icon: string;
  tooltip: string;
  size: 'large' | 'normal' | 'small';
  muted?: boolean;
  favourite?: boolean;
}

export type CustomPreferencesView = Record<string, CustomPreferenceView>;

export interface FlagImageView {
  name: string;
  description: string;
  url: string;
}

/** What user and member pages share. */
export interface ProfileView {
  name: string;
  display_name: string | null;
  bio: string | null;
  /** Shown before the rest of the profile, which waits behind one click; null: none. */
  contentNote: string | null;
  avatarUrl: string | null;
  links: string[];
  /** The entries of `links` found linking back to the profile (rel="me"). */
  verified_links: string[];
  names: EntryView[];
  pronouns: PronounView[];
  fields: FieldView[];
  flags: FlagImageView[];
  shortUrl: string | null;
}

export interface MemberCardView {
  name: string;
  display_name: string | null;
  avatarUrl: string | null;
  pronouns: PronounView[];
  url: string;
}

/** A member group as a link in a member list's filter. */
export interface GroupLinkView {
  name: string;
  display_name: string | null;
  icon: string | null;
  /** `#rrggbb`, drawn as a swatch (an SVG fill: the page's policy allows no inline style). */
  color: string | null;
  url: string;
  /** How many of its members the page's reader sees. */
  count: number;
}

/** A group's page: the group, its owner, its members (as the public sees them), the owner's other groups. */
export interface GroupPageView {
  group: GroupLinkView & { description: string | null };
  owner: { name: string; display_name: string | null; url: string };
  members: MemberCardView[];
  groups: GroupLinkView[];
}

export interface UserPageView extends ProfileView {
  member_title: string | null;
  /** null: the list is private. */
  members: MemberCardView[] | null;
  /** The listed groups the public sees, in their owner's order: the member list's filter. */
  groups: GroupLinkView[];
  /**
   * When a time zone is set: the moment the page shows (epoch ms), the zone's offset then ("UTC+02:00",
   * in seconds too) and its IANA name; the page formats the time in its language.
   */
  localTime: { at: number; offsetSeconds: number; offset: string; zone: string } | null;
}

export interface MemberPageView extends ProfileView {
  owner: { name: string; display_name: string | null; url: string };
}

/** What a profile's embed shows (support/embed-content.ts chooses it as the share card does). */
export interface EmbedView {
  /** The display name (or the name), as the card draws it. */
  title: string;
  /** `@name`, or `@owner · member`, as the card draws it. */
  handle: string;
  avatarUrl: string | null;
  pronouns: string[];
  names: string[];
  flags: FlagImageView[];
  /** The profile's page (its path on this site): where "View full profile" goes. */
  pagePath: string;
}

/** The chrome every page has: who is signed in, the asset URLs, and what admins told the visitor. */
export interface PageChrome {
  visitor: { name: string; isAdmin: boolean; suspended: boolean } | null;
  /** Unread warnings from admins, shown at the top of every page until acknowledged. */
  warnings: WarningView[];
  /** The CSRF token of the acknowledge buttons (present when there are warnings). */
  csrf: string | null;
  /** The page's own path, where acknowledging a warning returns to. */
  path: string;
  css: string;
  script: string;
  /** The site's icons (hashed asset addresses): SVG, a 192 px PNG, the 180 px apple-touch-icon. */
  icons: { svg: string; png: string; appleTouch: string };
  siteName: string;
  /** The theme the visitor chose, or null: the system's. */
  theme: 'light' | 'dark' | null;
  /** The languages a visitor can choose in the footer, each by its own name. */
  languages: Array<{ locale: string; name: string }>;
}

export interface WarningView {
  id: string;
  reason: string;
  created_at: string;
}

/** What a signed-in visitor may do about a profile they look at, and how it is shown to them. */
export interface ProfileActions {
  /** Where the Report link goes (signed-in visitors, not on their own profiles). */
  reportUrl: string | null;
  /** Shown above a profile that only the visitor can see (suspended: to themselves and admins). */
  notice: string | null;
  /** On the visitor's own page (or own member's): what they can do with it. */
  own: OwnPageActions | null;
}

export interface OwnPageActions {
  editUrl: string;
  /** Where the "new short link" form posts. */
  newShortLinkAction: string;
  csrf: string;
  /** What happened to the short link just now (rerolled, or why not). */
  shortLinkNotice: string | null;
  /** What the page offers to share; null where its card, badge and embed answer 404 (suspended). */
  share: SharePanelView | null;
}

/**
 * The share panel of one's own page (support/share-panel-content.ts makes it): every address absolute,
 * on PUBLIC_URL, else the origin the page was asked at; the snippets as they are to be pasted.
 */
export interface SharePanelView {
  /** The page's own address. */
  address: string;
  shortUrl: string | null;
  /** The share card as the page's og:image names it, and what it shows (in the page's language). */
  card: { url: string; alt: string };
  /** The badge, its words as alt text, and how it is pasted in Markdown and in HTML, linking to the page. */
  badge: { url: string; alt: string; markdown: string; html: string };
  /** The embed's iframe, as the oEmbed answer gives it. */
  embed: string;
  /** `@name@host`, as WebFinger answers it; null for a member (members are not actors). */
  fediverseHandle: string | null;
}

/** A page's link-preview image (the share card): what previews need to lay it out before fetching it. */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  /** Its media type (og:image:type). */
  type: string;
  /** What it shows, in the page's language (og:image:alt, twitter:image:alt). */
  alt: string;
}

/** Link-preview (OpenGraph/Twitter) data of a page. */
export interface PageMeta {
  title: string;
  description?: string;
  image?: PageImage | null;
  /**
   * The page's canonical address, absolute: `rel="canonical"`, og:url and the base of the `hreflang`
   * alternates. Pages with variants name it (docs/WEB.md, "Canonical addresses"); others leave it out.
   */
  url?: string;
  /** A user's or member's page is a `profile` to Open Graph (og:type); other pages a `website`. */
  type?: 'profile' | 'website';
  /** A user's page: its username (`profile:username`). */
  username?: string;
  /** The ActivityPub actor of the page's profile (a user's page): a link rel="alternate". */
  activityJson?: string;
  /** The oEmbed answer of the page (a profile everyone may see): its discovery link, rel="alternate". */
  oembed?: string;
  /**
   * A page whose address is a secret (a share link's view): never indexed, and never named in the
   * Referer of what it links to or loads.
   */
  secretAddress?: boolean;
}

/** The profile editor's form as shown (support/profile-form.ts turns it into API bodies and back). */
export interface EntryDraft {
  value: string;
  status: string;
  /** Who sees the entry, as its "who sees this" menu names it (support/placement-form.ts); users only. */
  seen_by?: string;
}

export interface PronounDraft extends EntryDraft {
  display_text: string;
}

export interface FieldDraft {
  name: string;
  entries: EntryDraft[];
  /** Who sees the field as a whole (as for entries). */
  seen_by?: string;
}

export interface PreferenceDraft {
  id: string;
  icon: string;
  tooltip: string;
  size: 'large' | 'normal' | 'small';
  muted: boolean;
  favourite: boolean;
}

export interface ProfileDraft {
  /** Members only: their name. Users change their username in settings. */
  name: string;
  display_name: string;
  bio: string;
  content_note: string;
  links: string[];
  names: EntryDraft[];
  pronouns: PronounDraft[];
  fields: FieldDraft[];
  flags: string[];
  /** Users only. */
  member_title: string;
  timezone: string;
  list_private: boolean;
  custom: PreferenceDraft[];
  /** Members only. */
  unlisted: boolean;
  /**
   * Users with audiences (or placed items): who sees the items that are not rows of their own, and
   * the links' (a link row is its URL alone), by the links' places. Undefined: the form has no
   * "who sees this" menus, and a save leaves the placements as they are.
   */
  seen_by?: SeenBy;
}

export interface SeenBy {
  /** A member as a whole (the member editor's); undefined in the user's. */
  member?: string;
  bio: string;
  avatar: string;
  links: string[];
  /** By flag ID. */
  flags: Record<string, string>;
}
