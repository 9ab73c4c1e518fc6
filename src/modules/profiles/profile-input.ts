/** Normalisation of profile values that arrive in request bodies, shared by users and members. */
import type { PronounEntry } from './profile-types.js';

/** `""` and null both clear an optional string (decisions.md, PATCH semantics). */
export function clearable(value: string | null | undefined): string | null | undefined {
  return value === '' ? null : value;
}

export function toPronounEntries(
  input: Array<{ pronouns: string; display_text?: string | null | undefined; status: string }>,
): PronounEntry[] {
  return input.map((entry) => ({
    pronouns: entry.pronouns,
    display_text: entry.display_text ?? null,
    status: entry.status,
  }));
}
