/**
 * Spanish: the subject (él, ella, elle), the object (lo, la, le) and the ending adjectives take to
 * agree with the person: -o, -a, and -e for elle (cansado, cansada, cansade). The sentences choose
 * adjectives whose stem stays the same with -e (no amigo/amigue spelling change).
 */
import { agreeing, capitalised, knownSet, type PronounSet, sentence } from './pronoun-set.js';

function spanish(
  subject: string,
  object: string,
  ending: 'o' | 'a' | 'e',
  also: string[] = [],
  alsoFirst: string[] = [],
): PronounSet {
  return knownSet(
    {
      language: 'es',
      label: subject,
      forms: [
        ['subject', subject],
        ['object', object],
        ['agreement', `cansad${ending}`],
      ],
      path: [subject, object],
      sentences: [
        sentence([capitalised(subject)], ' sale esta noche.'),
        sentence('Ayer ', [object], ' llamé por teléfono.'),
        sentence('¿Es esta la llave de ', [subject], '?'),
        sentence([capitalised(subject)], ' está muy ', agreeing('cansad', ending), ' hoy.'),
        sentence('Vamos al cine con ', [subject], '.'),
        sentence(
          [capitalised(subject)],
          ' está ',
          agreeing('orgullos', ending),
          ' de sí ',
          agreeing('mism', ending),
          '.',
        ),
      ],
    },
    also,
    alsoFirst,
  );
}

/** In the order a short form is matched against them (first match wins). */
export const SPANISH_SETS: readonly PronounSet[] = [
  spanish('ella', 'la', 'a'),
  // "él/le" as leísmo writes it, and "el" typed without its accent.
  spanish('él', 'lo', 'o', ['le'], ['el']),
  spanish('elle', 'le', 'e'),
];
