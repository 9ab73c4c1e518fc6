/**
 * What a profile's share card shows, taken from its public document (so it shows nothing the page
 * does not): the display name (or the name), the handle, the favourite pronouns and the flags, and
 * the avatar. Its version is a hash of exactly that (and of the layout), so the card's address on
 * the page changes whenever what it draws does, and link previews fetch the new one.
 */
import { createHash } from 'node:crypto';
import type { MemberDocument, UserDocument } from '../../profiles/documents/stored-document.js';
import type { Translator } from '../../i18n/translator.js';
import { CARD_HEIGHT, CARD_WIDTH } from '../../lib/card-layout.js';
import { graphemes } from '../../lib/graphemes.js';
import { entriesForEveryone, preferenceOf } from '../views/profile-view.js';
import type { CustomPreferencesView, PageImage } from '../views/view-types.js';

/** Raised when the drawing changes, so every card gets a new version (and address). */
const CARD_LAYOUT_VERSION = 1;
/** Flags drawn at most (as many as fit the card's width). */
export const CARD_FLAGS = 8;
/** Texts are cut to this many characters before drawing: the card shows two lines of each at most. */
const CARD_TEXT_CHARACTERS = 160;

export interface CardContent {
  title: string;
  subtitle: string;
  pronouns: string;
  avatar: { kind: 'users' | 'members'; ownerId: string; hash: string } | null;
  /** Images in the user's flag library. */
  flags: { ownerId: string; hash: string }[];
}

/** A text has at most as many characters as UTF-16 units: only a longer one is segmented to be cut. */
const cut = (text: string) =>
  text.length <= CARD_TEXT_CHARACTERS ? text : graphemes(text).slice(0, CARD_TEXT_CHARACTERS).join('');

/**
 * What a card-like summary shows of a list (as written to be shown): the favourites, else the first
 * two anyone may use (entriesForEveryone), else none. Two entries written alike show once.
 */
function shownToEveryone<T extends { status: string }>(
  entries: readonly T[],
  custom: CustomPreferencesView,
  textOf: (entry: T) => string,
): string[] {
  const chosen = entriesForEveryone(entries, custom);
  const anyFavourite = chosen.some((entry) => preferenceOf(entry.status, custom).favourite);
  return [...new Set((anyFavourite ? chosen : chosen.slice(0, 2)).map(textOf))];
}

/**
 * The pronouns the card shows (as written to be shown): the favourites, else the first two anyone
 * may use, else none (the card then shows no pronoun line). Two sets may share their short form
 * (they/them/theirs and they/them/themself): shown once.
 */
export function favouritePronouns(profile: UserDocument | MemberDocument, custom: CustomPreferencesView): string[] {
  return shownToEveryone(profile.pronouns, custom, (entry) => entry.display_text ?? entry.pronouns);
}

/** The names an embed shows beside the card's pronouns, chosen by the same rule. */
export function favouriteNames(profile: UserDocument | MemberDocument, custom: CustomPreferencesView): string[] {
  return shownToEveryone(profile.names, custom, (entry) => entry.value);
}

export function cardContent(
  profile: UserDocument | MemberDocument,
  custom: CustomPreferencesView,
  of: { kind: 'users'; userId: string } | { kind: 'members'; userId: string; ownerName: string },
): CardContent {
  return {
    title: cut(profile.display_name ?? profile.name),
    subtitle: cut(of.kind === 'users' ? `@${profile.name}` : `@${of.ownerName} · ${profile.name}`),
    pronouns: cut(favouritePronouns(profile, custom).join(' · ')),
    avatar: profile.avatar ? { kind: of.kind, ownerId: profile.id, hash: profile.avatar } : null,
    flags: profile.flags.slice(0, CARD_FLAGS).map((flag) => ({ ownerId: of.userId, hash: flag.hash })),
  };
}

/** A short hash of what the card draws: its ETag and the `v` of its address. */
export function cardVersion(content: CardContent, site: string): string {
  return createHash('sha256')
    .update(JSON.stringify([CARD_LAYOUT_VERSION, site, content]))
    .digest('base64url')
    .slice(0, 22);
}

/** The name drawn in the card's corner: the host of the site. */
export function cardSite(origin: string): string {
  return new URL(origin).host;
}

/**
 * The card as its profile page names it for link previews: its address (with its version), its size
 * and type, so a preview can lay it out before fetching it, and what it shows, said in the page's
 * language (the page is kept per language).
 */
export function cardImage(content: CardContent, origin: string, profilePath: string, messages: Translator): PageImage {
  const site = cardSite(origin);
  const values = { name: content.title, handle: content.subtitle, site, flags: content.flags.length };
  return {
    url: `${origin}${profilePath}/card.png?v=${cardVersion(content, site)}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    type: 'image/png',
    alt:
      content.pronouns === ''
        ? messages.t('profile.card.altNoPronouns', values)
        : messages.t('profile.card.alt', { ...values, pronouns: content.pronouns }),
  };
}
