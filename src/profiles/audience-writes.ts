/**
 * Changes to an owner's audiences and share links, inside a profile write (the owner's lock): an
 * audience decides what documents hold, so removing one rewrites the placements that name it in the
 * same transaction, and every view shows less at once.
 */
import { errors, invalidField } from '../core/errors.js';
import { newId } from '../lib/ids.js';
import { hashSecret } from '../lib/secrets.js';
import type { ProfileWrite } from './profile-writer.js';
import { forgetAudienceInGroups } from './group-writes.js';
import {
  afterAudienceRemoved,
  AUDIENCE_LIMIT,
  audiencesNamed,
  type PlacementsPatch,
  samePlacements,
} from './rules/placements.js';
import {
  type AudienceRecord,
  deleteAudience as deleteAudienceRow,
  insertAudience,
  insertShareLink,
  listAudiencesOfUser,
  listShareLinksOfUser,
  renameAudience as renameAudienceRow,
  revokeShareLink as revokeShareLinkRow,
  setShareLinkExpiry,
  type ShareLinkRecord,
} from './stores/audience-store.js';
import { listPendingPlacementsOfUser, savePendingPlacement } from './stores/pending-placement-store.js';

export type { AudienceRecord, ShareLinkRecord };

export function audiencesOf(write: ProfileWrite): Promise<AudienceRecord[]> {
  return listAudiencesOfUser(write.transaction, write.user.id);
}

/** One of the owner's audiences: 404 when there is none of that ID (someone else's included). */
export async function ownAudience(write: ProfileWrite, id: string): Promise<AudienceRecord> {
  const audience = (await audiencesOf(write)).find((candidate) => candidate.id === id);
  if (!audience) throw errors.audienceNotFound();
  return audience;
}

export async function createAudience(write: ProfileWrite, name: string): Promise<AudienceRecord> {
  const audiences = await audiencesOf(write);
  if (audiences.length >= AUDIENCE_LIMIT) throw errors.audienceLimitReached(AUDIENCE_LIMIT);
  checkNameFree(audiences, name, null);
  const audience: AudienceRecord = {
    id: newId(),
    name,
    position: audiences.reduce((last, other) => Math.max(last, other.position + 1), 0),
    created_at: write.now,
  };
  await insertAudience(write.transaction, write.user.id, audience);
  return audience;
}

export async function renameAudience(write: ProfileWrite, id: string, name: string): Promise<AudienceRecord> {
  const audiences = await audiencesOf(write);
  const audience = audiences.find((candidate) => candidate.id === id);
  if (!audience) throw errors.audienceNotFound();
  checkNameFree(audiences, name, id);
  await renameAudienceRow(write.transaction, id, name);
  return { ...audience, name };
}

/** Two audiences of one owner never share a name (compared without case): the owner picks by name. */
function checkNameFree(audiences: readonly AudienceRecord[], name: string, self: string | null): void {
  const key = name.toLocaleLowerCase();
  if (audiences.some((other) => other.id !== self && other.name.toLocaleLowerCase() === key)) {
    throw invalidField('name', 'in use', undefined, 'You already have an audience of that name: choose another');
  }
}

/**
 * Deletes an audience and its links. Items shown to it alone are kept to their owner (never made
 * public), and entries marked friends_only stop going to it.
 */
export async function deleteAudience(write: ProfileWrite, id: string): Promise<void> {
  await ownAudience(write, id);
  const user = await write.userRecord();
  // Changes waiting out the widening delay lose the audience too (and wait on).
  const waiting = await listPendingPlacementsOfUser(write.transaction, user.id);
  await write.forEachMember(async (member) => {
    const { placements } = afterAudienceRemoved(member, member.placements, user.friends_audience, id);
    if (!samePlacements(placements, member.placements)) await write.updateMember(member, { placements });
    const pending = waiting.get(member.id);
    if (pending) {
      const after = afterAudienceRemoved(member, pending.placements, pending.friends_audience, id);
      await savePendingPlacement(
        write.transaction,
        { id: member.id, userId: user.id, memberId: member.id },
        { ...pending, placements: after.placements },
      );
    }
  });
  const after = afterAudienceRemoved(user, user.placements, user.friends_audience, id);
  await write.updateUser({ placements: after.placements, friends_audience: after.friendsAudience });
  const pending = waiting.get(user.id);
  if (pending) {
    const later = afterAudienceRemoved(user, pending.placements, pending.friends_audience, id);
    await savePendingPlacement(
      write.transaction,
      { id: user.id, userId: user.id, memberId: null },
      { placements: later.placements, friends_audience: later.friendsAudience, due_at: pending.due_at },
    );
  }
  await forgetAudienceInGroups(write, id);
  await deleteAudienceRow(write.transaction, id);
}

