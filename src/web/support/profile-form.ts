/**
 * The profile editor's form, both ways: a draft (what the form shows) from a MeUser or Member, from a
 * submitted form, and the API body a draft becomes. Rows left empty are dropped; a submitted form
 * that fails validation is shown again as it was sent, so nothing typed is lost.
 */
import { randomUUID } from 'node:crypto';
import type { MemberDocument, Owned, OwnerDocument } from '../../profiles/documents/stored-document.js';
import { pronounDisplayText } from '../../profiles/rules/pronoun-display.js';
import { firstFavourite } from '../views/entry-defaults.js';
import type { EntryDraft, FieldDraft, PreferenceDraft, ProfileDraft } from '../views/view-types.js';
import { seenByFromForm } from './placement-form.js';

export type { EntryDraft, FieldDraft, PreferenceDraft, ProfileDraft, PronounDraft } from '../views/view-types.js';

/** Flat form values ("names.2.value") as posted: a string, or several for repeated names. */
export type FormBody = Record<string, string | string[] | undefined>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const one = (body: FormBody, key: string): string => {
  const value = body[key];
  return Array.isArray(value) ? text(value[0]) : text(value);
};
const many = (body: FormBody, key: string): string[] => {
  const value = body[key];
  return value === undefined ? [] : Array.isArray(value) ? value.map(text) : [text(value)];
};

