/**
 * The sentences the settings routes build outside the page's components, in the page's language:
 * what went wrong with a form, beside its field where it is about one, and how a session's browser
 * is named. Anything else is said as support/error-sentences.ts words it.
 */
import { type ApiError, ErrorCode } from '../../core/errors.js';
import type { Translator } from '../../i18n/translator.js';
import { errorSentence } from './error-sentences.js';
import type { FieldErrors } from '../views/form-controls.js';
import { fieldErrors } from './form-requests.js';

/** A password change refused: a wrong current password beside its field, the new one's rule beside it. */
export function passwordProblems(messages: Translator, error: ApiError): FieldErrors {
  if (error.field?.path === 'current_password')
    return { current_password: messages.t('settings.problem.currentPassword') };
  return fieldErrors(messages, error);
}

/** An address refused, beside the field it is about (the password, or the address). */
export function emailProblems(messages: Translator, error: ApiError): FieldErrors {
  const { t } = messages;
  if (error.field?.path === 'current_password') return { email_password: t('settings.problem.emailPassword') };
  if (error.code === ErrorCode.TooManyRequests) return { email: t('settings.problem.emailTooMany') };
  if (error.field?.keyword === 'email') return { email: t('settings.problem.emailInvalid') };
  if (error.field?.path === 'email' && error.field.rule === 'in use')
    return { email: t('settings.problem.emailInUse') };
  return { email: errorSentence(messages, error) };
}

/** Why a linked account was not unlinked. */
export function unlinkSentence(messages: Translator, error: ApiError, provider: string | null): string {
  if (error.named?.reason === 'lastLoginMethod') return messages.t('settings.problem.lastLogin');
  if (provider !== null && error.named?.reason === 'notLinked') {
    return messages.t('settings.problem.notLinked', { provider });
  }
  return errorSentence(messages, error);
}

/** Why no invite was made. */
export function inviteSentence(messages: Translator, error: ApiError, limit: number): string {
  if (error.code === ErrorCode.InviteLimitReached) return messages.t('settings.problem.inviteLimit', { limit });
  return errorSentence(messages, error);
}

/**
 * A session's browser as the page's language says it: the label is stored as "Firefox on Windows"
 * (lib/client-label.ts), names that are the same in every language joined by an English word.
 */
export function clientName(messages: Translator, label: string | null): string | null {
  if (label === null) return null;
  const joint = label.indexOf(' on ');
  if (joint < 0) return label;
  return messages.t('settings.sessions.client', { browser: label.slice(0, joint), system: label.slice(joint + 4) });
}
