/**
 * The PronounDB-compatible lookup (docs/SHARING.md, "Looked up by another account"): apps that read
 * PronounDB's v2 lookup read this instance by changing their base address. An account answers only
 * when its owner logged in with it (so it is theirs) and chose to let apps find them by it; what it
 * answers is the public profile's pronouns as a summary for anyone shows them (the same choice as
 * share cards), in PronounDB's codes, never more than a signed-out visitor sees.
 */
import type { AppContext } from '../../context/app-context.js';
import { ApiError, ErrorCode, errors } from '../../core/errors.js';
import { parseDocument } from '../../profiles/documents/stored-document.js';
import { findPublicUserById } from '../../profiles/profile-reader.js';
import { entriesForEveryone } from '../../profiles/rules/entries-for-everyone.js';
import { writeProfile } from '../../profiles/profile-writer.js';
import { findLookupOwners, setLinkLookups } from '../accounts/account-link-store.js';
import { isProviderKind, LOOKUP_KINDS, PROVIDER_NAMES, type ProviderKind } from '../login/providers.js';
import { pronounDbEntry, type PronounDbEntry } from './pronoundb-sets.js';

/** The platforms PronounDB's v2 lookup knows; a lookup on any other is refused as PronounDB refuses it. */
export const PRONOUNDB_PLATFORMS = [
  'discord',
  'github',
  'minecraft',
  'modrinth',
  'osu',
  'reddit',
  'sourcehut',
  'spotify',
  'twitch',
  'twitter',
] as const;
export type PronounDbPlatform = (typeof PRONOUNDB_PLATFORMS)[number];

/** The platforms people here can prove an account of, by logging in with it: the login kind of each. */
const LOGIN_KIND_OF: Partial<Record<PronounDbPlatform, ProviderKind>> = { discord: 'discord' };

export const MAX_LOOKUP_IDS = 50;

/** A lookup as asked: the platform, and its distinct non-empty ids in order. */
export interface LookupQuery {
  platform: PronounDbPlatform;
  ids: string[];
}

/** The query's platform and ids, refused with PronounDB's words when it would refuse them. */
export function lookupQuery(platform: unknown, ids: unknown): LookupQuery {
  if (typeof platform !== 'string' || platform === '' || typeof ids !== 'string' || ids === '') {
    throw new ApiError(ErrorCode.BadRequest, '`platform` and `ids` query parameters are required.');
  }
  if (!(PRONOUNDB_PLATFORMS as readonly string[]).includes(platform)) {
    throw new ApiError(ErrorCode.BadRequest, '`platform` is not a valid platform.');
  }
  const distinct = [...new Set(ids.split(',').filter((id) => id !== ''))];
  if (distinct.length < 1 || distinct.length > MAX_LOOKUP_IDS) {
    throw new ApiError(ErrorCode.BadRequest, `\`ids\` must contain between 1 and ${MAX_LOOKUP_IDS} IDs.`);
  }
  return { platform: platform as PronounDbPlatform, ids: distinct };
}

/** Which of the ids' owners may be looked up, in the order of the ids: [id, user ID]. */
export async function lookupOwners(ctx: AppContext, query: LookupQuery): Promise<Array<[string, string]>> {
  const kind = LOGIN_KIND_OF[query.platform];
  if (kind === undefined) return [];
  const owners = new Map(
    (await findLookupOwners(ctx.readDb, kind, query.ids)).map((owner) => [owner.subject, owner.userId]),
  );
  return query.ids.flatMap((id) => {
    const userId = owners.get(id);
    return userId === undefined ? [] : [[id, userId] as [string, string]];
  });
}

/** A user's entry of the lookup, from their public document; null when the public cannot see them. */
export async function lookupEntryOf(ctx: AppContext, userId: string): Promise<PronounDbEntry | null> {
  const found = await findPublicUserById(ctx.readDb, userId);
  if (!found || found.suspended) return null;
  const user = parseDocument(found.user);
  const chosen = entriesForEveryone(user.pronouns, user.custom_preferences);
  return pronounDbEntry(chosen.map((entry) => ({ text: entry.pronouns, display: entry.display_text })));
}

/** Lets apps look the user up by their linked account of `kind`, or stops it. */
export async function setLookups(ctx: AppContext, userId: string, kind: string, on: boolean): Promise<void> {
  if (!isProviderKind(kind)) throw errors.notFound('Login provider');
  if (!LOOKUP_KINDS.includes(kind)) {
    throw new ApiError(
      ErrorCode.BadRequest,
      `Apps cannot look people up by a ${PROVIDER_NAMES[kind]} account; only by ${LOOKUP_KINDS.map((k) => PROVIDER_NAMES[k]).join(', ')}`,
      'kind: not looked up',
      undefined,
      { path: 'kind', rule: 'not looked up' },
    );
  }
  await writeProfile(ctx, userId, async (write) => {
    if (!(await setLinkLookups(write.transaction, userId, kind, on))) throw errors.notLinked(PROVIDER_NAMES[kind]);
  });
}
