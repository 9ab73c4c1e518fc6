/** Normalisation of profile values that arrive in request bodies, shared by users and members. */
import { ApiError, ErrorCode } from '../../errors.js';
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

/** Avatars are processed by the avatar module (a later issue); until then only clearing is accepted. */
export function checkAvatar(value: string | null | undefined): void {
  if (value !== undefined && value !== null && value !== '') {
    throw new ApiError(
      400,
      ErrorCode.BadRequest,
      'Avatar uploads are not supported yet on this server; send null or "" to clear the avatar',
      'avatar: uploads not supported yet',
    );
  }
}
