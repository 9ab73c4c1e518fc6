/** Nederlands: je; de termen uit de schoolgrammatica. */
import type { en } from './en.js';

export const nl = {
  'pronouns.title': 'Voornaamwoorden {set}',
  'pronouns.description': 'Voorbeeldzinnen voor {set}',
  'pronouns.ambiguousDescription': '‘{set}’ komt in meerdere talen voor: kies de voornaamwoorden die je bedoelt.',
  'pronouns.untitled': 'Voornaamwoorden',
  'pronouns.examples': 'Voorbeelden',
  'pronouns.forms': 'Vormen',
  'pronouns.language':
    'Voornaamwoorden in het {language, select, de {Duits} es {Spaans} fr {Frans} pt {Portugees} nl {Nederlands} pl {Pools} other {Engels}}',
  'pronouns.unknown': 'We kennen niet alle vormen van deze voornaamwoorden, dus er zijn geen voorbeeldzinnen.',
  'pronouns.typed':
    'Engelse voornaamwoorden die met alle vijf vormen zijn geschreven, krijgen voorbeeldzinnen, bijvoorbeeld <link></link>.',
  'pronouns.known': 'Voornaamwoorden met voorbeeldzinnen: <links></links>.',
  'pronouns.ambiguous': 'Deze vormen worden in meerdere talen gebruikt:',
  'pronouns.choice':
    '{language, select, de {Duits} es {Spaans} fr {Frans} pt {Portugees} nl {Nederlands} pl {Pools} other {Engels}}: <link></link>',
  'pronouns.form.subject': 'Onderwerp',
  'pronouns.form.object': 'Lijdend voorwerp',
  'pronouns.form.possessiveDeterminer': 'Bezittelijk voornaamwoord',
  'pronouns.form.possessivePronoun': 'Zelfstandig bezittelijk voornaamwoord',
  'pronouns.form.reflexive': 'Wederkerend',
  'pronouns.form.nominative': 'Nominatief',
  'pronouns.form.accusative': 'Accusatief',
  'pronouns.form.dative': 'Datief',
  'pronouns.form.dativeShort': 'Datief, onbeklemtoond',
  'pronouns.form.genitive': 'Genitief',
  'pronouns.form.possessive': 'Bezittelijk',
  'pronouns.form.stressed': 'Na een voorzetsel',
  'pronouns.form.agreement': 'Overeenstemmend bijvoeglijk naamwoord',
  'pronouns.form.past': 'Verleden tijd van “zijn”',
} satisfies Record<keyof typeof en, string>;
