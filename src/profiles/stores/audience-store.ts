/**
 * Queries on the audiences and their share links (migration 0016). Audiences decide what documents
 * hold, so they change only inside a profile write (the owner's lock); links only ever name one.
 */
import { readMillis, readNullableMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

export interface AudienceRecord {
  id: string;
  name: string;
  position: number;
  created_at: number;
}

export interface ShareLinkRecord {
  id: string;
  audience_id: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
}

/** A link found by its secret's hash, with its owner and its audience's name. */
export interface ShareLinkTarget extends ShareLinkRecord {
  user_id: string;
  audience_name: string;
}

/** An owner's audiences, in their order. */
export async function listAudiencesOfUser(db: Db, userId: string): Promise<AudienceRecord[]> {
  const rows = await db
    .selectFrom('audiences')
    .select(['id', 'name', 'position', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, position: Number(row.position), created_at: readMillis(row.created_at) }));
}

export async function insertAudience(db: Db, userId: string, audience: AudienceRecord): Promise<void> {
  await db
    .insertInto('audiences')
    .values({ ...audience, user_id: userId })
    .execute();
}

export async function renameAudience(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('audiences').set({ name }).where('id', '=', id).execute();
}

/** Deletes an audience and (by cascade) its links. */
export async function deleteAudience(db: Db, id: string): Promise<void> {
  await db.deleteFrom('audience_links').where('audience_id', '=', id).execute();
  await db.deleteFrom('audiences').where('id', '=', id).execute();
}

/** Every link of an owner's audiences, the stopped ones too (the owner sees when each stopped). */
export async function listShareLinksOfUser(db: Db, userId: string): Promise<ShareLinkRecord[]> {
  const rows = await db
    .selectFrom('audience_links')
    .select(['id', 'audience_id', 'created_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toLink);
}

export async function insertShareLink(
  db: Db,
  link: ShareLinkRecord & { user_id: string; secret_hash: string },
): Promise<void> {
  await db.insertInto('audience_links').values(link).execute();
}

export async function revokeShareLink(db: Db, id: string, now: number): Promise<void> {
  await db
    .updateTable('audience_links')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function setShareLinkExpiry(db: Db, id: string, expiresAt: number | null): Promise<void> {
  await db.updateTable('audience_links').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

/** The link whose secret has this hash, if any (stopped or not: the caller decides). */
export async function findShareLinkBySecretHash(db: Db, secretHash: string): Promise<ShareLinkTarget | undefined> {
  const row = await db
    .selectFrom('audience_links')
    .innerJoin('audiences', 'audiences.id', 'audience_links.audience_id')
    .select([
      'audience_links.id as id',
      'audience_links.audience_id as audience_id',
      'audience_links.user_id as user_id',
      'audience_links.created_at as created_at',
      'audience_links.expires_at as expires_at',
      'audience_links.revoked_at as revoked_at',
      'audiences.name as audience_name',
    ])
    .where('audience_links.secret_hash', '=', secretHash)
    .executeTakeFirst();
  return row && { ...toLink(row), user_id: row.user_id, audience_name: row.audience_name };
}

function toLink(row: {
  id: string;
  audience_id: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
}): ShareLinkRecord {
  return {
    id: row.id,
    audience_id: row.audience_id,
    created_at: readMillis(row.created_at),
    expires_at: readNullableMillis(row.expires_at),
    revoked_at: readNullableMillis(row.revoked_at),
  };
}

/** Deletes links that stopped (revoked or expired) before `before`; how many. */
export async function deleteShareLinksStoppedBefore(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('audience_links')
    .where((eb) =>
      eb.or([
        eb.and([eb('revoked_at', 'is not', null), eb('revoked_at', '<', before)]),
        eb.and([eb('expires_at', 'is not', null), eb('expires_at', '<', before)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
