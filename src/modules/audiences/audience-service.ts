/**
 * Audiences and share links (docs/AUDIENCES.md): an owner's named groups, the items placed in them,
 * and the secret links that open one audience's view. Changes go through the owner's profile write;
 * a link's view is read from the records at each request and never kept.
 */
import type { AppContext } from '../../context/app-context.js';
import { errors, invalidField } from '../../core/errors.js';
import { looksLikeShareSecret, newShareSecret } from '../../lib/secrets.js';
import type {
  MemberDocument,
  PartialMemberDocument,
  PartialUserDocument,
  Stored,
  UserDocument,
} from '../../profiles/documents/stored-document.js';
import { utcOffsetSeconds } from '../../profiles/rules/time-zones.js';
import {
  type AudienceRecord,
  changeShareLinkExpiry,
  checkStillOpen,
  createAudience as createAudienceIn,
  createShareLink as createShareLinkIn,
  deleteAudience as deleteAudienceIn,
  isOpen,
  ownShareLink,
  renameAudience as renameAudienceIn,
  revokeShareLink as revokeShareLinkIn,
  type ShareLinkRecord,
} from '../../profiles/audience-writes.js';
import {
  findAudiences,
  findMemberViewFor,
  findUsersWithDuePlacements,
  findShareLinkView,
  findUserViewFor,
  type MemberPages,
  memberPagesFor,
} from '../../profiles/profile-reader.js';
import { writeProfile } from '../../profiles/profile-writer.js';
import { normaliseAudienceName } from '../../profiles/rules/placements.js';

/** A share link as its owner sees it (the secret is never shown again after it is made). */
export interface ShareLinkView {
  id: string;
  audience_id: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  /** Whether the link opens its view now. */
  open: boolean;
}

export interface AudienceView {
  id: string;
  name: string;
  links: ShareLinkView[];
}

/** A link just made: its secret and address, shown this once. */
export interface NewShareLink extends ShareLinkView {
  secret: string;
  url: string;
}

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

function linkView(link: ShareLinkRecord, now: number): ShareLinkView {
  return {
    id: link.id,
    audience_id: link.audience_id,
    created_at: iso(link.created_at)!,
    expires_at: iso(link.expires_at),
    revoked_at: iso(link.revoked_at),
    open: isOpen(link, now),
  };
}

function audienceView(audience: AudienceRecord, links: readonly ShareLinkRecord[], now: number): AudienceView {
  return {
    id: audience.id,
    name: audience.name,
    links: links.filter((link) => link.audience_id === audience.id).map((link) => linkView(link, now)),
  };
}

/** Where a share link's view is read: the page (`/v/{secret}`) of this instance. */
export function shareLinkUrl(baseUrl: string, secret: string): string {
  return `${baseUrl}/v/${secret}`;
}

export async function listAudiences(ctx: AppContext, userId: string): Promise<AudienceView[]> {
  const { audiences, links } = await findAudiences(ctx.readDb, userId);
  const now = ctx.clock.now();
  return audiences.map((audience) => audienceView(audience, links, now));
}

export async function createAudience(ctx: AppContext, userId: string, name: string): Promise<AudienceView> {
  const normalised = normaliseAudienceName(name);
  const audience = await writeProfile(ctx, userId, (write) => createAudienceIn(write, normalised));
  return audienceView(audience, [], ctx.clock.now());
}

export async function renameAudience(ctx: AppContext, userId: string, id: string, name: string): Promise<AudienceView> {
  const normalised = normaliseAudienceName(name);
  await writeProfile(ctx, userId, (write) => renameAudienceIn(write, id, normalised));
  return (await listAudiences(ctx, userId)).find((audience) => audience.id === id) ?? throwNotFound();
}

function throwNotFound(): never {
  throw errors.audienceNotFound();
}

export async function deleteAudience(ctx: AppContext, userId: string, id: string): Promise<void> {
  await writeProfile(ctx, userId, (write) => deleteAudienceIn(write, id), { wholeOwner: true });
}

/** An expiry as sent (ISO 8601, or null for none): 400 unless it is a date in the future. */
export function expiryOf(value: string | null | undefined, now: number): number | null {
  if (value === undefined || value === null || value === '') return null;
  const millis = Date.parse(value);
  if (!Number.isFinite(millis)) {
    throw invalidField(
      'expires_at',
      'not a date',
      undefined,
      'expires_at: give a date and time such as 2027-01-31T18:00:00Z',
    );
  }
  if (millis <= now)
    throw invalidField('expires_at', 'in the past', undefined, 'expires_at: choose a moment in the future');
  return millis;
}

export async function createShareLink(
  ctx: AppContext,
  userId: string,
  audienceId: string,
  expiresAt: string | null | undefined,
  baseUrl: string,
): Promise<NewShareLink> {
  const secret = newShareSecret();
  const expiry = expiryOf(expiresAt, ctx.clock.now());
  const link = await writeProfile(ctx, userId, (write) => createShareLinkIn(write, audienceId, secret, expiry));
  return { ...linkView(link, ctx.clock.now()), secret, url: shareLinkUrl(baseUrl, secret) };
}

/** Stops a link at once, on every instance (each view reads the link anew). */
export async function revokeShareLink(ctx: AppContext, userId: string, linkId: string): Promise<ShareLinkView> {
  const link = await writeProfile(ctx, userId, (write) => revokeShareLinkIn(write, linkId));
  return linkView(link, ctx.clock.now());
}

