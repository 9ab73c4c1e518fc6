/**
 * What an import leaves out, as notes: a kind and its values (names, texts, numbers), never a sentence.
 * The API sends each note as one English line (`englishNote`, the one wording of each kind: the
 * `skipped` strings clients have always read); the web pages word the same notes in the page's
 * language from the catalogue. What a person typed (a name, a link, a label) is a value, shown as it is.
 * An import holds a few examples of each kind and a count of the rest (import-note-list.ts): the
 * count is a note of its own, `moreLikeThis`, worded with the reason its kind shares.
 */
import { FETCH_FAILURES, type FetchFailure } from '../../lib/guarded-fetch.js';
import { type ImageProblem, MAX_ASPECT_RATIO, MAX_INPUT_PIXELS, MAX_INPUT_SIDE } from '../../lib/images.js';

/** Whose profile a note is about: the account's own (null) or a member's, by name. */
interface Owner {
  member: string | null;
}

/** An entry of a list: a name, a pronoun set, or an entry of a field (named by its title). */
interface Entry extends Owner {
  list: 'names' | 'pronouns' | 'field';
  /** The field's title, for entries of a field. */
  field?: string;
  /** From 1. */
  n: number;
}

/** Whose image could not be fetched. */
export type ImageOwner = { of: 'user' } | { of: 'member'; name: string } | { of: 'flag'; name: string };

/** The rule a member name broke (the keywords of profiles/rules/member-names.ts). */
export type MemberNameRule = 'memberNameLength' | 'memberNameCharacters' | 'memberNameInvisible' | 'memberNameDots';

/** Fields of a PluralKit member that Nametag has no place for. */
export type PluralKitField = 'birthday' | 'proxy_tags' | 'color' | 'avatar_url' | 'webhook_avatar_url' | 'banner';

/** Why an image of an import cannot be used (lib/images.ts); past the conversions an import may ask for, it is refused instead. */
export type UnusableImage = Exclude<ImageProblem, 'notStored'>;

/** A note about one thing left out. */
export type ItemNote =
  // Read from a pronouns.cc-compatible service.
  | { kind: 'flagNotAFlag'; values: { n: number } }
  | { kind: 'flagWithoutImage'; values: { name: string } }
  | { kind: 'preferenceOverLimit'; values: { label: string; limit: number } }
  | { kind: 'preferenceTooLong'; values: { label: string } }
  | { kind: 'unknownPreference'; values: Entry & { value: string; preference: string } }
  | { kind: 'entryEmpty'; values: Entry }
  | { kind: 'entryTooLong'; values: Entry & { limit: number } }
  | { kind: 'entryOverLimit'; values: Entry & { limit: number } }
  | { kind: 'shownAsTooLong'; values: Owner & { n: number; limit: number } }
  | { kind: 'fieldOverLimit'; values: Owner & { n: number; limit: number } }
  | { kind: 'fieldNameTooLong'; values: Owner & { n: number } }
  | { kind: 'linkNotWeb'; values: Owner & { n: number; link: string } }
  // Not left out: a link given without its scheme comes in with https:// in front.
  | { kind: 'linkFixed'; values: Owner & { n: number; link: string; fixed: string } }
  | { kind: 'linkOverLimit'; values: Owner & { n: number; limit: number } }
  | { kind: 'profileFlagsOverLimit'; values: Owner & { limit: number } }
  | { kind: 'unknownTimeZone'; values: { zone: string } }
  | { kind: 'memberNameInvalid'; values: { n: number; name: string; rule: MemberNameRule } }
  | { kind: 'memberNameClash'; values: { name: string; earlier: string } }
  | { kind: 'serviceHasNoFlags'; values: { host: string } }
  | { kind: 'imageNotFetched'; values: { image: ImageOwner; failure: FetchFailure } }
  | { kind: 'imageNotAnswered'; values: { image: ImageOwner; status: number } }
  // Read from a service, or a Nametag export's file.
  | { kind: 'imageUnusable'; values: { image: ImageOwner; problem: UnusableImage } }
  // A Nametag export.
  | { kind: 'avatarNotInArchive'; values: { member: { index: number; name: string } | null } }
  | { kind: 'flagNotInArchive'; values: { index: number; name: string } }
  | { kind: 'languageNotShipped'; values: { language: string } }
  // A PluralKit export.
  | { kind: 'pluralKitField'; values: { field: PluralKitField; count: number } }
  | { kind: 'pluralKitGroupImages'; values: { count: number } }
  | { kind: 'pluralKitSwitches'; values: { count: number } }
  | { kind: 'pluralKitSystem'; values: Record<string, never> };

