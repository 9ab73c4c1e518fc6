/**
 * A profile's pronouns in PronounDB's codes (its v2 API, locale "en"): the four English sets it names
 * (`he`, `it`, `she`, `they`) and its meta sets (`any`, `ask`, `avoid`, `other`). PronounDB keeps at
 * most three codes, `avoid` alone, and the meta sets after the others. What its codes cannot say
 * (another language's pronouns, neopronouns, a fourth set) is marked `other` and kept as text in
 * `other_pronouns`, so that nothing a person wrote is dropped without a sign.
 */
import { lookUpPronouns } from '../../profiles/rules/pronouns/index.js';

export interface PronounDbEntry {
  sets: { en?: string[] };
  /** The texts `other` stands for, as the profile's page shows them. */
  other_pronouns?: string[];
}

const SUBJECT_CODES: ReadonlySet<string> = new Set(['he', 'it', 'she', 'they']);
const MAX_CODES = 3;

/** Texts people write for the meta sets, compared in lower case with spaces and dots folded. */
const META_TEXTS: ReadonlyMap<string, 'any' | 'ask' | 'avoid'> = new Map([
  ['any', 'any'],
  ['any/all', 'any'],
  ['any pronouns', 'any'],
  ['all pronouns', 'any'],
  ['ask', 'ask'],
  ['ask me', 'ask'],
  ['ask me my pronouns', 'ask'],
  ['avoid', 'avoid'],
  ['avoid pronouns', 'avoid'],
  ['no pronouns', 'avoid'],
  ['none', 'avoid'],
  ['name only', 'avoid'],
  ['use my name', 'avoid'],
  ['use name', 'avoid'],
]);

function folded(text: string): string {
  return text.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
}

/**
 * The codes one pronoun text names: an English set PronounDB knows ("she/her", "they/them/their/…"),
 * subjects written together ("she/they"), a meta set ("any", "no pronouns"); empty when none of these.
 */
export function codesOf(text: string): string[] {
  const plain = folded(text);
  const meta = META_TEXTS.get(plain);
  if (meta !== undefined) return [meta];
  const lookup = lookUpPronouns(plain, 'en', 'en');
  if (lookup.kind === 'complete' && lookup.set.language === 'en') {
    const subject = lookup.set.path[0]!.toLowerCase();
    return SUBJECT_CODES.has(subject) ? [subject] : [];
  }
  const forms = plain.split('/').map((form) => form.trim());
  if (forms.length > 1 && forms.every((form) => SUBJECT_CODES.has(form)) && new Set(forms).size === forms.length) {
    return forms;
  }
  return [];
}

/** The lookup's entry for pronouns in the order the profile lists them, `display` being each one's shown text. */
export function pronounDbEntry(pronouns: ReadonlyArray<{ text: string; display: string }>): PronounDbEntry {
  const codes: string[] = [];
  /** The shown text of the entry each code first came from. */
  const displayOf = new Map<string, string>();
  const others: string[] = [];
  const avoided: string[] = [];
  for (const { text, display } of pronouns) {
    const found = codesOf(text);
    if (found.length === 0) others.push(display);
    for (const code of found) {
      if (code === 'avoid') avoided.push(display);
      else if (!displayOf.has(code)) {
        displayOf.set(code, display);
        codes.push(code);
      }
    }
  }
  // `avoid` stands alone: with pronouns beside it, it is kept as the words the person wrote.
  if (avoided.length > 0 && codes.length === 0 && others.length === 0) return { sets: { en: ['avoid'] } };
  others.push(...avoided);
  // The nominative sets first, the meta sets after them, `other` last.
  codes.sort((a, b) => Number(!SUBJECT_CODES.has(a)) - Number(!SUBJECT_CODES.has(b)));
  const needsOther = others.length > 0 || codes.length > MAX_CODES;
  const room = needsOther ? MAX_CODES - 1 : MAX_CODES;
  const kept = codes.slice(0, room);
  const texts = [...new Set([...others, ...codes.slice(room).map((code) => displayOf.get(code)!)])];
  const en = texts.length > 0 ? [...kept, 'other'] : kept;
  const entry: PronounDbEntry = { sets: en.length > 0 ? { en } : {} };
  if (texts.length > 0) entry.other_pronouns = texts;
  return entry;
}