/** A new link for the same audience and expiry, the old one stopped in the same write. */
export async function rotateShareLink(
  ctx: AppContext,
  userId: string,
  linkId: string,
  baseUrl: string,
): Promise<NewShareLink> {
  const secret = newShareSecret();
  const link = await writeProfile(ctx, userId, async (write) => {
    const old = await ownShareLink(write, linkId);
    // A stopped link stays stopped: rotating it twice (a retry) makes no second open link.
    checkStillOpen(old, write.now);
    await revokeShareLinkIn(write, linkId);
    return createShareLinkIn(write, old.audience_id, secret, old.expires_at);
  });
  return { ...linkView(link, ctx.clock.now()), secret, url: shareLinkUrl(baseUrl, secret) };
}

export async function setShareLinkExpiry(
  ctx: AppContext,
  userId: string,
  linkId: string,
  expiresAt: string | null,
): Promise<ShareLinkView> {
  const expiry = expiryOf(expiresAt, ctx.clock.now());
  const link = await writeProfile(ctx, userId, (write) => changeShareLinkExpiry(write, linkId, expiry));
  return linkView(link, ctx.clock.now());
}

/** How many accounts one run of the widening job takes: the next run takes the rest. */
const DUE_BATCH = 50;

/**
 * Shows what waited out its owner's widening delay: each account's due changes in one profile write
 * (so every document, page and instance follows). Returns how many accounts it changed.
 */
export async function applyDuePlacements(ctx: AppContext): Promise<number> {
  const userIds = await findUsersWithDuePlacements(ctx.readDb, ctx.clock.now(), DUE_BATCH);
  let applied = 0;
  for (const userId of userIds) {
    if ((await writeProfile(ctx, userId, (write) => write.applyDuePlacements())) > 0) applied++;
  }
  return applied;
}

/** What a share link shows: the User as its audience sees it, and which view it is. */
export interface SharedViewAnswer {
  userId: string;
  user: Stored<UserDocument>;
  timezone: string | null;
  /** The offset of the user's time zone from UTC at the moment of the read (seconds), or null. */
  utcOffset: number | null;
  /** The listed members as the public sees them; null when the list is private. */
  members: MemberPages<PartialMemberDocument> | null;
  audienceName: string;
  expiresAt: number | null;
}

/**
 * The view a share link's secret opens: 404 for a secret that opens nothing now (unknown, revoked,
 * expired, or of an account deleted or suspended), all alike.
 */
export async function readSharedView(ctx: AppContext, secret: string): Promise<SharedViewAnswer> {
  if (!looksLikeShareSecret(secret)) throw errors.shareLinkNotFound();
  const link = await findShareLinkView(ctx.readDb, secret, ctx.clock.now());
  const answer = link && (await viewOf(ctx, link.userId, link.audienceId, link.audienceName, link.expiresAt));
  if (!answer) throw errors.shareLinkNotFound();
  return answer;
}

/** The user as one of their audiences sees them; undefined when the user is gone. */
async function viewOf(
  ctx: AppContext,
  userId: string,
  audienceId: string,
  audienceName: string,
  expiresAt: number | null,
): Promise<SharedViewAnswer | undefined> {
  const user = await findUserViewFor(ctx.readDb, userId, [audienceId]);
  if (!user) return undefined;
  return {
    userId,
    user: user.document,
    timezone: user.timezone,
    utcOffset: utcOffsetSeconds(user.timezone, ctx.clock.now()),
    members: user.listPrivate ? null : memberPagesFor(ctx.readDb, userId, [audienceId]),
    audienceName,
    expiresAt,
  };
}

/** A member as a share link's audience sees it, and which view it is. */
export interface SharedMemberAnswer {
  userId: string;
  member: Stored<MemberDocument>;
  user: Stored<PartialUserDocument>;
  audienceName: string;
  expiresAt: number | null;
}

/**
 * One of the user's members as a share link's audience sees it (by ID or name): 404 when the link
 * opens nothing now, or the audience does not see that member, all alike.
 */
export async function readSharedMember(
  ctx: AppContext,
  secret: string,
  memberRef: string,
): Promise<SharedMemberAnswer> {
  if (!looksLikeShareSecret(secret)) throw errors.shareLinkNotFound();
  const link = await findShareLinkView(ctx.readDb, secret, ctx.clock.now());
  if (!link) throw errors.shareLinkNotFound();
  const found = await findMemberViewFor(ctx.readDb, link.userId, memberRef, [link.audienceId]);
  if (!found) throw errors.memberNotFound();
  return { userId: link.userId, ...found, audienceName: link.audienceName, expiresAt: link.expiresAt };
}

/** What the JSON of a shared view adds to the User: which view it is. */
export function sharedViewFields(answer: Pick<SharedViewAnswer, 'audienceName' | 'expiresAt'>) {
  return { audience: answer.audienceName, expires_at: iso(answer.expiresAt) };
}

/**
 * The owner's preview of one of their audiences: the profile as that audience's links show it, read
 * as a link's view is (404 for an audience that is not the caller's).
 */
export async function previewAudience(ctx: AppContext, userId: string, audienceId: string): Promise<SharedViewAnswer> {
  const { audiences } = await findAudiences(ctx.readDb, userId);
  const audience = audiences.find((candidate) => candidate.id === audienceId);
  if (!audience) throw errors.audienceNotFound();
  const answer = await viewOf(ctx, userId, audience.id, audience.name, null);
  if (!answer) throw errors.userNotFound();
  return answer;
}
