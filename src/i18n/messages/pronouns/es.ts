/** Español: tú; los términos de gramática de la escuela. */
import type { en } from './en.js';

export const es = {
  'pronouns.title': 'Pronombres {set}',
  'pronouns.description': 'Frases de ejemplo para {set}',
  'pronouns.ambiguousDescription': '«{set}» se usa en varios idiomas: elige los pronombres que buscas.',
  'pronouns.untitled': 'Pronombres',
  'pronouns.examples': 'Ejemplos',
  'pronouns.forms': 'Formas',
  'pronouns.language':
    'Pronombres en {language, select, de {alemán} es {español} fr {francés} pt {portugués} nl {neerlandés} pl {polaco} other {inglés}}',
  'pronouns.unknown': 'No conocemos todas las formas de estos pronombres, así que no tenemos frases de ejemplo.',
  'pronouns.typed':
    'Los pronombres en inglés escritos con sus cinco formas tienen frases de ejemplo, por ejemplo <link></link>.',
  'pronouns.known': 'Pronombres con frases de ejemplo: <links></links>.',
  'pronouns.ambiguous': 'Estas formas se usan en varios idiomas:',
  'pronouns.choice':
    '{language, select, de {Alemán} es {Español} fr {Francés} pt {Portugués} nl {Neerlandés} pl {Polaco} other {Inglés}}: <link></link>',
  'pronouns.form.subject': 'Sujeto',
  'pronouns.form.object': 'Complemento directo',
  'pronouns.form.possessiveDeterminer': 'Determinante posesivo',
  'pronouns.form.possessivePronoun': 'Pronombre posesivo',
  'pronouns.form.reflexive': 'Reflexivo',
  'pronouns.form.nominative': 'Nominativo',
  'pronouns.form.accusative': 'Acusativo',
  'pronouns.form.dative': 'Dativo',
  'pronouns.form.dativeShort': 'Dativo, forma átona',
  'pronouns.form.genitive': 'Genitivo',
  'pronouns.form.possessive': 'Posesivo',
  'pronouns.form.stressed': 'Tras una preposición',
  'pronouns.form.agreement': 'Concordancia del adjetivo',
  'pronouns.form.past': 'Pasado del verbo «ser»',
} satisfies Record<keyof typeof en, string>;