/**
 * A 400 naming the first placement (or `friends_audience`) that names an audience the owner does not
 * have: a placement is only ever to the owner's own audiences.
 */
export async function checkAudiencesNamed(
  write: ProfileWrite,
  placements: PlacementsPatch | undefined,
  friendsAudience: string | null | undefined,
): Promise<void> {
  const named = placements === undefined ? new Set<string>() : audiencesNamed(placements);
  if (friendsAudience) named.add(friendsAudience);
  if (named.size === 0) return;
  const own = new Set((await audiencesOf(write)).map((audience) => audience.id));
  if (friendsAudience && !own.has(friendsAudience)) {
    throw invalidField(
      'friends_audience',
      'not your audience',
      undefined,
      'friends_audience: none of your audiences has this ID',
    );
  }
  for (const id of named) {
    if (!own.has(id)) {
      throw invalidField(
        'placements',
        'not your audience',
        undefined,
        `placements: none of your audiences has the ID ${id}`,
      );
    }
  }
}

/** The owner's links, the stopped ones too. */
export function shareLinksOf(write: ProfileWrite): Promise<ShareLinkRecord[]> {
  return listShareLinksOfUser(write.transaction, write.user.id);
}

/** How many links an audience may have at once: one per person it is shared with is plenty. */
export const LINKS_PER_AUDIENCE = 20;

/** A new link to one of the owner's audiences; `secret` is the caller's (only its hash is kept). */
export async function createShareLink(
  write: ProfileWrite,
  audienceId: string,
  secret: string,
  expiresAt: number | null,
): Promise<ShareLinkRecord> {
  await ownAudience(write, audienceId);
  const live = (await shareLinksOf(write)).filter((link) => link.audience_id === audienceId && isOpen(link, write.now));
  if (live.length >= LINKS_PER_AUDIENCE) throw errors.shareLinkLimitReached(LINKS_PER_AUDIENCE);
  const link: ShareLinkRecord = {
    id: newId(),
    audience_id: audienceId,
    created_at: write.now,
    expires_at: expiresAt,
    revoked_at: null,
  };
  await insertShareLink(write.transaction, { ...link, user_id: write.user.id, secret_hash: hashSecret(secret) });
  return link;
}

/** One of the owner's links: 404 when there is none of that ID. */
export async function ownShareLink(write: ProfileWrite, id: string): Promise<ShareLinkRecord> {
  const link = (await shareLinksOf(write)).find((candidate) => candidate.id === id);
  if (!link) throw errors.shareLinkNotFound();
  return link;
}

export async function revokeShareLink(write: ProfileWrite, id: string): Promise<ShareLinkRecord> {
  const link = await ownShareLink(write, id);
  await revokeShareLinkRow(write.transaction, id, write.now);
  return { ...link, revoked_at: link.revoked_at ?? write.now };
}

/** A 400 for a link that has stopped: it stays stopped (a new one is made instead). */
export function checkStillOpen(link: ShareLinkRecord, now: number): void {
  if (!isOpen(link, now)) {
    throw invalidField(
      'link',
      'stopped',
      undefined,
      'This link has stopped (revoked, rotated or expired) and stays stopped: make a new link instead',
    );
  }
}

export async function changeShareLinkExpiry(
  write: ProfileWrite,
  id: string,
  expiresAt: number | null,
): Promise<ShareLinkRecord> {
  const link = await ownShareLink(write, id);
  checkStillOpen(link, write.now);
  await setShareLinkExpiry(write.transaction, id, expiresAt);
  return { ...link, expires_at: expiresAt };
}

/** Whether a link still opens its view at `now`. */
export function isOpen(link: Pick<ShareLinkRecord, 'expires_at' | 'revoked_at'>, now: number): boolean {
  return link.revoked_at === null && (link.expires_at === null || link.expires_at > now);
}
