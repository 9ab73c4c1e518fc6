/**
 * Dutch: the subject, the object and the possessive (hij/hem/zijn, zij/haar/haar). The gender-neutral
 * hen/hen/hun, die/die/diens and die/hen/hun take a verb in the singular ("hen gaat", "die gaat"). The reflexive is zich(zelf) for every set, so it is not a form of its own.
 */
import { capitalised, knownSet, type PronounSet, sentence } from './pronoun-set.js';

function dutch(
  label: string,
  subject: string,
  object: string,
  possessive: string,
  alsoFirst: string[] = [],
): PronounSet {
  return knownSet(
    {
      language: 'nl',
      label,
      forms: [
        ['subject', subject],
        ['object', object],
        ['possessive', possessive],
      ],
      path: [subject, object, possessive],
      sentences: [
        sentence([capitalised(subject)], ' gaat vanavond uit.'),
        sentence('Ik heb ', [object], ' gisteren gebeld.'),
        sentence('Is dit ', [possessive], ' sleutel?'),
        sentence('Ik heb ', [object], ' een boek gegeven.'),
        sentence([capitalised(subject)], ' is trots op zichzelf, en terecht.'),
      ],
    },
    [],
    alsoFirst,
  );
}

/** In the order a short form is matched against them (first match wins). */
export const DUTCH_SETS: readonly PronounSet[] = [
  dutch('zij/haar', 'zij', 'haar', 'haar', ['ze']),
  dutch('hij/hem', 'hij', 'hem', 'zijn'),
  dutch('hen/hun', 'hen', 'hen', 'hun'),
  dutch('die/diens', 'die', 'die', 'diens'),
  dutch('die/hun', 'die', 'hen', 'hun'),
];
