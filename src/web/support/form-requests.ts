/** What the form routes share: reading posted values, the signed-in visitor, errors by field. */
import type { FastifyRequest } from 'fastify';
import { type ApiError, ErrorCode } from '../../core/errors.js';
import type { Translator } from '../../i18n/translator.js';
import type { Caller } from '../../modules/accounts/caller.js';
import type { FormBody } from './profile-form.js';
import type { FieldErrors } from '../views/form-controls.js';
import { errorSentence } from './error-sentences.js';
import { fieldName, fieldSentence, valueAt } from './field-sentences.js';

export type { FormBody };

/** A page that needs a signed-in visitor was asked for without one: the error handler sends them to log in. */
export class SignInRequired extends Error {
  constructor() {
    super('sign in required');
    this.name = 'SignInRequired';
  }
}

export function requireVisitor(request: FastifyRequest): Caller {
  if (!request.visitor) throw new SignInRequired();
  return request.visitor;
}

/** The posted form fields: an empty form when the body is missing or not an object (never a crash). */
export function formBody(request: FastifyRequest): FormBody {
  const body = request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as FormBody) : {};
}

/** True when a posted value (or any value in a list) holds a NUL character, which no field accepts. */
export function holdsNul(body: unknown): boolean {
  if (typeof body === 'string') return body.includes('\u0000');
  if (Array.isArray(body)) return body.some(holdsNul);
  if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) return Object.values(body).some(holdsNul);
  return false;
}

/** One posted text value ('' when absent; the first when repeated). */
export function formText(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** Errors that are about one form field without naming it in their details. */
const FIELD_OF_CODE: Partial<Record<number, string>> = {
  [ErrorCode.InvalidUsername]: 'username',
  [ErrorCode.UsernameTaken]: 'username',
};

/**
 * The sentence for the field an APIError is about, by the field's form name; username errors go to the
 * username field (`usernameField`: "username" on sign-up, "name" in settings). `body` is what was
 * checked, when the sentence can say something about the value (its length).
 */
export function fieldErrors(
  messages: Translator,
  error: ApiError | null,
  usernameField = 'username',
  body?: unknown,
): FieldErrors {
  if (!error) return {};
  if (FIELD_OF_CODE[error.code] === 'username') return { [usernameField]: usernameSentence(messages, error) };
  if (!error.field) return {};
  const { path } = error.field;
  return { [path]: fieldSentence(messages, error.field, valueAt(body, path), fieldName(messages, path)) };
}

/**
 * The sentence on top of a form that failed: none when the problem stands beside a field (the
 * summary then says that nothing was saved and links to it); else the error's sentence.
 */
export function summaryOf(messages: Translator, error: ApiError | null): string | null {
  if (!error || error.field || FIELD_OF_CODE[error.code] !== undefined) return null;
  if (error.named?.reason === 'inviteRequired') return messages.t('problem.inviteRequired');
  if (error.named?.reason === 'inviteInvalid') return messages.t('problem.inviteInvalid');
  return errorSentence(messages, error);
}

/** Why a log-in failed, in the page's language. */
export function loginSentence(messages: Translator, error: ApiError): string {
  if (error.code === ErrorCode.InvalidToken) return messages.t('problem.login.wrong');
  if (error.code === ErrorCode.TooManyRequests) {
    const seconds = (error.ratelimitReset ?? 0) - Math.floor(Date.now() / 1000);
    return messages.t('problem.login.tooMany', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  return errorSentence(messages, error);
}

/** A username refused, in the page's language. */
function usernameSentence(messages: Translator, error: ApiError): string {
  if (error.code === ErrorCode.UsernameTaken) return messages.t('problem.username.taken');
  if (error.named?.reason === 'invalidUsername') return messages.t('problem.username.invalid');
  if (error.named?.reason === 'reservedUsername') return messages.t('problem.username.reserved');
  return errorSentence(messages, error);
}
