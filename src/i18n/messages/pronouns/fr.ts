/** Français : tu ; espace insécable avant : ; ? ! et dans les guillemets. */
import type { en } from './en.js';

export const fr = {
  'pronouns.title': 'Pronoms {set}',
  'pronouns.description': 'Exemples de phrases pour {set}',
  'pronouns.ambiguousDescription':
    '«\u00a0{set}\u00a0» existe dans plusieurs langues\u00a0: choisis les pronoms que tu cherches.',
  'pronouns.untitled': 'Pronoms',
  'pronouns.examples': 'Exemples',
  'pronouns.forms': 'Formes',
  'pronouns.language':
    'Pronoms en {language, select, de {allemand} es {espagnol} fr {français} pt {portugais} nl {néerlandais} pl {polonais} other {anglais}}',
  'pronouns.unknown':
    'Nous ne connaissons pas toutes les formes de ces pronoms, il n’y a donc pas d’exemples de phrases.',
  'pronouns.typed':
    'Les pronoms anglais écrits avec leurs cinq formes ont des exemples de phrases, par exemple <link></link>.',
  'pronouns.known': 'Pronoms avec des exemples de phrases\u00a0: <links></links>.',
  'pronouns.ambiguous': 'Ces formes sont utilisées dans plusieurs langues\u00a0:',
  'pronouns.choice':
    '{language, select, de {Allemand} es {Espagnol} fr {Français} pt {Portugais} nl {Néerlandais} pl {Polonais} other {Anglais}}\u00a0: <link></link>',
  'pronouns.form.subject': 'Sujet',
  'pronouns.form.object': 'Complément d’objet',
  'pronouns.form.possessiveDeterminer': 'Déterminant possessif',
  'pronouns.form.possessivePronoun': 'Pronom possessif',
  'pronouns.form.reflexive': 'Pronom réfléchi',
  'pronouns.form.nominative': 'Nominatif',
  'pronouns.form.accusative': 'Accusatif',
  'pronouns.form.dative': 'Datif',
  'pronouns.form.dativeShort': 'Datif, forme atone',
  'pronouns.form.genitive': 'Génitif',
  'pronouns.form.possessive': 'Possessif',
  'pronouns.form.stressed': 'Forme tonique',
  'pronouns.form.agreement': 'Accord de l’adjectif',
  'pronouns.form.past': 'Passé du verbe «\u00a0être\u00a0»',
} satisfies Record<keyof typeof en, string>;
