/**
 * Field errors as sentences a person can act on. The API words a problem for developers
 * ("links.2: must be an absolute http:// or https:// URL"); the editor shows "Link 3 must start with
 * https:// — did you mean https://robin.example/blog?" beside the field. A sentence is chosen by the
 * rule's name (FieldProblem.keyword) and filled in with the field's name for people and, where it
 * helps, the value that was sent. Sentences and field names are messages of the catalogues
 * (`field.*`, `problem.*`, `list.*`), in the page's language.
 */
import type { FieldProblem } from '../../core/errors.js';
import type { MessageId, Translator } from '../../i18n/translator.js';

/** Languages whose nouns keep their capital inside a sentence (or whose sentences name the field first). */
const KEEPS_CAPITALS = new Set(['de', 'pl']);

/** The field's name as it stands inside a sentence: "name 1" in English, "Name 1" in German. */
function inSentence(messages: Translator, field: string): string {
  return KEEPS_CAPITALS.has(messages.locale)
    ? field
    : field.charAt(0).toLocaleLowerCase(messages.locale) + field.slice(1);
}

/** What a list holds, in the plural, for "You can have at most 25 links". */
const LIST_NOUNS: Record<string, MessageId> = {
  names: 'list.names',
  pronouns: 'list.pronouns',
  links: 'list.links',
  fields: 'list.fields',
  flags: 'list.flags',
  custom_preferences: 'list.custom_preferences',
};

/** Rules whose sentence needs nothing filled in. */
const RULE_SENTENCES = {
  timeZone: 'problem.timeZone',
  flagLibrary: 'problem.flagLibrary',
  flagRepeated: 'problem.flagRepeated',
  memberNameLength: 'problem.memberNameLength',
  memberNameCharacters: 'problem.memberNameCharacters',
  memberNameInvisible: 'problem.memberNameInvisible',
  memberNameDots: 'problem.memberNameDots',
  passwordLength: 'problem.passwordLength',
  groupColor: 'problem.groupColor',
  groupIcon: 'problem.groupIcon',
  groupNameInUse: 'problem.groupNameInUse',
  groupMembers: 'problem.groupMembers',
} as const satisfies Record<string, MessageId>;

/** Fields named by their path alone. */
const PLAIN_FIELDS: Record<string, MessageId> = {
  display_name: 'field.display_name',
  name: 'field.name',
  bio: 'field.bio',
  content_note: 'field.content_note',
  member_title: 'field.member_title',
  timezone: 'field.timezone',
  avatar: 'field.avatar',
  username: 'field.username',
  password: 'field.password',
  invite: 'field.invite',
  reason: 'field.reason',
  description: 'field.description',
  flag: 'field.flag',
  icon: 'field.icon',
  color: 'field.color',
};

/**
 * The field at `path` named for people, capitalised as a sentence starts. `preferenceNumber` turns a
 * custom preference's key (a UUID) into its place in the form; it is undefined for other paths.
 */
export function fieldName(
  messages: Translator,
  path: string,
  preferenceNumber: (key: string) => number | undefined = () => undefined,
) {
  const { t } = messages;
  const [head, second, third, fourth] = path.split('.');
  const n = Number(second) + 1;
  const plain = head === undefined ? undefined : PLAIN_FIELDS[head];
  if (plain !== undefined) return t(plain);
  switch (head) {
    case 'links':
      return second === undefined ? t('field.links') : t('field.link', { n });
    case 'names':
      return second === undefined ? t('field.names') : t('field.nameEntry', { n });
    case 'pronouns':
      if (second === undefined) return t('field.pronouns');
      return third === 'display_text' ? t('field.pronounsShownAs', { n }) : t('field.pronounEntry', { n });
    case 'fields':
      if (second === undefined) return t('field.fields');
      if (third === 'name') return t('field.fieldName', { n });
      if (third === 'entries' && fourth !== undefined) return t('field.fieldEntry', { n, entry: Number(fourth) + 1 });
      if (third === 'entries') return t('field.fieldEntries', { n });
      return t('field.field', { n });
    case 'flags':
      return second === undefined ? t('field.flags') : t('field.flagEntry', { n });
    case 'custom_preferences': {
      if (second === undefined) return t('field.preferences');
      const place = preferenceNumber(second);
      if (third === 'tooltip') {
        return place === undefined ? t('field.somePreferenceLabel') : t('field.preferenceLabel', { n: place });
      }
      if (third === 'icon') {
        return place === undefined ? t('field.somePreferenceIcon') : t('field.preferenceIcon', { n: place });
      }
      return place === undefined ? t('field.somePreference') : t('field.preference', { n: place });
    }
    default:
      return t('field.other', { path });
  }
}