/** The indexes used under `prefix` ("names." → 0, 1, 4), in order; at most `max`. */
function rowIndexes(body: FormBody, prefix: string, max: number): number[] {
  const found = new Set<number>();
  for (const key of Object.keys(body)) {
    if (!key.startsWith(prefix)) continue;
    const index = Number(key.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(index) && index >= 0 && index < max) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}

/** Upper bounds on rows read from a form, above any limit (the API refuses more with its message). */
const MAX_ROWS = 200;
const SIZES = new Set(['large', 'normal', 'small']);

export function draftFromForm(body: FormBody): ProfileDraft {
  // The "who sees this" menus were on the form: each row carries its choice back, moved with it.
  const placing = one(body, 'seen_by.shown') === '1';
  const seenBy = (key: string) => (placing ? { seen_by: one(body, key) } : {});
  const entries = (prefix: string): EntryDraft[] =>
    rowIndexes(body, prefix, MAX_ROWS).map((i) => ({
      value: one(body, `${prefix}${i}.value`),
      status: one(body, `${prefix}${i}.status`) || 'okay',
      ...seenBy(`${prefix}${i}.seen_by`),
    }));
  const linkRows = rowIndexes(body, 'links.', MAX_ROWS);
  return {
    name: one(body, 'name'),
    display_name: one(body, 'display_name'),
    // A text area sends its line breaks as CR LF: kept as the LF the box shows, so the server counts
    // the characters the counter beside the box counted.
    bio: one(body, 'bio').replace(/\r\n?/g, '\n'),
    content_note: one(body, 'content_note'),
    links: linkRows.map((i) => one(body, `links.${i}`).trim()),
    names: entries('names.'),
    pronouns: rowIndexes(body, 'pronouns.', MAX_ROWS).map((i) => ({
      value: one(body, `pronouns.${i}.value`),
      display_text: one(body, `pronouns.${i}.display_text`),
      status: one(body, `pronouns.${i}.status`) || 'okay',
      ...seenBy(`pronouns.${i}.seen_by`),
    })),
    fields: rowIndexes(body, 'fields.', MAX_ROWS).map((f) => ({
      name: one(body, `fields.${f}.name`),
      entries: entries(`fields.${f}.entries.`),
      ...seenBy(`fields.${f}.seen_by`),
    })),
    flags: many(body, 'flags'),
    member_title: one(body, 'member_title'),
    timezone: one(body, 'timezone'),
    list_private: one(body, 'list_private') === 'on',
    custom: rowIndexes(body, 'prefs.', MAX_ROWS).map((i) => {
      const size = one(body, `prefs.${i}.size`);
      const id = one(body, `prefs.${i}.id`);
      return {
        // Every row has its key from the moment it is shown, so entries can use a preference in the
        // save that creates it.
        id: isPreferenceKey(id) ? id : randomUUID(),
        icon: one(body, `prefs.${i}.icon`).trim(),
        tooltip: one(body, `prefs.${i}.tooltip`),
        size: (SIZES.has(size) ? size : 'normal') as PreferenceDraft['size'],
        muted: one(body, `prefs.${i}.muted`) === 'on',
        favourite: one(body, `prefs.${i}.favourite`) === 'on',
      };
    }),
    unlisted: one(body, 'unlisted') === 'on',
    ...(placing ? { seen_by: seenByFromForm((key) => one(body, key), Object.keys(body), linkRows) } : {}),
  };
}

const PREFERENCE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isPreferenceKey = (id: string) => PREFERENCE_KEY.test(id);

/** A blank custom preference row, with the key it will be saved under. */
export function blankPreference(): PreferenceDraft {
  return { id: randomUUID(), icon: '', tooltip: '', size: 'normal', muted: false, favourite: false };
}

/** What users' and members' documents share, as the editor reads it. */
interface SharedDocument {
  name: string;
  display_name: string | null;
  bio: string | null;
  content_note: string | null;
  links: string[];
  names: EntryDraft[];
  pronouns: Array<{ pronouns: string; display_text: string; status: string }>;
  fields: FieldDraft[];
  flags: Array<{ id: string }>;
}

type SharedDraft = Pick<
  ProfileDraft,
  'name' | 'display_name' | 'bio' | 'content_note' | 'links' | 'names' | 'pronouns' | 'fields' | 'flags'
>;

/**
 * A profile's pronoun entries as stored (in order): `display_text` is what its owner typed into
 * "Shown as", or null where the page derives it. The documents the editor reads hold the derived
 * text in either case, so only the stored entry tells "typed equal to the default" from "not set".
 */
export type StoredPronouns = ReadonlyArray<{ pronouns: string; display_text: string | null }>;

/**
 * What the "Shown as" box of an entry holds: the text its owner typed (even when it equals the
 * default), or empty where none was typed (the placeholder shows the default). An entry that does not
 * match the stored one at its place (changed in between) counts as not typed when it is the default.
 */
function shownAsTyped(entry: { pronouns: string; display_text: string }, stored: StoredPronouns[number] | undefined) {
  if (stored && stored.pronouns === entry.pronouns) return stored.display_text ?? '';
  return entry.display_text === pronounDisplayText({ pronouns: entry.pronouns }) ? '' : entry.display_text;
}

function sharedDraft(profile: SharedDocument, stored: StoredPronouns): SharedDraft {
  return {
    name: profile.name,
    display_name: profile.display_name ?? '',
    bio: profile.bio ?? '',
    content_note: profile.content_note ?? '',
    links: profile.links,
    names: profile.names,
    pronouns: profile.pronouns.map((entry, i) => ({
      value: entry.pronouns,
      display_text: shownAsTyped(entry, stored[i]),
      status: entry.status,
    })),
    fields: profile.fields,
    flags: profile.flags.map((flag) => flag.id),
  };
}

const NO_SHARED_DRAFT: SharedDraft = {
  name: '',
  display_name: '',
  bio: '',
  content_note: '',
  links: [],
  names: [],
  pronouns: [],
  fields: [],
  flags: [],
};

/** The draft of the owner's MeUser. */
export function draftFromMe(me: OwnerDocument, stored: StoredPronouns): ProfileDraft {
  return {
    ...sharedDraft(me, stored),
    member_title: me.member_title ?? '',
    timezone: me.timezone ?? '',
    list_private: me.list_private,
    custom: Object.entries(me.custom_preferences).map(([id, preference]) => ({
      id,
      icon: preference.icon,
      tooltip: preference.tooltip,
      size: preference.size,
      muted: preference.muted,
      favourite: preference.favourite,
    })),
    unlisted: false,
  };
}

/** The draft of one of the owner's members, or of a new member (null). */
export function draftFromMember(member: Owned<MemberDocument> | null, stored: StoredPronouns): ProfileDraft {
  return {
    ...(member ? sharedDraft(member, stored) : NO_SHARED_DRAFT),
    member_title: '',
    timezone: '',
    list_private: false,
    custom: [],
    unlisted: member?.unlisted ?? false,
  };
}

const entriesOf = (rows: EntryDraft[]) =>
  rows.filter((row) => row.value.trim() !== '').map((row) => ({ value: row.value, status: row.status }));

/** What users and members share in their API bodies. */
function commonBody(draft: ProfileDraft) {
  return {
    display_name: draft.display_name.trim() === '' ? null : draft.display_name,
    bio: draft.bio.trim() === '' ? null : draft.bio,
    content_note: draft.content_note.trim() === '' ? null : draft.content_note,
    links: draft.links,
    names: entriesOf(draft.names),
    fields: draft.fields
      .filter((field) => field.name.trim() !== '' || field.entries.some((entry) => entry.value.trim() !== ''))
      .map((field) => ({ name: field.name, entries: entriesOf(field.entries) })),
    flags: draft.flags,
  };
}

const filled = (row: EntryDraft) => row.value.trim() !== '';

/**
 * The draft without its empty rows: the rows of the API body are then the rows of the form, so an
 * error about "names.2.status" names the form's row 2.
 */
export function compactDraft(draft: ProfileDraft): ProfileDraft {
  const links = draft.links.flatMap((link, i) => (link === '' ? [] : [i]));
  return {
    ...draft,
    names: draft.names.filter(filled),
    pronouns: draft.pronouns.filter(filled),
    fields: draft.fields
      .map((field) => ({ ...field, entries: field.entries.filter(filled) }))
      .filter((field) => field.name.trim() !== '' || field.entries.length > 0),
    links: links.map((i) => draft.links[i]!),
    ...(draft.seen_by ? { seen_by: { ...draft.seen_by, links: links.map((i) => draft.seen_by!.links[i] ?? '') } } : {}),
    custom: draft.custom.filter((row) => row.icon.trim() !== '' || row.tooltip.trim() !== ''),
  };
}

/** The PATCH /users/@me body of a draft; a preference row with neither icon nor tooltip is a removed (or never used) one. */
export function userPatchOf(draft: ProfileDraft) {
  const custom: Record<string, Omit<PreferenceDraft, 'id'>> = {};
  for (const row of draft.custom) {
    if (row.icon.trim() === '' && row.tooltip.trim() === '') continue;
    custom[row.id] = {
      icon: row.icon,
      tooltip: row.tooltip,
      size: row.size,
      muted: row.muted,
      favourite: row.favourite,
    };
  }
  return {
    ...commonBody(draft),
    member_title: draft.member_title.trim() === '' ? null : draft.member_title,
    timezone: draft.timezone.trim() === '' ? null : draft.timezone.trim(),
    list_private: draft.list_private,
    pronouns: draft.pronouns
      .filter((row) => row.value.trim() !== '')
      .map((row) => ({
        value: row.value,
        ...(row.display_text.trim() === '' ? {} : { display_text: row.display_text }),
        status: row.status,
      })),
    custom_preferences: custom,
  };
}

/** The POST /members or PATCH /members/{id} body of a draft. */
export function memberBodyOf(draft: ProfileDraft) {
  return {
    name: draft.name,
    ...commonBody(draft),
    pronouns: draft.pronouns
      .filter((row) => row.value.trim() !== '')
      .map((row) => ({
        pronouns: row.value,
        ...(row.display_text.trim() === '' ? {} : { display_text: row.display_text }),
        status: row.status,
      })),
    unlisted: draft.unlisted,
  };
}

/** The lists of a draft that rows can be added to, removed from and moved in, by their form prefix. */
function listOf(draft: ProfileDraft, list: string): unknown[] | undefined {
  if (list === 'names') return draft.names;
  if (list === 'pronouns') return draft.pronouns;
  if (list === 'links') return draft.links;
  if (list === 'fields') return draft.fields;
  if (list === 'prefs') return draft.custom;
  const entries = /^fields\.(\d+)\.entries$/.exec(list);
  return entries ? draft.fields[Number(entries[1])]?.entries : undefined;
}

/** The row Add puts at `index` of `list`. */
function blankRow(list: string, index: number): unknown {
  if (list === 'links') return '';
  if (list === 'pronouns') return { value: '', display_text: '', status: firstFavourite(index) };
  if (list === 'fields') return { name: '', entries: [] };
  if (list === 'prefs') return blankPreference();
  return { value: '', status: firstFavourite(index) };
}

/**
 * Applies one of the form's list buttons to the draft (they work without JavaScript: the form comes
 * back with the change and nothing saved): "names.add" adds a row, "names.2.up", ".down" and
 * ".remove" move or remove row 2 (as numbered in the form). Returns false when the instruction names
 * nothing.
 */
export function applyListEdit(draft: ProfileDraft, instruction: string): boolean {
  // A link row is its URL alone: who sees it is kept beside the list, and goes where its row goes.
  if (draft.seen_by && /^links\./.test(instruction)) {
    const choices = draft.seen_by.links;
    while (choices.length < draft.links.length) choices.push('');
    choices.length = draft.links.length;
    const changed = applyListEdit({ ...draft, seen_by: undefined }, instruction);
    if (changed) {
      const twin = { ...draft, links: choices, seen_by: undefined };
      applyListEdit(twin, instruction);
    }
    return changed;
  }
  const add = /^((?:fields\.\d+\.)?[a-z]+)\.add$/.exec(instruction);
  if (add) {
    const rows = listOf(draft, add[1]!);
    if (!rows || rows.length >= MAX_ROWS) return false;
    rows.push(blankRow(add[1]!, rows.length));
    return true;
  }
  const change = /^((?:fields\.\d+\.)?[a-z]+)\.(\d+)\.(up|down|remove)$/.exec(instruction);
  if (!change) return false;
  const [, list, rowText, action] = change;
  const rows = listOf(draft, list!);
  const from = Number(rowText);
  if (!rows || from >= rows.length) return false;
  if (action === 'remove') {
    rows.splice(from, 1);
    return true;
  }
  const to = action === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= rows.length) return false;
  [rows[from], rows[to]] = [rows[to], rows[from]];
  return true;
}

/**
 * What a list button changed, for the page to land on (without JavaScript the form comes back from
 * the server, and would otherwise open at its top): the row added, the row moved (in its new place),
 * the row now where a removed one was (or the one before it, or the list when it is empty), a starter
 * field. `draft` is the draft after the change; null when the instruction names nothing.
 */
export function landingAfter(draft: ProfileDraft, instruction: string): string | null {
  if (/^starter\./.test(instruction)) return `fields.${draft.fields.length - 1}`;
  const add = /^((?:fields\.\d+\.)?[a-z]+)\.add$/.exec(instruction);
  if (add) {
    const rows = listOf(draft, add[1]!);
    return rows && rows.length > 0 ? `${add[1]}.${rows.length - 1}` : null;
  }
  const change = /^((?:fields\.\d+\.)?[a-z]+)\.(\d+)\.(up|down|remove)$/.exec(instruction);
  if (!change) return null;
  const [, list, rowText, action] = change;
  const rows = listOf(draft, list!);
  if (!rows) return null;
  const from = Number(rowText);
  const place = action === 'up' ? from - 1 : action === 'down' ? from + 1 : Math.min(from, rows.length - 1);
  return place >= 0 ? `${list}.${place}` : list!;
}
