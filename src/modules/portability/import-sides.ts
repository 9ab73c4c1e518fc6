/**
 * What an import changes, side by side: the parts of the profile a person recognises (display name,
 * how many names, pronouns, fields and links, an avatar, how many members) as they are before the
 * import and as it leaves them, read inside the import's own write (a preview reads them before it
 * rolls back), and which of them the import replaces.
 */
import type { ProfileWrite } from '../../profiles/profile-writer.js';

export interface ProfileSummary {
  display_name: string | null;
  names: number;
  pronouns: number;
  fields: number;
  links: number;
  avatar: boolean;
  members: number;
}

/** The parts of the profile an import may replace (members are matched by name instead). */
export const REPLACEABLE_PARTS = ['display_name', 'names', 'pronouns', 'fields', 'links', 'avatar'] as const;
export type ReplaceablePart = (typeof REPLACEABLE_PARTS)[number];

export interface ImportSides {
  before: ProfileSummary;
  after: ProfileSummary;
  /** The parts the import's profile sets (replaced even where the value comes out the same). */
  replaced: ReplaceablePart[];
}

/** The owner's profile as the write stands. */
export async function profileSummary(write: ProfileWrite): Promise<ProfileSummary> {
  const user = await write.userRecord();
  return {
    display_name: user.display_name,
    names: user.names.length,
    pronouns: user.pronouns.length,
    fields: user.fields.length,
    links: user.links.length,
    avatar: user.avatar !== null,
    members: await write.countMembers(),
  };
}

/** The parts a change of the profile sets (the keys of its changes). */
export function replacedParts(changes: object): ReplaceablePart[] {
  return REPLACEABLE_PARTS.filter((part) => part in changes);
}