export type ItemNoteKind = ItemNote['kind'];

/** A note, or how many more of one kind there were past its examples. */
export type ImportNote = ItemNote | { kind: 'moreLikeThis'; values: { like: ItemNoteKind; count: number } };

export type ImportNoteKind = ImportNote['kind'];

const owner = ({ member }: Owner) => (member === null ? 'Your profile' : `Member “${member}”`);

function entry(place: Entry): string {
  const who = owner(place);
  if (place.list === 'names') return `${who}, name ${place.n}`;
  if (place.list === 'pronouns') return `${who}, pronouns ${place.n}`;
  return `${who}, field “${place.field ?? ''}”, entry ${place.n}`;
}

function image(place: ImageOwner): string {
  if (place.of === 'user') return 'Your profile, avatar';
  if (place.of === 'member') return `Member “${place.name}”, avatar`;
  return `Flag “${place.name}”`;
}

const PLURALKIT_REASONS: Record<PluralKitField, string> = {
  birthday: 'birthdays are not part of a Nametag profile',
  proxy_tags: 'proxy tags belong to PluralKit',
  color: 'profile colours are not part of a Nametag profile',
  avatar_url: 'images are not fetched from other services; add avatars after the import',
  webhook_avatar_url: 'images are not fetched from other services',
  banner: 'banners are not part of a Nametag profile',
};

const IMAGE_PROBLEMS: Record<UnusableImage, string> = {
  notImage: 'the data is not an image',
  format: 'it is not a PNG, JPEG, GIF or WebP',
  side: `a side is longer than ${MAX_INPUT_SIDE} pixels`,
  ratio: `the longer side is more than ${MAX_ASPECT_RATIO} times the shorter`,
  pixels: `it has more than ${MAX_INPUT_PIXELS.toLocaleString('en-US')} pixels`,
  corrupt: 'it is truncated or corrupt',
};

/** What the notes of each kind share, for the line that counts those past its examples. */
const REASONS: Record<ItemNoteKind, string> = {
  flagNotAFlag: 'flags without an id or a name',
  flagWithoutImage: 'flags without an image',
  preferenceOverLimit: 'preferences past the limit',
  preferenceTooLong: 'preferences whose icon or label is too long',
  unknownPreference: 'entries whose preference is none of the account\'s (set to "okay")',
  entryEmpty: 'empty entries',
  entryTooLong: 'entries longer than the limit',
  entryOverLimit: 'entries past the limit of their list',
  shownAsTooLong: '"shown as" texts longer than the limit',
  fieldOverLimit: 'fields past the limit',
  fieldNameTooLong: 'fields whose name is too long',
  linkNotWeb: 'links that are not web addresses',
  linkFixed: 'links given without https:// (it is added)',
  linkOverLimit: 'links past the limit',
  profileFlagsOverLimit: 'profiles showing more flags than the limit',
  unknownTimeZone: 'time zones this server does not know',
  memberNameInvalid: 'names that cannot be member names here',
  memberNameClash: 'members with the same name as another',
  serviceHasNoFlags: 'services without flags',
  imageNotFetched: 'images that could not be fetched',
  imageNotAnswered: 'images that could not be fetched',
  imageUnusable: 'images that cannot be used',
  avatarNotInArchive: 'avatars whose image is not in the archive',
  flagNotInArchive: 'flags whose image is not in the archive',
  languageNotShipped: 'languages this server does not ship',
  pluralKitField: "PluralKit's own data",
  pluralKitGroupImages: 'images that are never fetched',
  pluralKitSwitches: "PluralKit's own data",
  pluralKitSystem: "PluralKit's own data",
};

/** Every kind of note about one thing left out. */
export const ITEM_NOTE_KINDS = Object.keys(REASONS) as ItemNoteKind[];

/** Every PluralKit field Nametag leaves out: at most one note each. */
export const PLURALKIT_FIELDS = Object.keys(PLURALKIT_REASONS) as PluralKitField[];

/** The English of member-names.ts's refusals, as an import's note quotes them. */
const MEMBER_NAME_MESSAGE = 'Invalid value for name';

