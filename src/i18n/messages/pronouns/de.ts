/** Deutsch: du-Form; die Fachwörter der Grammatik, wie Schulbücher sie nennen. */
import type { en } from './en.js';

export const de = {
  'pronouns.title': 'Pronomen {set}',
  'pronouns.description': 'Beispielsätze für {set}',
  'pronouns.ambiguousDescription': '„{set}“ gibt es in mehreren Sprachen: Wähle die Pronomen, die du meinst.',
  'pronouns.untitled': 'Pronomen',
  'pronouns.examples': 'Beispiele',
  'pronouns.forms': 'Formen',
  'pronouns.language':
    'Pronomen auf {language, select, de {Deutsch} es {Spanisch} fr {Französisch} pt {Portugiesisch} nl {Niederländisch} pl {Polnisch} other {Englisch}}',
  'pronouns.unknown': 'Diese Pronomen kennen wir nicht vollständig, darum gibt es keine Beispielsätze dafür.',
  'pronouns.typed':
    'Englische Pronomen, die mit allen fünf Formen geschrieben sind, bekommen Beispielsätze, zum Beispiel <link></link>.',
  'pronouns.known': 'Pronomen mit Beispielsätzen: <links></links>.',
  'pronouns.ambiguous': 'Diese Formen gibt es in mehreren Sprachen:',
  'pronouns.choice':
    '{language, select, de {Deutsch} es {Spanisch} fr {Französisch} pt {Portugiesisch} nl {Niederländisch} pl {Polnisch} other {Englisch}}: <link></link>',
  'pronouns.form.subject': 'Subjekt',
  'pronouns.form.object': 'Objekt',
  'pronouns.form.possessiveDeterminer': 'Possessivartikel',
  'pronouns.form.possessivePronoun': 'Possessivpronomen',
  'pronouns.form.reflexive': 'Reflexivpronomen',
  'pronouns.form.nominative': 'Nominativ',
  'pronouns.form.accusative': 'Akkusativ',
  'pronouns.form.dative': 'Dativ',
  'pronouns.form.dativeShort': 'Dativ, unbetont',
  'pronouns.form.genitive': 'Genitiv',
  'pronouns.form.possessive': 'Possessivartikel',
  'pronouns.form.stressed': 'Nach einer Präposition',
  'pronouns.form.agreement': 'Adjektiv (angepasste Endung)',
  'pronouns.form.past': 'Präteritum von „sein“',
} satisfies Record<keyof typeof en, string>;
