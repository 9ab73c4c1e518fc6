/**
 * What went wrong with a form of the Audiences page, in the page's language, for the field it is
 * about: an audience's name, a link's last day. Anything else is said as error-sentences.ts words it.
 */
import type { ApiError } from '../../core/errors.js';
import type { Translator } from '../../i18n/translator.js';
import { AUDIENCE_NAME_LENGTH } from '../../profiles/rules/placements.js';
import { errorSentence } from './error-sentences.js';

/** Why a name was refused (empty, too long, already one of the owner's audiences). */
export function audienceNameSentence(messages: Translator, error: ApiError, typed: string): string {
  const { t } = messages;
  if (error.field?.path !== 'name') return errorSentence(messages, error);
  const name = typed.normalize('NFC').trim();
  if (error.field.rule === 'in use') return t('audiences.problem.nameTaken', { name });
  if (name === '') return t('audiences.problem.nameEmpty');
  const length = [...name].length;
  if (length > AUDIENCE_NAME_LENGTH) return t('audiences.problem.nameLong', { limit: AUDIENCE_NAME_LENGTH, length });
  return errorSentence(messages, error);
}

/** Why a link's last day was refused (not a day, already past), or why the link cannot change. */
export function expirySentence(messages: Translator, error: ApiError): string {
  const { t } = messages;
  if (error.field?.path === 'link') return t('audiences.problem.linkStopped');
  if (error.field?.path !== 'expires_at') return errorSentence(messages, error);
  return error.field.rule === 'in the past' ? t('audiences.problem.expiryPast') : t('audiences.problem.expiryNotDate');
}

/** A day typed in a date input (YYYY-MM-DD) as the moment its link stops: the end of that day, UTC. */
export function endOfDay(day: string): string | null {
  if (day.trim() === '') return null;
  // Anything else goes to the service as it is, which refuses it as not a date.
  return /^\d{4}-\d{2}-\d{2}$/.test(day.trim()) ? `${day.trim()}T23:59:59.999Z` : day;
}
