/**
 * An error of a profile save, placed on the editor's form: each field problem becomes a sentence beside
 * the input it is about (by the input's name), anything else a sentence on top of the form.
 */
import { type ApiError, ErrorCode } from '../../core/errors.js';
import type { FieldErrors } from '../views/form-controls.js';
import type { ProfileDraft } from '../views/view-types.js';
import { fieldName, fieldSentence, valueAt } from './field-sentences.js';

export interface PlacedErrors {
  errors: FieldErrors;
  message: string | null;
}

/**
 * The form input an API body path is about, or null when it is about a whole list ("links" over its
 * limit). The form's rows are the body's rows (empty rows are dropped before the body is made).
 */
export function inputOfPath(path: string, draft: ProfileDraft): string | null {
  const parts = path.split('.');
  const [head, second, third] = parts;
  if (head === 'pronouns' && second !== undefined) {
    return `pronouns.${second}.${third === 'display_text' || third === 'status' ? third : 'value'}`;
  }
  if (head === 'custom_preferences' && second !== undefined) {
    const index = draft.custom.findIndex((row) => row.id === second);
    if (index === -1) return null;
    return `prefs.${index}.${third === 'icon' || third === 'size' ? third : 'tooltip'}`;
  }
  if (head === 'flags') return null;
  if (['names', 'links', 'fields'].includes(head ?? '') && second === undefined) return null;
  if (head === 'fields' && third === 'entries' && parts.length === 3) return null;
  return path;
}

/** Where the sentences of a failed save go. `body` is the API body that was checked. */
export function placeErrors(error: ApiError, body: unknown, draft: ProfileDraft): PlacedErrors {
  if (error.code === ErrorCode.MemberNameInUse) {
    return {
      errors: { name: `You already have a member called “${draft.name.trim()}”: choose another name.` },
      message: null,
    };
  }
  const problem = error.field;
  if (!problem) return { errors: {}, message: error.message };
  const preferenceNumber = (key: string) => {
    const index = draft.custom.findIndex((row) => row.id === key);
    return index === -1 ? undefined : index + 1;
  };
  const sentence = fieldSentence(problem, valueAt(body, problem.path), fieldName(problem.path, preferenceNumber));
  const input = inputOfPath(problem.path, draft);
  return input === null ? { errors: {}, message: sentence } : { errors: { [input]: sentence }, message: null };
}
