/**
 * What a page says when the API refused something, in the reader's language. The API words its
 * errors for developers, in English; a page words them again from what the error is: the named error
 * it was made as (with the values it was made with), else the field it is about, else its code. Every
 * named error and every code has its sentence here, so a new one cannot reach a page unworded.
 */
import {
  type ApiError,
  type ErrorCodeValue,
  type ErrorReason,
  type InstanceProblem,
  type NamedError,
  type ReasonArguments,
} from '../../core/errors.js';
import { SOURCE_LOCALE } from '../../i18n/locales.js';
import type { MessageId, Translator } from '../../i18n/translator.js';
import { fieldName, fieldSentence, wordsProblem } from './field-sentences.js';

type Say = Translator['t'];

const CODE_SENTENCES: Record<ErrorCodeValue, MessageId> = {
  400: 'error.code.400',
  403: 'error.code.403',
  404: 'error.code.404',
  405: 'error.code.405',
  408: 'error.code.408',
  415: 'error.code.415',
  429: 'error.code.429',
  431: 'error.code.431',
  500: 'error.code.500',
  501: 'error.code.501',
  503: 'error.code.503',
  1003: 'error.code.1003',
  1004: 'error.code.1004',
  1006: 'error.code.1006',
  1007: 'error.code.1007',
  1009: 'error.code.1009',
  2001: 'error.code.2001',
  2002: 'error.code.2002',
  2003: 'error.code.2003',
  2004: 'error.code.2004',
  3001: 'error.code.3001',
  3002: 'error.code.3002',
  3003: 'error.code.3003',
  3004: 'error.code.3004',
  4001: 'error.code.4001',
  4002: 'error.code.4002',
};

const INSTANCE_SENTENCES: Record<InstanceProblem, MessageId> = {
  empty: 'error.named.instance.empty',
  tooLong: 'error.named.instance.tooLong',
  notAddress: 'error.named.instance.notAddress',
  notHttps: 'error.named.instance.notHttps',
  notServerName: 'error.named.instance.notServerName',
  nonStandardPort: 'error.named.instance.nonStandardPort',
  notInternetName: 'error.named.instance.notInternetName',
  notPublic: 'error.named.instance.notPublic',
  unreachable: 'error.named.instance.unreachable',
  timeout: 'error.named.instance.timeout',
  oddAnswer: 'error.named.instance.oddAnswer',
  noApps: 'error.named.instance.noApps',
};

