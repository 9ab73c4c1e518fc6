/** Polski: ty, formy bez rodzaju dla osoby czytającej; nazwy przypadków jak w szkole. */
import type { en } from './en.js';

export const pl = {
  'pronouns.title': 'Zaimki {set}',
  'pronouns.description': 'Przykładowe zdania dla {set}',
  'pronouns.ambiguousDescription': '„{set}” występuje w kilku językach: wybierz zaimki, o które chodzi.',
  'pronouns.untitled': 'Zaimki',
  'pronouns.examples': 'Przykłady',
  'pronouns.forms': 'Formy',
  'pronouns.language':
    'Zaimki w języku {language, select, de {niemieckim} es {hiszpańskim} fr {francuskim} pt {portugalskim} nl {niderlandzkim} pl {polskim} other {angielskim}}',
  'pronouns.unknown': 'Nie znamy wszystkich form tych zaimków, więc nie ma dla nich przykładowych zdań.',
  'pronouns.typed':
    'Angielskie zaimki wpisane we wszystkich pięciu formach mają przykładowe zdania, na przykład <link></link>.',
  'pronouns.known': 'Zaimki z przykładowymi zdaniami: <links></links>.',
  'pronouns.ambiguous': 'Te formy występują w kilku językach:',
  'pronouns.choice':
    '{language, select, de {Niemiecki} es {Hiszpański} fr {Francuski} pt {Portugalski} nl {Niderlandzki} pl {Polski} other {Angielski}}: <link></link>',
  'pronouns.form.subject': 'Podmiot',
  'pronouns.form.object': 'Dopełnienie',
  'pronouns.form.possessiveDeterminer': 'Zaimek dzierżawczy przed rzeczownikiem',
  'pronouns.form.possessivePronoun': 'Zaimek dzierżawczy samodzielny',
  'pronouns.form.reflexive': 'Zaimek zwrotny',
  'pronouns.form.nominative': 'Mianownik',
  'pronouns.form.accusative': 'Biernik',
  'pronouns.form.dative': 'Celownik',
  'pronouns.form.dativeShort': 'Celownik, forma krótka',
  'pronouns.form.genitive': 'Dopełniacz',
  'pronouns.form.possessive': 'Zaimek dzierżawczy',
  'pronouns.form.stressed': 'Po przyimku',
  'pronouns.form.agreement': 'Uzgodnienie przymiotnika',
  'pronouns.form.past': 'Czas przeszły czasownika „być”',
} satisfies Record<keyof typeof en, string>;
