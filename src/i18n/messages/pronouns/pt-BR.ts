/** Português (Brasil): você; frases sem terminações de gênero. */
import type { en } from './en.js';

export const ptBR = {
  'pronouns.title': 'Pronomes {set}',
  'pronouns.description': 'Frases de exemplo para {set}',
  'pronouns.ambiguousDescription': '“{set}” é usado em vários idiomas: escolha os pronomes que você procura.',
  'pronouns.untitled': 'Pronomes',
  'pronouns.examples': 'Exemplos',
  'pronouns.forms': 'Formas',
  'pronouns.language':
    'Pronomes em {language, select, de {alemão} es {espanhol} fr {francês} pt {português} nl {holandês} pl {polonês} other {inglês}}',
  'pronouns.unknown': 'Não conhecemos todas as formas desses pronomes, então não há frases de exemplo.',
  'pronouns.typed': 'Pronomes em inglês escritos com as cinco formas têm frases de exemplo, por exemplo <link></link>.',
  'pronouns.known': 'Pronomes com frases de exemplo: <links></links>.',
  'pronouns.ambiguous': 'Essas formas são usadas em vários idiomas:',
  'pronouns.choice':
    '{language, select, de {Alemão} es {Espanhol} fr {Francês} pt {Português} nl {Holandês} pl {Polonês} other {Inglês}}: <link></link>',
  'pronouns.form.subject': 'Sujeito',
  'pronouns.form.object': 'Objeto',
  'pronouns.form.possessiveDeterminer': 'Determinante possessivo',
  'pronouns.form.possessivePronoun': 'Pronome possessivo',
  'pronouns.form.reflexive': 'Reflexivo',
  'pronouns.form.nominative': 'Nominativo',
  'pronouns.form.accusative': 'Acusativo',
  'pronouns.form.dative': 'Dativo',
  'pronouns.form.dativeShort': 'Dativo, forma átona',
  'pronouns.form.genitive': 'Genitivo',
  'pronouns.form.possessive': 'Possessivo',
  'pronouns.form.stressed': 'Depois de preposição',
  'pronouns.form.agreement': 'Concordância do adjetivo',
  'pronouns.form.past': 'Passado do verbo “ser”',
} satisfies Record<keyof typeof en, string>;