/** What the list at `path` holds, in the plural ("fields.1.entries" → "entries in one field"). */
function listNoun(messages: Translator, path: string): string {
  if (/^fields\.\d+\.entries$/.test(path)) return messages.t('list.fieldEntries');
  return messages.t(LIST_NOUNS[path] ?? 'list.other');
}

/** "robin.example/blog" → "https://robin.example/blog"; null when adding the scheme would not make a web address. */
export function withScheme(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  const candidate = `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    return url.hostname.includes('.') ? candidate : null;
  } catch {
    return null;
  }
}

const characters = (value: unknown) => (typeof value === 'string' ? [...value].length : undefined);

/** The keywords fieldSentence words itself; for any other it quotes the API's English rule. */
const WORDED_KEYWORDS: ReadonlySet<string> = new Set([
  'maxLength',
  'minLength',
  'maxItems',
  'maxProperties',
  'required',
  'url',
  'preference',
  'image',
  'iconName',
  ...Object.keys(RULE_SENTENCES),
]);

/** Whether fieldSentence words this problem in the page's language (not with the API's English rule). */
export function wordsProblem(problem: FieldProblem): boolean {
  return problem.keyword !== undefined && WORDED_KEYWORDS.has(problem.keyword);
}

/**
 * The sentence for a field problem. `value` is what was sent at the problem's path (undefined when
 * unknown); `field` names the field for people (see fieldName).
 */
export function fieldSentence(messages: Translator, problem: FieldProblem, value: unknown, field: string): string {
  const { t } = messages;
  const limit = typeof problem.params?.limit === 'number' ? problem.params.limit : 0;
  const length = characters(value);
  switch (problem.keyword) {
    case 'maxLength':
      return length === undefined
        ? t('problem.tooLong', { field, limit })
        : t('problem.tooLongCounted', { field, limit, length });
    case 'minLength':
      if (limit === 1) return t('problem.empty', { field });
      return length === undefined
        ? t('problem.tooShort', { field, limit })
        : t('problem.tooShortCounted', { field, limit, length });
    case 'maxItems':
    case 'maxProperties':
      return t('problem.tooMany', { limit, things: listNoun(messages, problem.path) });
    case 'required':
      return t('problem.required', { field });
    case 'url': {
      const suggestion = typeof value === 'string' ? withScheme(value) : null;
      return suggestion ? t('problem.linkScheme', { field, suggestion }) : t('problem.linkInvalid', { field });
    }
    case 'preference':
      return t('problem.preference', { fieldInSentence: inSentence(messages, field) });
    case 'timeZone':
    case 'flagLibrary':
    case 'flagRepeated':
    case 'memberNameLength':
    case 'memberNameCharacters':
    case 'memberNameInvisible':
    case 'memberNameDots':
    case 'passwordLength':
    case 'groupColor':
    case 'groupIcon':
    case 'groupNameInUse':
    case 'groupMembers':
      return t(RULE_SENTENCES[problem.keyword]);
    case 'image':
      return imageSentence(messages, problem, field);
    case 'iconName':
      return t('problem.iconName', { value: typeof value === 'string' ? value : '' });
    default:
      return t('problem.invalid', { field, reason: problem.rule });
  }
}

/** An image's problem in the page's language, by its code (lib/images.ts); the API's English otherwise. */
function imageSentence(messages: Translator, problem: FieldProblem, field: string): string {
  const { t } = messages;
  const params = problem.params ?? {};
  const number = (key: string) => (typeof params[key] === 'number' ? params[key] : 0);
  const size = { field, width: number('width'), height: number('height'), max: number('max') };
  switch (params.problem) {
    case 'notImage':
      return t('image.notImage', { field });
    case 'format':
      return t('image.format', { field, format: typeof params.format === 'string' ? params.format : '' });
    case 'side':
      return t('image.side', size);
    case 'ratio':
      return t('image.ratio', size);
    case 'pixels':
      return t('image.pixels', size);
    case 'corrupt':
      return t('image.corrupt', { field });
    case 'encoding':
      return t('image.encoding', { field });
    default:
      return t('problem.image', { field, reason: problem.rule });
  }
}

/** The value at a dotted path of a body ("names.2.value"), or undefined. */
export function valueAt(body: unknown, path: string): unknown {
  let here: unknown = body;
  for (const part of path.split('.')) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[part];
  }
  return here;
}
