/**
 * French: the subject (il, elle, iel), the stressed form after a preposition (lui, elle, iel) and the
 * agreement of adjectives and nouns: masculine, feminine, or inclusive with the point médian for iel
 * (content·e, un·e ami·e), as the site's French writes groups of people. The object pronouns le and la
 * name a set but are not shown for iel, which has no settled one.
 */
import { agreeing, capitalised, knownSet, type PronounSet, sentence } from './pronoun-set.js';

interface FrenchAgreement {
  /** What an adjective adds: '' (content), 'e' (contente), '·e' (content·e). */
  ending: string;
  /** The indefinite article: un, une, un·e. */
  article: string;
}

function french(subject: string, stressed: string, { ending, article }: FrenchAgreement, also: string[] = []) {
  return knownSet(
    {
      language: 'fr',
      label: subject,
      forms: [
        ['subject', subject],
        ['stressed', stressed],
        ['agreement', `content${ending}`],
      ],
      path: [subject, stressed],
      sentences: [
        sentence([capitalised(subject)], ' sort ce soir.'),
        sentence('J’ai dîné avec ', [stressed], ' hier soir.'),
        sentence('Ce livre est à ', [stressed], '.'),
        sentence([capitalised(subject)], ' est très ', agreeing('content', ending), ' de son travail.'),
        sentence('C’est ', [`${article} ami${ending}`], ' de longue date.'),
        sentence([capitalised(subject)], ' est ', agreeing('prêt', ending), ' à partir.'),
      ],
    },
    also,
  );
}

/** In the order a short form is matched against them (first match wins). */
export const FRENCH_SETS: readonly PronounSet[] = [
  french('elle', 'elle', { ending: 'e', article: 'une' }, ['la']),
  french('il', 'lui', { ending: '', article: 'un' }, ['le']),
  // "iel/ellui": ellui, elle and lui merged, is the stressed form some who say iel choose.
  french('iel', 'iel', { ending: '·e', article: 'un·e' }, ['ellui']),
];
