/**
 * Every refusal a page can show is worded in the page's language: each named error (core/errors.ts)
 * and each code has its sentence, none falls back on the API's English, and the values a person can
 * act on (a limit, a provider, a server) reach the sentence.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, ERROR_CATALOGUE, type ErrorCodeValue, errors, type ReasonArguments } from '../../src/core/errors.js';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { codeSentence, errorSentence } from '../../src/web/support/error-sentences.js';

/** Arguments for every named error: a value a sentence must show where it shows one. */
const ARGUMENTS: { [R in keyof ReasonArguments]: ReasonArguments[R] } = {
  userNotFound: [],
  memberNotFound: [],
  memberListPrivate: [],
  notOwnMember: [],
  notFound: ['Webhook'],
  noToken: [],
  invalidToken: [],
  wrongCredentials: [],
  wrongRecoveryCode: [],
  readOnlyToken: [],
  sessionRequired: [],
  inviteRequired: [],
  inviteInvalid: [],
  inviteLimitReached: [7317],
  invalidUsername: [],
  invalidPassword: [],
  wrongPassword: [],
  usernameTaken: [],
  memberLimitReached: [7317],
  memberNameInUse: [],
  rateLimited: ['web_forms', 10, 0],
  flagNotFound: [],
  flagLimitReached: [7317],
  audienceNotFound: [],
  audienceLimitReached: [7317],
  shareLinkNotFound: [],
  groupNotFound: [],
  groupLimitReached: [7317],
  groupNameInUse: [],
  notOwnMembers: ['0190c5d2-0000-7000-8000-000000000000'],
  shareLinkLimitReached: [7317],
  sidRerollTooSoon: ['2026-01-01T00:00:00Z'],
  adminOnly: [],
  suspended: [],
  suspendedLinkedLogin: [],
  linkedAccountDeleted: [],
  accountBeingDeleted: ['2026-12-29T12:00:00.000Z'],
  secondFactorRequired: ['ticket', ['totp', 'recovery_code']],
  secondFactorTicketInvalid: [],
  wrongTwoFactorCode: [],
  wrongTwoFactorProof: [],
  totpAlreadyOn: [],
  passkeyRefused: [],
  cannotReportSelf: [],
  invalidCursor: [],
  notOnYourself: [],
  reportNotAboutUser: [],
  reportClosed: [],
  alreadySuspended: [],
  notSuspended: [],
  reportNotFound: [],
  warningNotFound: [],
  reservedUsername: [],
  webhookLimitReached: [7317],
  providerNotEnabled: [],
  loginFlowInvalid: [],
  providerDenied: ['Quuxbook'],
  providerFailed: ['Quuxbook'],
  instanceInvalid: ['unreachable', 'quux.example', 'the server did not answer in time'],
  badHost: [],
  publicUrlNeeded: [],
  accountLinkedElsewhere: ['Quuxbook'],
  kindAlreadyLinked: ['Quuxbook'],
  notLinked: ['Quuxbook'],
  lastLoginMethod: [],
  syncAccountNotLinked: ['alice', 'mastodon.example'],
  syncOff: [],
  syncScopeMissing: [],
  formTooLarge: [7317],
  emptyUpdate: [],
  shuttingDown: [],
  mediaUnavailable: [],
  busy: ['imports', 0],
  importUnderWay: [45, 0],
  serviceCrowded: ['quux.example', 45, 0],
  oembedUrlMissing: ['https://nametag.example/@alex'],
  oembedFormatUnsupported: [],
  notEmbeddable: [],
  embedTooSmall: [240, 200],
};

const SHOWN_VALUES = ['7317', 'Quuxbook', 'quux.example'];

function made(reason: keyof typeof ARGUMENTS): ApiError {
  const make = errors[reason] as (...args: readonly unknown[]) => ApiError;
  return make(...ARGUMENTS[reason]);
}

describe('error sentences on pages', () => {
  it('names every error made by `errors` with its name and arguments', () => {
    for (const reason of Object.keys(ARGUMENTS) as Array<keyof typeof ARGUMENTS>) {
      const error = made(reason);
      assert.equal(error.named?.reason, reason);
      assert.deepEqual(error.named?.args, ARGUMENTS[reason]);
    }
    assert.deepEqual(Object.keys(errors).sort(), Object.keys(ARGUMENTS).sort(), 'a named error without arguments here');
  });

  it('words every named error in every language, never as the API does, with the values it shows', () => {
    for (const locale of SHIPPED_LOCALES) {
      const messages = translatorFor(locale);
      for (const reason of Object.keys(ARGUMENTS) as Array<keyof typeof ARGUMENTS>) {
        const error = made(reason);
        const sentence = errorSentence(messages, error);
        assert.ok(sentence.length > 0, `${locale} ${reason}`);
        if (locale !== 'en') assert.notEqual(sentence, error.message, `${locale} ${reason} is the API's English`);
        for (const value of SHOWN_VALUES) {
          if (error.message.includes(value)) {
            assert.ok(sentence.includes(value), `${locale} ${reason} drops ${value}: ${sentence}`);
          }
        }
      }
    }
  });

  it('words every named error in the pseudo-locale (nothing left untranslated)', () => {
    const messages = translatorFor('en-XA');
    for (const reason of Object.keys(ARGUMENTS) as Array<keyof typeof ARGUMENTS>) {
      const sentence = errorSentence(messages, made(reason));
      assert.match(sentence, /^\[.*\]$/s, `${reason}: ${sentence}`);
    }
  });

  it('has a sentence for every code, and an error made on the spot falls back on it outside English', () => {
    const german = translatorFor('de');
    for (const code of Object.keys(ERROR_CATALOGUE).map(Number) as ErrorCodeValue[]) {
      const sentence = codeSentence(german, code);
      assert.ok(sentence.length > 0 && sentence !== ERROR_CATALOGUE[code].message, `code ${code}`);
      const onTheSpot = new ApiError(code, 'Something specific, in English');
      assert.equal(errorSentence(german, onTheSpot), sentence);
      assert.equal(errorSentence(translatorFor('en'), onTheSpot), 'Something specific, in English');
    }
    assert.equal(
      codeSentence(german, 418),
      codeSentence(german, 400),
      'a status that is no code says a 400’s sentence',
    );
  });

  it('says a field’s problem beside its field in the page’s language', () => {
    const error = new ApiError(400, 'Invalid value for name', 'name: too long', undefined, {
      path: 'name',
      rule: 'must NOT have more than 100 characters',
      keyword: 'maxLength',
      params: { limit: 100 },
    });
    const sentence = errorSentence(translatorFor('de'), error);
    assert.ok(sentence.includes('100') && !sentence.includes('must NOT'), sentence);
  });

  it('says a rule no page words as the API’s own sentence in English, and generically elsewhere', () => {
    const error = new ApiError(400, 'The option colour is not one a badge takes.', 'colour: unknown', undefined, {
      path: 'colour',
      rule: 'not an option',
      keyword: 'somethingNoPageWords',
    });
    assert.equal(errorSentence(translatorFor('en'), error), 'The option colour is not one a badge takes.');
    const german = errorSentence(translatorFor('de'), error);
    assert.ok(german.includes('ungültig') && !german.includes('not an option'), german);
  });
});
