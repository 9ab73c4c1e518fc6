/**
 * Starter fields (docs/WEB.md, "Starter fields"): the common labelled lists a new profile is one click
 * from — honorifics, compliments, relationship words, words for oneself — named and filled in the
 * page's language, every entry "okay" until its owner says otherwise. A starter button adds one to
 * the editor's draft (unsaved, like any list button), so nothing is published before Save.
 */
import type { MessageId, Translator } from '../../i18n/translator.js';
import { LIMITS } from '../../profiles/rules/profile-types.js';
import type { FieldDraft, ProfileDraft } from '../views/view-types.js';

export const STARTER_FIELDS = ['honorifics', 'compliments', 'relationships', 'selfWords'] as const;
export type StarterField = (typeof STARTER_FIELDS)[number];

const NAMES: Record<StarterField, MessageId> = {
  honorifics: 'editor.starter.honorifics',
  compliments: 'editor.starter.compliments',
  relationships: 'editor.starter.relationships',
  selfWords: 'editor.starter.selfWords',
};
const ENTRIES: Record<StarterField, MessageId> = {
  honorifics: 'editor.starter.honorifics.entries',
  compliments: 'editor.starter.compliments.entries',
  relationships: 'editor.starter.relationships.entries',
  selfWords: 'editor.starter.selfWords.entries',
};

/** The starter field an editor button asks for (`starter.{id}`), or null. */
export function starterOf(instruction: string): StarterField | null {
  const id = /^starter\.(\w+)$/.exec(instruction)?.[1];
  return (STARTER_FIELDS as readonly string[]).includes(id ?? '') ? (id as StarterField) : null;
}

/** The field's name in the page's language. */
export const starterName = (t: Translator['t'], id: StarterField) => t(NAMES[id]);

/** The field as the draft holds it, in the page's language; its entries are listed with `|`. */
export function starterField(t: Translator['t'], id: StarterField): FieldDraft {
  return {
    name: starterName(t, id),
    entries: t(ENTRIES[id])
      .split('|')
      .map((value) => ({ value, status: 'okay' })),
  };
}

/** The starters the draft has no field of that name for yet: the buttons worth showing. */
export function startersMissing(t: Translator['t'], draft: ProfileDraft): StarterField[] {
  if (draft.fields.length >= LIMITS.fields) return [];
  const names = new Set(draft.fields.map((field) => field.name.trim().toLowerCase()));
  return STARTER_FIELDS.filter((id) => !names.has(starterName(t, id).toLowerCase()));
}

/** Adds the starter to the draft, after the fields it has (the blank one it shows goes); false when it cannot. */
export function addStarterField(t: Translator['t'], draft: ProfileDraft, id: StarterField): boolean {
  if (!startersMissing(t, draft).includes(id)) return false;
  draft.fields = draft.fields.filter(
    (field) => field.name.trim() !== '' || field.entries.some((e) => e.value.trim() !== ''),
  );
  draft.fields.push(starterField(t, id));
  return true;
}
