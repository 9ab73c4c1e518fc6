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

/** The profile editor's form as shown (support/profile-form.ts turns it into API bodies and back). */
export interface EntryDraft {
  value: string;
  status: string;
}

export interface PronounDraft extends EntryDraft {
  display_text: string;
}

export interface FieldDraft {
  name: string;
  entries: EntryDraft[];
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
}