/** Each named error's sentence, from the values it was made with (those in English are not shown). */
const NAMED_SENTENCES: { [R in ErrorReason]: (t: Say, ...args: ReasonArguments[R]) => string } = {
  userNotFound: (t) => t('error.code.2001'),
  memberNotFound: (t) => t('error.code.3001'),
  memberListPrivate: (t) => t('error.code.2002'),
  notOwnMember: (t) => t('error.code.3004'),
  notFound: (t) => t('error.named.notFound'),
  noToken: (t) => t('error.code.1003'),
  invalidToken: (t) => t('error.code.1003'),
  wrongCredentials: (t) => t('error.named.wrongCredentials'),
  wrongRecoveryCode: (t) => t('error.named.wrongRecoveryCode'),
  readOnlyToken: (t) => t('error.code.4002'),
  sessionRequired: (t) => t('error.code.4002'),
  inviteRequired: (t) => t('error.code.1004'),
  inviteInvalid: (t) => t('error.named.inviteInvalid'),
  inviteLimitReached: (t, limit) => t('error.named.inviteLimitReached', { limit }),
  invalidUsername: (t) => t('error.code.1006'),
  invalidPassword: (t) => t('error.named.invalidPassword'),
  wrongPassword: (t) => t('error.named.wrongPassword'),
  usernameTaken: (t) => t('error.code.1007'),
  memberLimitReached: (t, limit) => t('error.named.memberLimitReached', { limit }),
  memberNameInUse: (t) => t('error.code.3003'),
  rateLimited: (t) => t('error.code.429'),
  flagNotFound: (t) => t('error.named.flagNotFound'),
  flagLimitReached: (t, limit) => t('error.named.flagLimitReached', { limit }),
  audienceNotFound: (t) => t('error.named.audienceNotFound'),
  audienceLimitReached: (t, limit) => t('error.named.audienceLimitReached', { limit }),
  shareLinkNotFound: (t) => t('error.named.shareLinkNotFound'),
  groupNotFound: (t) => t('error.named.groupNotFound'),
  groupLimitReached: (t, limit) => t('error.named.groupLimitReached', { limit }),
  groupNameInUse: (t) => t('error.named.groupNameInUse'),
  notOwnMembers: (t) => t('error.named.notOwnMembers'),
  shareLinkLimitReached: (t, limit) => t('error.named.shareLinkLimitReached', { limit }),
  sidRerollTooSoon: (t) => t('error.code.2004'),
  adminOnly: (t) => t('error.named.adminOnly'),
  suspended: (t) => t('error.named.suspended'),
  suspendedLinkedLogin: (t) => t('error.named.suspendedLinkedLogin'),
  linkedAccountDeleted: (t) => t('error.named.linkedAccountDeleted'),
  secondFactorRequired: (t) => t('error.named.secondFactorRequired'),
  secondFactorTicketInvalid: (t) => t('error.named.secondFactorTicketInvalid'),
  wrongTwoFactorCode: (t) => t('error.named.wrongTwoFactorCode'),
  wrongTwoFactorProof: (t) => t('error.named.wrongTwoFactorProof'),
  totpAlreadyOn: (t) => t('error.named.totpAlreadyOn'),
  passkeyRefused: (t) => t('error.named.passkeyRefused'),
  accountBeingDeleted: (t, until) => t('error.named.accountBeingDeleted', { until: new Date(until) }),
  cannotReportSelf: (t) => t('error.named.cannotReportSelf'),
  invalidCursor: (t) => t('error.named.invalidCursor'),
  notOnYourself: (t) => t('error.named.notOnYourself'),
  reportNotAboutUser: (t) => t('error.named.reportNotAboutUser'),
  reportClosed: (t) => t('error.named.reportClosed'),
  alreadySuspended: (t) => t('error.named.alreadySuspended'),
  notSuspended: (t) => t('error.named.notSuspended'),
  reportNotFound: (t) => t('error.named.reportNotFound'),
  warningNotFound: (t) => t('error.named.warningNotFound'),
  reservedUsername: (t) => t('error.named.reservedUsername'),
  webhookLimitReached: (t, limit) => t('error.named.webhookLimitReached', { limit }),
  providerNotEnabled: (t) => t('error.named.providerNotEnabled'),
  loginFlowInvalid: (t) => t('error.named.loginFlowInvalid'),
  providerDenied: (t, provider) => t('error.named.providerDenied', { provider }),
  providerFailed: (t, provider) => t('error.named.providerFailed', { provider }),
  instanceInvalid: (t, problem, host = '') => t(INSTANCE_SENTENCES[problem], { host }),
  badHost: (t) => t('error.named.badHost'),
  publicUrlNeeded: (t) => t('error.named.publicUrlNeeded'),
  accountLinkedElsewhere: (t, provider) => t('error.named.accountLinkedElsewhere', { provider }),
  kindAlreadyLinked: (t, provider) => t('error.named.kindAlreadyLinked', { provider }),
  notLinked: (t, provider) => t('error.named.notLinked', { provider }),
  lastLoginMethod: (t) => t('error.named.lastLoginMethod'),
  syncAccountNotLinked: (t, account, host) => t('error.named.syncAccountNotLinked', { account, host }),
  syncOff: (t) => t('error.named.syncOff'),
  syncScopeMissing: (t) => t('error.named.syncScopeMissing'),
  formTooLarge: (t, limit) => t('error.named.formTooLarge', { limit }),
  emptyUpdate: (t) => t('error.named.emptyUpdate'),
  shuttingDown: (t) => t('error.named.shuttingDown'),
  mediaUnavailable: (t) => t('error.named.mediaUnavailable'),
  busy: (t) => t('error.named.busy'),
  importUnderWay: (t, seconds) => t('error.named.importUnderWay', { seconds }),
  serviceCrowded: (t, host, seconds) => t('error.named.serviceCrowded', { host, seconds }),
  // The oEmbed endpoint answers JSON only; no page shows these but by their code.
  oembedUrlMissing: (t) => t('error.code.400'),
  oembedFormatUnsupported: (t) => t('error.code.501'),
  notEmbeddable: (t) => t('error.code.404'),
  embedTooSmall: (t) => t('error.code.404'),
};

function namedSentence(t: Say, named: NamedError): string {
  const sentence = NAMED_SENTENCES[named.reason] as (t: Say, ...args: readonly unknown[]) => string;
  return sentence(t, ...named.args);
}

/** The sentence any refusal with this code can fall back on (a status that is no code: a 400's). */
export function codeSentence(messages: Translator, code: number): string {
  return messages.t(CODE_SENTENCES[code as ErrorCodeValue] ?? 'error.code.400');
}

/**
 * An error's sentence for a page. `value` is what was sent for the field the error is about, when the
 * page knows it. An error made on the spot (no name, or a field whose rule no page words) keeps the
 * API's words on an English page, where they are the most precise, and says its code's or its field's
 * sentence in any other language.
 */
export function errorSentence(messages: Translator, error: ApiError, value?: unknown): string {
  if (error.named) return namedSentence(messages.t, error.named);
  const english = messages.locale === SOURCE_LOCALE;
  if (error.field) {
    const field = fieldName(messages, error.field.path);
    if (wordsProblem(error.field)) return fieldSentence(messages, error.field, value, field);
    // A rule no page words: its own sentence where the API wrote one, on an English page.
    if (english && error.message !== `Invalid value for ${error.field.path}`) return error.message;
    return english ? fieldSentence(messages, error.field, value, field) : messages.t('error.field.invalid', { field });
  }
  return english ? error.message : codeSentence(messages, error.code);
}
