/**
 * Everything wrong with an editor draft at once, so a person fixes it all in one pass rather than
 * meeting one error per save: the schema's violations (one per field), then the profile rules that
 * need no stored data (links, time zone, statuses, icon names). The save itself still checks all of
 * it; what is found here only spares the round trips.
 */
import type { TSchema } from 'typebox';
import { ApiError, invalidField } from '../../core/errors.js';
import { bodyProblems } from '../../http/body-check.js';
import { linkProblems } from '../../profiles/rules/links.js';
import { statusProblems } from '../../profiles/rules/preferences.js';
import type { CustomPreferences, Field, FieldEntry } from '../../profiles/rules/profile-types.js';
import { normaliseTimezone } from '../../profiles/rules/time-zones.js';
import { isIcon } from '../views/icons.js';

/** The parts of an editor body the rules read; the form always sends them in these shapes. */
interface DraftBody {
  links?: string[];
  timezone?: string | null;
  names?: FieldEntry[];
  pronouns?: FieldEntry[];
  fields?: Field[];
  custom_preferences?: CustomPreferences;
}

/**
 * The editor draws preferences from the icon set and offers its names: a name the set does not have
 * would show as a plain circle, so the page refuses it (the API accepts any name, as pronouns.cc did).
 */
function iconProblems(preferences: CustomPreferences): ApiError[] {
  return Object.entries(preferences)
    .filter(([, preference]) => !isIcon(preference.icon))
    .map(([key]) => invalidField(`custom_preferences.${key}.icon`, 'not an icon of the set', { keyword: 'iconName' }));
}

function timezoneProblems(timezone: string | null | undefined): ApiError[] {
  if (typeof timezone !== 'string') return [];
  try {
    normaliseTimezone(timezone);
    return [];
  } catch (error) {
    if (error instanceof ApiError) return [error];
    throw error;
  }
}

/**
 * The problems of `body` (made by the editor from its draft) against `schema`, each field once, the
 * schema's first. `ownPreferences`: the body carries the owner's whole set of custom preferences, so
 * statuses and icons can be checked against it (a member's statuses are the owner's, checked on save).
 */
export function draftProblems(schema: TSchema, body: unknown, ownPreferences: boolean): ApiError[] {
  const draft = body as DraftBody;
  const found = [
    ...bodyProblems(schema, body),
    ...linkProblems(draft.links ?? []),
    ...timezoneProblems(draft.timezone),
    ...(ownPreferences
      ? [...iconProblems(draft.custom_preferences ?? {}), ...statusProblems(draft, draft.custom_preferences ?? {})]
      : []),
  ];
  const byPath = new Map<string, ApiError>();
  for (const problem of found) {
    const path = problem.field?.path ?? '';
    if (!byPath.has(path)) byPath.set(path, problem);
  }
  return [...byPath.values()];
}
