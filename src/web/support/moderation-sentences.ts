/**
 * The moderation pages' refusals in the page's language: a reason too long or empty, a report already
 * closed, a user already suspended… The API words them for developers, in English; the page says them
 * in its own. Any other refusal is said as support/error-sentences.ts words it.
 */
import type { ApiError, ErrorReason } from '../../core/errors.js';
import type { MessageId, Translator } from '../../i18n/translator.js';
import { errorSentence } from './error-sentences.js';
import { REASON_MAX_LENGTH } from '../../modules/moderation/moderation-text.js';

/** The refusals the moderation pages word themselves, by the named error. */
const REFUSALS: Partial<Record<ErrorReason, MessageId>> = {
  reportClosed: 'moderation.problem.reportClosed',
  alreadySuspended: 'moderation.problem.alreadySuspended',
  notSuspended: 'moderation.problem.notSuspended',
  notOnYourself: 'moderation.problem.notOnYourself',
  reportNotAboutUser: 'moderation.problem.reportNotAboutUser',
};

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
  const known = error.named && REFUSALS[error.named.reason];
  return known ? messages.t(known) : errorSentence(messages, error);
}
