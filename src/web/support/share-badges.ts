/**
 * A profile's badge, chosen by the query: which entries (`show=pronouns`, the default, or `names`, or
 * `field=<label>` for a custom field), the label (`label=`, else the entry's kind, in the language
 * `lang=` names — English when none: a badge is one image for every reader — or the field's label), colours (`color=`, `labelColor=`: hex only, with or without `#`) and `style=`. The message
 * is the entries anyone may use (entriesForEveryone), or "—". Anything else, an unknown option
 * included, is refused with a sentence saying what is allowed.
 */
import { invalidField } from '../../core/errors.js';
import { BADGE_STYLES, type Badge, type BadgeStyle } from '../../lib/badges.js';
import { graphemes } from '../../lib/graphemes.js';
import { SHIPPED_LOCALES, SOURCE_LOCALE } from '../../i18n/locales.js';
import { namedLocale } from '../../i18n/negotiate.js';
import { translatorFor } from '../../i18n/translator.js';
import { entriesForEveryone } from '../views/profile-view.js';
import type { CustomPreferencesView, ProfileView } from '../views/view-types.js';

export interface BadgeQuery {
  show?: unknown;
  field?: unknown;
  label?: unknown;
  lang?: unknown;
  color?: unknown;
  labelColor?: unknown;
  style?: unknown;
}

/** Characters of the label and of the message at most: a badge is one short line. */
const LABEL_CHARACTERS = 40;
const MESSAGE_CHARACTERS = 80;
/** Entries shown at most. */
const BADGE_ENTRIES = 3;
const HEX = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const DEFAULT_COLOR = '#6b4bc4';
const DEFAULT_LABEL_COLOR = '#555555';

function refuse(option: string, rule: string, sentence: string): never {
  throw invalidField(option, rule, { keyword: 'badgeOption' }, sentence);
}

function text(value: unknown, option: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') refuse(option, 'must be given once', `The option ${option} must be given once.`);
  return value;
}

function colour(value: unknown, option: string, fallback: string): string {
  const given = text(value, option);
  if (given === undefined || given === '') return fallback;
  if (!HEX.test(given)) {
    refuse(
      option,
      'must be a hex colour',
      `The option ${option} must be a hex colour such as 6b4bc4 or fff (a leading # written as %23 is allowed).`,
    );
  }
  return `#${given.replace(/^#/, '').toLowerCase()}`;
}

const cut = (value: string, characters: number) => {
  const all = graphemes(value);
  return all.length > characters ? `${all.slice(0, characters - 1).join('')}…` : value;
};

/**
 * Format characters but ZWJ (which joins emoji) taken out of what the query gives: a right-to-left
 * override in the label would turn around how the person's pronouns beside it read.
 */
const INVISIBLE = /(?!\u200D)\p{Cf}/gu;
const visible = (value: string) => value.replace(INVISIBLE, '');

/** The options a badge takes; any other key is refused, so a mistyped option is not silently ignored. */
const BADGE_OPTIONS = new Set(['show', 'field', 'label', 'lang', 'color', 'labelColor', 'style']);

/** The entries the badge shows (entriesForEveryone), the first few of them. */
function shownEntries<T extends { status: string }>(
  entries: T[],
  custom: CustomPreferencesView,
  textOf: (entry: T) => string,
): string[] {
  return entriesForEveryone(entries, custom).slice(0, BADGE_ENTRIES).map(textOf);
}

/** What a badge reads of a profile: its lists, from its public document (or a page's view of one). */
export type BadgeProfile = Pick<ProfileView, 'names' | 'pronouns' | 'fields'>;

export function badgeOf(profile: BadgeProfile, custom: CustomPreferencesView, query: BadgeQuery): Badge {
  const unknown = Object.keys(query).find((key) => !BADGE_OPTIONS.has(key));
  if (unknown !== undefined)
    refuse(
      unknown,
      'must be a badge option',
      `The badge has no option ${JSON.stringify(visible(unknown).slice(0, 40))}; its options are ${[...BADGE_OPTIONS].join(', ')}.`,
    );
  const show = text(query.show, 'show');
  const field = text(query.field, 'field');
  if (show !== undefined && field !== undefined)
    refuse('show', 'not with field', 'Give either show or field, not both.');
  if (show !== undefined && show !== 'pronouns' && show !== 'names')
    refuse('show', 'must be pronouns or names', 'The option show must be pronouns or names (or use field=<label>).');
  const style = text(query.style, 'style') ?? 'flat';
  if (!(BADGE_STYLES as readonly string[]).includes(style))
    refuse('style', 'must be a badge style', `The option style must be one of ${BADGE_STYLES.join(', ')}.`);
  const color = colour(query.color, 'color', DEFAULT_COLOR);
  const labelColor = colour(query.labelColor, 'labelColor', DEFAULT_LABEL_COLOR);
  const lang = text(query.lang, 'lang');
  const locale = lang === undefined ? SOURCE_LOCALE : namedLocale(lang, false);
  if (locale === null)
    refuse('lang', 'must be a shipped language', `The option lang must be one of ${SHIPPED_LOCALES.join(', ')}.`);
  const { t } = translatorFor(locale);
  const given = text(query.label, 'label');
  const label = given === undefined ? undefined : visible(given);

  let kind: string;
  let entries: string[];
  if (field !== undefined) {
    const key = visible(field).trim().toLowerCase();
    const found = profile.fields.find((candidate) => visible(candidate.name).trim().toLowerCase() === key);
    if (!found) {
      refuse('field', 'must name a field of the profile', 'The profile has no field with that label.');
    }
    kind = found.name;
    entries = shownEntries(found.entries, custom, (entry) => entry.value);
  } else if (show === 'names') {
    kind = t('profile.names');
    entries = shownEntries(profile.names, custom, (entry) => entry.value);
  } else {
    kind = t('profile.pronouns');
    entries = shownEntries(profile.pronouns, custom, (entry) => entry.display_text ?? entry.pronouns);
  }
  return {
    label: cut(label ?? kind, LABEL_CHARACTERS),
    message: cut(entries.join(', ') || '—', MESSAGE_CHARACTERS),
    color,
    labelColor,
    style: style as BadgeStyle,
  };
}
