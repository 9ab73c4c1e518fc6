/**
 * Brazilian Portuguese: the pronoun (ele, ela, elu), its contraction with "de" that says whose
 * something is (dele, dela, delu), and the ending adjectives take to agree: -o, -a, and -e for elu
 * (cansado, cansada, cansade), as the "sistema elu" writes it.
 */
import { agreeing, capitalised, knownSet, type PronounSet, sentence } from './pronoun-set.js';

function portuguese(pronoun: string, possessive: string, ending: 'o' | 'a' | 'e'): PronounSet {
  return knownSet({
    language: 'pt-BR',
    label: `${pronoun}/${possessive}`,
    forms: [
      ['subject', pronoun],
      ['possessive', possessive],
      ['agreement', `cansad${ending}`],
    ],
    path: [pronoun, possessive],
    sentences: [
      sentence([capitalised(pronoun)], ' vai sair hoje à noite.'),
      sentence('Ontem eu liguei para ', [pronoun], '.'),
      sentence('Essa chave é ', [possessive], '?'),
      sentence([capitalised(pronoun)], ' está muito ', agreeing('cansad', ending), ' hoje.'),
      sentence([capitalised(pronoun)], ' tem orgulho de si ', agreeing('mesm', ending), '.'),
    ],
  });
}

/** In the order a short form is matched against them (first match wins). */
export const PORTUGUESE_SETS: readonly PronounSet[] = [
  portuguese('ela', 'dela', 'a'),
  portuguese('ele', 'dele', 'o'),
  portuguese('elu', 'delu', 'e'),
];
