/**
 * A PluralKit export (`pk;export`, format version 2) as Nametag members: name, display name,
 * pronouns (PluralKit keeps them as one text: "she/her, they/them") and description → bio; groups as
 * member groups (name, display name, description, colour, members; a private group stays its owner's).
 * What has no place in a Nametag profile (birthdays, proxy tags, colours, the system's own profile,
 * switches) is reported as skipped; images are never fetched from the URLs PluralKit gives.
 * The result is checked against the API's member schema by the caller, like any other import.
 */
import { invalidField } from '../../core/errors.js';
import { LIMITS } from '../../profiles/rules/profile-types.js';
import { ImportNoteList } from './import-note-list.js';
import { type ImportNote, PLURALKIT_FIELDS, type PluralKitField } from './import-notes.js';
import { importProblem } from './import-problems.js';

export interface PluralKitMember {
  name: string;
  /** Its PluralKit ID (five or six letters), as PluralKit's groups name it. */
  ref: string | undefined;
  patch: Record<string, unknown>;
}

/** A PluralKit group as a body of the group API, and its members by their PluralKit IDs. */
export interface PluralKitGroup {
  name: string;
  body: Record<string, unknown>;
  memberRefs: string[];
  /** `[]`: the group was private on PluralKit, and stays its owner's; null: everyone sees it. */
  audienceRefs: string[] | null;
}

/** Whether a parsed JSON document looks like a PluralKit export. */
export function isPluralKitExport(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const document = value as Record<string, unknown>;
  return (
    Array.isArray(document.members) && (document.version === 1 || document.version === 2 || 'switches' in document)
  );
}

/**
 * The longest pronoun text read: as many entries as a profile holds, each at its longest, with a
 * separator between each. Anything longer could not become a valid profile, and is refused before it
 * is looked at.
 */
export const MAX_PRONOUNS_TEXT = LIMITS.entries * (LIMITS.entryValue + 5);

/** Separators between entries of one line, standing as words of their own. */
const SEPARATOR_WORDS = new Set(['or', 'and']);

/**
 * "she/her, they/them" or "she/her or they/them" → separate pronoun entries ("okay": PluralKit has no
 * preferences). Read word by word in one pass: a separator pattern that spans whitespace on both
 * sides of "or" backtracks over long runs of spaces.
 */
export function splitPronouns(text: string): Array<{ pronouns: string; status: string }> {
  const entries: string[] = [];
  for (const line of text.split(/[,;\n]/)) {
    let start = 0;
    for (const word of line.matchAll(/\S+/g)) {
      if (!SEPARATOR_WORDS.has(word[0].toLowerCase())) continue;
      entries.push(line.slice(start, word.index));
      start = word.index + word[0].length;
    }
    entries.push(line.slice(start));
  }
  return entries
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((pronouns) => ({ pronouns, status: 'okay' }));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A PluralKit group (`groups[]` of the export): its `members` are its members' PluralKit IDs. */
function groupOf(raw: unknown, i: number): PluralKitGroup {
  if (!isObject(raw) || typeof raw.name !== 'string') {
    throw invalidField(
      `groups.${i}`,
      'must be a PluralKit group with a name',
      importProblem({ problem: 'notExportShape' }),
    );
  }
  const body: Record<string, unknown> = {};
  const displayName = text(raw.display_name);
  if (displayName !== null) body.display_name = displayName;
  const description = text(raw.description);
  if (description !== null) body.description = description;
  const color = text(raw.color);
  if (color !== null) body.color = color;
  const members = Array.isArray(raw.members) ? raw.members.filter((id): id is string => typeof id === 'string') : [];
  const privacy = isObject(raw.privacy) ? raw.privacy : {};
  return {
    name: raw.name,
    body,
    memberRefs: members,
    audienceRefs: privacy.visibility === 'private' ? [] : null,
  };
}

export function fromPluralKit(document: Record<string, unknown>): {
  members: PluralKitMember[];
  groups: PluralKitGroup[];
  skipped: ImportNote[];
} {
  const members = document.members as unknown[];
  const counts = new Map<PluralKitField, number>();
  const converted = members.map((raw, i) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw invalidField(
        `members.${i}`,
        'must be a PluralKit member object',
        importProblem({ problem: 'notExportShape' }),
      );
    }
    const member = raw as Record<string, unknown>;
    if (typeof member.name !== 'string') {
      throw invalidField(`members.${i}.name`, 'must be a string', importProblem({ problem: 'notExportShape' }));
    }
    // Fields of a PluralKit member that Nametag has no place for (the report says why: import-notes.ts).
    for (const key of PLURALKIT_FIELDS) {
      const value = member[key];
      const present = Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';
      if (present) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const patch: Record<string, unknown> = {};
    const displayName = text(member.display_name);
    if (displayName !== null) patch.display_name = displayName;
    const bio = text(member.description);
    if (bio !== null) patch.bio = bio;
    const pronouns = text(member.pronouns);
    if (pronouns !== null && pronouns.length > MAX_PRONOUNS_TEXT) {
      throw invalidField(`members.${i}.pronouns`, `must be at most ${MAX_PRONOUNS_TEXT} characters`, {
        keyword: 'maxLength',
        params: { limit: MAX_PRONOUNS_TEXT },
      });
    }
    if (pronouns !== null) patch.pronouns = splitPronouns(pronouns);
    return { name: member.name, ref: typeof member.id === 'string' ? member.id : undefined, patch };
  });
  // One note a field, counted over the members: the list stays as short as what is left out is varied.
  const skipped = new ImportNoteList();
  for (const [field, count] of counts) skipped.add({ kind: 'pluralKitField', values: { field, count } });
  const { switches } = document;
  const groups = Array.isArray(document.groups) ? document.groups : [];
  const pictured = groups.filter((group) => isObject(group) && (text(group.icon) ?? text(group.banner)) !== null);
  if (pictured.length > 0) skipped.add({ kind: 'pluralKitGroupImages', values: { count: pictured.length } });
  if (Array.isArray(switches) && switches.length > 0) {
    skipped.add({ kind: 'pluralKitSwitches', values: { count: switches.length } });
  }
  if (text(document.name) ?? text(document.description)) {
    skipped.add({ kind: 'pluralKitSystem', values: {} });
  }
  return { members: converted, groups: groups.map(groupOf), skipped: skipped.list() };
}
