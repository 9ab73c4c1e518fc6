/**
 * The moderation pages' refusals in the page's language: a reason too long or empty, a report already
 * closed, a user already suspended… The API words them for developers, in English; the page says them
 * in its own. A refusal this file does not know keeps the API's sentence.
 */
import { type ApiError, errors } from '../../core/errors.js';
import type { MessageId, Translator } from '../../i18n/translator.js';
import { REASON_MAX_LENGTH } from '../../modules/moderation/moderation-text.js';

/** Refusals named by the API's sentence. */
const REFUSALS: Array<[() => ApiError, MessageId]> = [
  [errors.reportClosed, 'moderation.problem.reportClosed'],
  [errors.alreadySuspended, 'moderation.problem.alreadySuspended'],
  [errors.notSuspended, 'moderation.problem.notSuspended'],
  [errors.notOnYourself, 'moderation.problem.notOnYourself'],
  [errors.reportNotAboutUser, 'moderation.problem.reportNotAboutUser'],
];

/** Why a reason was refused, or null when the problem is not the reason's. */
export function reasonSentence(messages: Translator, error: ApiError): string | null {
  if (error.field?.path !== 'reason') return null;
  if (error.field.rule === 'control characters') return messages.t('moderation.problem.reasonControl');
  return messages.t('moderation.problem.reasonLength', { limit: String(REASON_MAX_LENGTH) });
}

/** The sentence on top of an admin page whose form was refused. */
export function moderationSentence(messages: Translator, error: ApiError): string {
  const reason = reasonSentence(messages, error);
  if (reason !== null) return reason;
  const known = REFUSALS.find(([make]) => make().message === error.message);
  return known ? messages.t(known[1]) : error.message;
}
