/**
 * The pronoun example pages (/pronouns/…): their title, headings, the forms table's captions and
 * the sentences for a set no table knows. The pronouns and example sentences themselves are in the
 * set's own language (profiles/rules/pronouns/), never translated.
 */
export const en = {
  'pronouns.title': '{set} pronouns',
  'pronouns.description': 'Example sentences for {set}',
  'pronouns.ambiguousDescription': '“{set}” is used in several languages: choose the pronouns you mean.',
  'pronouns.untitled': 'Pronouns',
  'pronouns.examples': 'Examples',
  'pronouns.forms': 'Forms',
  'pronouns.language':
    'Pronouns in {language, select, de {German} es {Spanish} fr {French} pt {Portuguese} nl {Dutch} pl {Polish} other {English}}',
  'pronouns.unknown': 'We don’t know the full set of these pronouns, so there are no example sentences for them.',
  'pronouns.typed': 'English pronouns typed as all five forms get example sentences, for example <link></link>.',
  'pronouns.known': 'Pronouns with example sentences: <links></links>.',
  'pronouns.ambiguous': 'These forms are used in several languages:',
  'pronouns.choice':
    '{language, select, de {German} es {Spanish} fr {French} pt {Portuguese} nl {Dutch} pl {Polish} other {English}}: <link></link>',
  'pronouns.form.subject': 'Subject',
  'pronouns.form.object': 'Object',
  'pronouns.form.possessiveDeterminer': 'Possessive determiner',
  'pronouns.form.possessivePronoun': 'Possessive pronoun',
  'pronouns.form.reflexive': 'Reflexive',
  'pronouns.form.nominative': 'Nominative',
  'pronouns.form.accusative': 'Accusative',
  'pronouns.form.dative': 'Dative',
  'pronouns.form.dativeShort': 'Dative, unstressed',
  'pronouns.form.genitive': 'Genitive',
  'pronouns.form.possessive': 'Possessive',
  'pronouns.form.stressed': 'After a preposition',
  'pronouns.form.agreement': 'Adjective agreement',
  'pronouns.form.past': 'Past tense of “to be”',
} as const;
