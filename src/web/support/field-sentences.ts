/**
 * Field errors as sentences a person can act on. The API words a problem for developers
 * ("links.2: must be an absolute http:// or https:// URL"); the editor shows "Link 3 must start with
 * https:// — did you mean https://robin.example/blog?" beside the field. A sentence is chosen by the
 * rule's name (FieldProblem.keyword) and filled in with the field's name for people and, where it
 * helps, the value that was sent. Every sentence is a message with an id and named values, so the
 * languages work can move them into catalogues as they are.
 */
import type { FieldProblem } from '../../core/errors.js';

/** What a sentence is filled in with. */
interface Values {
  /** The field, named for people, capitalised ("Name 3", "The label of preference 2"). */
  field: string;
  limit?: number;
  length?: number;
  suggestion?: string;
  reason?: string;
  things?: string;
  value?: string;
}

/** English sentences by message id. */
const SENTENCES = {
  tooLong: (v: Values) =>
    v.length === undefined
      ? `${v.field} can be at most ${v.limit} characters.`
      : `${v.field} can be at most ${v.limit} characters (this one has ${v.length}).`,
  empty: (v: Values) => `${v.field} cannot be empty.`,
  tooShort: (v: Values) =>
    v.length === undefined
      ? `${v.field} needs at least ${v.limit} characters.`
      : `${v.field} needs at least ${v.limit} characters (this one has ${v.length}).`,
  tooMany: (v: Values) => `You can have at most ${v.limit} ${v.things}: remove some before saving.`,
  required: (v: Values) => `${v.field} is required.`,
  linkScheme: (v: Values) => `${v.field} must start with https:// — did you mean ${v.suggestion}?`,
  linkInvalid: (v: Values) => `${v.field} must be a web address starting with https:// (or http://).`,
  timeZone: () => 'Choose a time zone from the list (for example Europe/Berlin), or leave it empty.',
  preference: (v: Values) => `Choose a preference from the list for ${lowerFirst(v.field)}.`,
  flagLibrary: () => 'One of the chosen flags is no longer in your library: reload the page and choose again.',
  flagRepeated: () => 'A flag was chosen twice: choose each flag once.',
  memberNameLength: () => 'The name needs 1 to 100 characters (spaces at either end do not count).',
  memberNameCharacters: () => 'The name cannot contain / \\ ? # or %: it becomes part of the member’s address.',
  memberNameInvisible: () =>
    'The name contains an invisible or text-direction character: retype it without pasting, or remove the character.',
  memberNameDots: () => 'A member cannot be called “.” or “..”: choose another name.',
  iconName: (v: Values) =>
    `“${v.value}” is not one of the icons: type a few letters (heart, star, moon…) and choose one from the list.`,
  image: (v: Values) => `${v.field} could not be used: ${v.reason}. Choose a PNG, JPEG, GIF or WebP image.`,
  invalid: (v: Values) => `${v.field} is not valid: ${v.reason}.`,
} as const satisfies Record<string, (values: Values) => string>;

export type SentenceId = keyof typeof SENTENCES;

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** What a list holds, in the plural, for "You can have at most 25 links". */
const LIST_NOUNS: Record<string, string> = {
  names: 'names',
  pronouns: 'pronoun entries',
  links: 'links',
  fields: 'fields',
  flags: 'flags on a profile',
  custom_preferences: 'custom preferences',
};

/**
 * The field at `path` named for people. `preferenceNumber` turns a custom preference's key (a UUID)
 * into its place in the form; it is undefined for other paths.
 */
export function fieldName(path: string, preferenceNumber: (key: string) => number | undefined = () => undefined) {
  const parts = path.split('.');
  const number = (text: string | undefined) => Number(text) + 1;
  const [head, second, third, fourth] = parts;
  switch (head) {
    case 'display_name':
      return 'The display name';
    case 'name':
      return 'The name';
    case 'bio':
      return 'The bio';
    case 'member_title':
      return 'The heading of your members section';
    case 'timezone':
      return 'The time zone';
    case 'avatar':
      return 'The avatar';
    case 'username':
      return 'The username';
    case 'password':
      return 'The password';
    case 'invite':
      return 'The invite code';
    case 'reason':
      return 'The reason';
    case 'description':
      return 'The description';
    case 'flag':
      return 'The flag image';
    case 'links':
      return second === undefined ? 'The links' : `Link ${number(second)}`;
    case 'names':
      return second === undefined ? 'The names' : `Name ${number(second)}`;
    case 'pronouns':
      if (second === undefined) return 'The pronouns';
      if (third === 'display_text') return `“Shown as” of pronouns ${number(second)}`;
      return `Pronouns ${number(second)}`;
    case 'fields':
      if (second === undefined) return 'The fields';
      if (third === 'name') return `The name of field ${number(second)}`;
      if (third === 'entries' && fourth !== undefined) return `Entry ${number(fourth)} of field ${number(second)}`;
      if (third === 'entries') return `The entries of field ${number(second)}`;
      return `Field ${number(second)}`;
    case 'flags':
      return second === undefined ? 'The flags' : `Flag ${number(second)}`;
    case 'custom_preferences': {
      if (second === undefined) return 'Your preferences';
      const place = preferenceNumber(second);
      const which = place === undefined ? 'a preference' : `preference ${place}`;
      if (third === 'tooltip') return `The label of ${which}`;
      if (third === 'icon') return `The icon of ${which}`;
      return which.charAt(0).toUpperCase() + which.slice(1);
    }
    default:
      return `The field “${path}”`;
  }
}

/** What the list at `path` holds, in the plural ("fields.1.entries" → "entries in one field"). */
function listNoun(path: string): string {
  if (/^fields\.\d+\.entries$/.test(path)) return 'entries in one field';
  return LIST_NOUNS[path] ?? 'entries here';
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

/**
 * The sentence for a field problem. `value` is what was sent at the problem's path (undefined when
 * unknown); `field` names the field for people (see fieldName).
 */
export function fieldSentence(problem: FieldProblem, value: unknown, field: string): string {
  const limit = typeof problem.params?.limit === 'number' ? problem.params.limit : undefined;
  switch (problem.keyword) {
    case 'maxLength':
      return SENTENCES.tooLong({ field, limit, length: characters(value) });
    case 'minLength':
      return limit === 1 ? SENTENCES.empty({ field }) : SENTENCES.tooShort({ field, limit, length: characters(value) });
    case 'maxItems':
    case 'maxProperties':
      return SENTENCES.tooMany({ field, limit, things: listNoun(problem.path) });
    case 'required':
      return SENTENCES.required({ field });
    case 'url': {
      const suggestion = typeof value === 'string' ? withScheme(value) : null;
      return suggestion ? SENTENCES.linkScheme({ field, suggestion }) : SENTENCES.linkInvalid({ field });
    }
    case 'timeZone':
    case 'preference':
    case 'flagLibrary':
    case 'flagRepeated':
    case 'memberNameLength':
    case 'memberNameCharacters':
    case 'memberNameInvisible':
    case 'memberNameDots':
      return SENTENCES[problem.keyword]({ field });
    case 'image':
      return SENTENCES.image({ field, reason: problem.rule });
    case 'iconName':
      return SENTENCES.iconName({ field, value: typeof value === 'string' ? value : '' });
    default:
      return SENTENCES.invalid({ field, reason: problem.rule });
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