type Wordings = { [K in ImportNoteKind]: (values: Extract<ImportNote, { kind: K }>['values']) => string };

/** The one English wording of each kind: what the API's `skipped` carries. */
const ENGLISH: Wordings = {
  flagNotAFlag: ({ n }) => `Flag ${n}: not a flag (it has no id or name)`,
  flagWithoutImage: ({ name }) => `Flag “${name}”: it has no image`,
  preferenceOverLimit: ({ label, limit }) =>
    `Your preference “${label}”: more than ${limit} preferences (entries using it become "okay")`,
  preferenceTooLong: ({ label }) =>
    `Your preference “${label}”: its icon or label is too long (entries using it become "okay")`,
  unknownPreference: (values) =>
    `${entry(values)} (“${values.value}”): its preference "${values.preference}" is none of the account's (set to "okay")`,
  entryEmpty: (values) => `${entry(values)}: empty`,
  entryTooLong: (values) => `${entry(values)}: longer than ${values.limit} characters`,
  entryOverLimit: (values) => `${entry(values)}: more than ${values.limit}`,
  shownAsTooLong: (values) =>
    `${owner(values)}, pronouns ${values.n}, its “shown as” text: longer than ${values.limit} characters (the pronouns' own is shown)`,
  fieldOverLimit: (values) => `${owner(values)}, field ${values.n}: more than ${values.limit} fields`,
  fieldNameTooLong: (values) => `${owner(values)}, field ${values.n}: its name is too long`,
  linkNotWeb: (values) =>
    `${owner(values)}, link ${values.n}: "${values.link}" is not a web address (http:// or https://)`,
  linkFixed: (values) =>
    `${owner(values)}, link ${values.n}: "${values.link}" has no http:// or https://, so it comes in as "${values.fixed}"`,
  linkOverLimit: (values) => `${owner(values)}, link ${values.n}: more than ${values.limit} links`,
  profileFlagsOverLimit: (values) =>
    `${owner(values)}: more than ${values.limit} flags shown (the first ${values.limit} are kept)`,
  unknownTimeZone: ({ zone }) => `Your profile, time zone: "${zone}" is not one this server knows`,
  memberNameInvalid: ({ n, name }) =>
    `Member ${n}: the name "${name}" cannot be a member name here (${MEMBER_NAME_MESSAGE})`,
  memberNameClash: ({ name, earlier }) =>
    `Member “${name}”: the same name as “${earlier}” here (names are compared without case)`,
  serviceHasNoFlags: ({ host }) => `Flags: ${host} has none to give (GET /api/v1/users/@me/flags answered 404)`,
  imageNotFetched: (values) =>
    `${image(values.image)}: the image could not be fetched (${FETCH_FAILURES[values.failure]})`,
  imageNotAnswered: (values) => `${image(values.image)}: the image could not be fetched (${values.status})`,
  imageUnusable: ({ image: of, problem }) =>
    `${image(of)}: the image cannot be used (${IMAGE_PROBLEMS[problem]}), so ${of.of === 'flag' ? 'the flag is left out, and so is it on the profiles' : 'it is left out'}`,
  avatarNotInArchive: ({ member }) =>
    `${member === null ? 'user' : `members.${member.index}`}.avatar: the image is not in the archive (import the zip export to bring images)`,
  flagNotInArchive: ({ index }) =>
    `flags.${index}: the image is not in the archive (import the zip export to bring flags)`,
  languageNotShipped: ({ language }) => `user.language: ${language} is not a language this server ships`,
  pluralKitField: ({ field, count }) =>
    `members.*.${field} (${count} member${count === 1 ? '' : 's'}): ${PLURALKIT_REASONS[field]}`,
  pluralKitGroupImages: ({ count }) =>
    `groups.*.icon, groups.*.banner (${count} group${count === 1 ? '' : 's'}): images are never fetched from PluralKit`,
  pluralKitSwitches: ({ count }) => `switches (${count}): PluralKit's own data`,
  pluralKitSystem: () => "system: the system's own profile is not imported, only its members",
  moreLikeThis: ({ like, count }) => `… and ${count.toLocaleString('en-US')} more like this: ${REASONS[like]}`,
};

/** A note as the API's English line. */
export function englishNote(note: ImportNote): string {
  return (ENGLISH[note.kind] as (values: ImportNote['values']) => string)(note.values);
}
