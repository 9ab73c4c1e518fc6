/** Normalisation of profile values that arrive in request bodies, shared by users and members. */
import { invalidField } from '../../core/errors.js';
import type { PronounEntry, UserPronounEntry } from './profile-types.js';

/** Flag IDs as sent: IDs, or Flag objects as read (only their `id` counts). */
export function flagIds(flags: ReadonlyArray<string | { id: string }>): string[] {
  return flags.map((flag) => (typeof flag === 'string' ? flag : flag.id));
}

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

/** A user pronoun entry as sent: the spec's `{value, status}` or pronouns.cc's `{pronouns, display_text?, status}`. */
export interface UserPronounInput {
  value?: string | undefined;
  pronouns?: string | undefined;
  display_text?: string | null | undefined;
  status: string;
}

/** Either shape of each entry, to the stored one; both texts sent must agree (400 naming the entry). */
export function toUserPronounEntries(input: UserPronounInput[]): UserPronounEntry[] {
  return input.map((entry, i) => {
    const value = entry.value ?? entry.pronouns;
    if (value === undefined) throw invalidField(`pronouns.${i}`, 'needs value (or pronouns)');
    if (entry.value !== undefined && entry.pronouns !== undefined && entry.value !== entry.pronouns) {
      throw invalidField(`pronouns.${i}`, 'value and pronouns must be the same text (send one of them, or both alike)');
    }
    return { value, display_text: clearable(entry.display_text) ?? null, status: entry.status };
  });
}
