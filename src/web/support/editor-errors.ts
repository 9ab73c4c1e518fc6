/**
 * An error of a profile save, placed on the editor's form: each field problem becomes a sentence beside
 * the input it is about (by the input's name), anything else a sentence on top of the form.
 */
import { type ApiError, ErrorCode } from '../../core/errors.js';
import type { FieldErrors } from '../views/form-controls.js';
import type { ProfileDraft } from '../views/view-types.js';
import type { Translator } from '../../i18n/translator.js';
import { fieldName, fieldSentence, valueAt } from './field-sentences.js';
import { errorSentence } from './error-sentences.js';

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

/** The order of the editor's inputs, top to bottom, by the first part of their names. */
const FORM_ORDER = [
  'name',
  'display_name',
  'avatar',
  'bio',
  'content_note',
  'links',
  'timezone',
  'member_title',
  'names',
  'pronouns',
  'fields',
  'flags',
  'prefs',
];

/** Compares two input names ("names.2.value") by where they stand on the form. */
function formOrder(a: string, b: string): number {
  const rank = (name: string) => {
    const index = FORM_ORDER.indexOf(name.split('.')[0] ?? '');
    return index === -1 ? FORM_ORDER.length : index;
  };
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * Where the sentences of a failed save go: each beside its input, in the order of the form, and the
 * ones about no single input (a list over its limit) together on top. `body` is the API body that was
 * checked.
 */
export function placeErrors(
  messages: Translator,
  problems: readonly ApiError[],
  body: unknown,
  draft: ProfileDraft,
): PlacedErrors {
  const [first] = problems;
  if (first?.code === ErrorCode.MemberNameInUse) {
    return {
      errors: { name: messages.t('problem.memberNameInUse', { name: draft.name.trim() }) },
      message: null,
    };
  }
  const preferenceNumber = (key: string) => {
    const index = draft.custom.findIndex((row) => row.id === key);
    return index === -1 ? undefined : index + 1;
  };
  const placed: Array<[string, string]> = [];
  const general: string[] = [];
  for (const error of problems) {
    const problem = error.field;
    if (!problem) {
      general.push(
        error.code === ErrorCode.MemberLimitReached ? messages.t('editor.memberLimit') : errorSentence(messages, error),
      );
      continue;
    }
    const field = fieldName(messages, problem.path, preferenceNumber);
    const sentence = fieldSentence(messages, problem, valueAt(body, problem.path), field);
    const input = inputOfPath(problem.path, draft);
    if (input === null) general.push(sentence);
    else if (!placed.some(([name]) => name === input)) placed.push([input, sentence]);
  }
  placed.sort(([a], [b]) => formOrder(a, b));
  return { errors: Object.fromEntries(placed), message: general.length > 0 ? general.join(' ') : null };
}
