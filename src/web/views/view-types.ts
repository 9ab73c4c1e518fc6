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
  avatarUrl: string | null;
  links: string[];
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

export interface UserPageView extends ProfileView {
  member_title: string | null;
  /** null: the list is private. */
  members: MemberCardView[] | null;
  /** "14:05" and "UTC+02:00" when a time zone is set. */
  localTime: { time: string; offset: string; zone: string } | null;
}

export interface MemberPageView extends ProfileView {
  owner: { name: string; display_name: string | null; url: string };
}

/** The chrome every page has: who is signed in, the asset URLs. */
export interface PageChrome {
  visitor: { name: string } | null;
  css: string;
  script: string;
  siteName: string;
}

/** Link-preview (OpenGraph/Twitter) data of a page. */
export interface PageMeta {
  title: string;
  description?: string;
  image?: string | null;
  url?: string;
}
