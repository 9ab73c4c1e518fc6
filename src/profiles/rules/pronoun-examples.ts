/**
 * Pronoun sets for the example pages (/pronouns/they/them/…): a set is five forms — subjective,
 * objective, possessive determiner, possessive pronoun, reflexive. Short forms people type
 * ("they/them", "xe") are completed from a table of common sets; a set the table does not know and
 * that is not complete stays as typed, and the page says so instead of inventing forms.
 */

export interface PronounSet {
  subjective: string;
  objective: string;
  possessiveDeterminer: string;
  possessivePronoun: string;
  reflexive: string;
  /** "they are", not "they is". */
  plural: boolean;
}

const set = (forms: string, plural = false): PronounSet => {
  const [subjective, objective, possessiveDeterminer, possessivePronoun, reflexive] = forms.split('/') as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { subjective, objective, possessiveDeterminer, possessivePronoun, reflexive, plural };
};

/** Common sets, in the order a short form is matched against them (first match wins). */
const KNOWN_SETS: readonly PronounSet[] = [
  set('they/them/their/theirs/themselves', true),
  set('she/her/her/hers/herself'),
  set('he/him/his/his/himself'),
  set('it/it/its/its/itself'),
  set('xe/xem/xyr/xyrs/xemself'),
  set('ze/hir/hir/hirs/hirself'),
  set('ze/zir/zir/zirs/zirself'),
  set('fae/faer/faer/faers/faerself'),
  set('e/em/eir/eirs/emself'),
  set('ey/em/eir/eirs/emself'),
  set('ve/ver/vis/vis/verself'),
  set('per/per/pers/pers/perself'),
  set('thon/thon/thons/thons/thonself'),
  set('one/one/ones/ones/oneself'),
];

const formsOf = (known: PronounSet) => [
  known.subjective,
  known.objective,
  known.possessiveDeterminer,
  known.possessivePronoun,
  known.reflexive,
];

/** What a pronoun text names: a complete set, or the forms as typed when it cannot be completed. */
export type PronounLookup = { kind: 'complete'; set: PronounSet } | { kind: 'incomplete'; forms: string[] };

/**
 * Completes typed forms ("they/them", "it/its", "xe") from the table: the typed forms must be the
 * first forms of a known set, in order, or match its subjective and possessive ("it/its"). Five
 * forms are a complete set as typed.
 */
export function lookUpPronouns(text: string): PronounLookup {
  const forms = text
    .split('/')
    .map((form) => form.trim())
    .filter((form) => form.length > 0);
  if (forms.length === 0) return { kind: 'incomplete', forms };
  const lower = forms.map((form) => form.toLowerCase());
  for (const known of KNOWN_SETS) {
    const all = formsOf(known);
    if (lower.every((form, i) => form === all[i])) return { kind: 'complete', set: known };
  }
  for (const known of KNOWN_SETS) {
    const all = formsOf(known);
    if (lower.length === 2 && lower[0] === all[0] && (lower[1] === all[2] || lower[1] === all[3])) {
      return { kind: 'complete', set: known };
    }
  }
  if (forms.length === 5) {
    const plural = lower[0] === 'they';
    return { kind: 'complete', set: { ...set(forms.join('/')), plural } };
  }
  return { kind: 'incomplete', forms };
}

/** The canonical path of a set, for links: /pronouns/they/them/their/theirs/themselves. */
export function pronounPath(text: string): string {
  const lookup = lookUpPronouns(text);
  const forms = lookup.kind === 'complete' ? formsOf(lookup.set) : lookup.forms;
  return `/pronouns/${forms.map((form) => encodeURIComponent(form)).join('/')}`;
}

/** A sentence as parts: text, and the pronoun forms to emphasise. */
export type ExamplePart = { text: string; pronoun?: boolean };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Example sentences for a complete set. */
export function exampleSentences(pronouns: PronounSet): ExamplePart[][] {
  const are = pronouns.plural ? 'are' : 'is';
  const were = pronouns.plural ? 'were' : 'was';
  const has = pronouns.plural ? 'have' : 'has';
  return [
    [{ text: capitalised(pronouns.subjective), pronoun: true }, { text: ` ${are} going out tonight.` }],
    [{ text: 'I called ' }, { text: pronouns.objective, pronoun: true }, { text: ' yesterday.' }],
    [{ text: 'Is this ' }, { text: pronouns.possessiveDeterminer, pronoun: true }, { text: ' key?' }],
    [{ text: 'I think it is ' }, { text: pronouns.possessivePronoun, pronoun: true }, { text: '.' }],
    [
      { text: capitalised(pronouns.subjective), pronoun: true },
      { text: ` ${were} proud of ` },
      { text: pronouns.reflexive, pronoun: true },
      { text: ` and ${has} every reason to be.` },
    ],
  ];
}

/** "they/them": the short label of a set (its first two forms). */
export function shortLabel(pronouns: PronounSet): string {
  return `${pronouns.subjective}/${pronouns.objective}`;
}
