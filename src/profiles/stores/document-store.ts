/**
 * Queries on the stored public documents (the *_doc columns of users and members). Documents are read
 * as bytes (the UTF-8 the database holds), never decoded into strings: they go to the socket as they
 * are, which spares decoding and encoding megabytes of text on the event loop.
 */
import { type RawBuilder, sql } from 'kysely';
import { isPostgres, readFlag, readJson, readMillis, readNullableMillis } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { withLongTextsAsBytes } from '../../db/long-text-parameters.js';
import { statementWithBytes } from '../../db/statements.js';
import type { WriteSession } from '../../db/write-session.js';
import { memberNameKey } from '../rules/member-names.js';
import type { Placements } from '../rules/placements.js';
import { LINKED_ACCOUNT_KEYS } from '../rules/profile-types.js';
import { usernameKey } from './user-store.js';
import { suspendedFlag } from './suspension-store.js';

/**
 * 1 when a member's stored documents may show less than the whole member (its own placements, or its
 * owner's friends audience): its owner's view is then built from the record.
 */
function memberPlacesFlag(db: Db, members: string, users: string): RawBuilder<number> {
  const placements = sql.ref(`${members}.placements`);
  const empty = isPostgres(db) ? sql`${placements} = '{}'::jsonb` : sql`${placements} = '{}'`;
  return sql<number>`case when ${empty} and ${sql.ref(`${users}.friends_audience`)} is null then 0 else 1 end`;
}

/** A document column as the bytes the database stores (UTF-8), without decoding. */
function bytes(db: Db, column: string): RawBuilder<Buffer> {
  return isPostgres(db)
    ? sql<Buffer>`convert_to(${sql.ref(column)}, 'UTF8')`
    : sql<Buffer>`cast(${sql.ref(column)} as blob)`;
}

export interface UserDocumentRow {
  id: string;
  list_private: boolean;
  suspended: boolean;
  /** For `utc_offset`, which is of the moment of the read. */
  timezone: string | null;
  public_doc: Buffer;
  partial_doc: Buffer;
}

/** A live user's identity and PartialUser document, without the (possibly large) User document. */
export interface UserHeadRow {
  id: string;
  list_private: boolean;
  suspended: boolean;
  partial_doc: Buffer;
}

export interface MemberDocumentRow {
  id: string;
  user_id: string;
  unlisted: number;
  suspended: number;
  /** 1: shown only to the audiences of its placement as a whole (and its owner): no public read serves it. */
  audience_only: number;
  /** 1: its stored documents may show less than the whole member (see memberPlacesFlag). */
  places_items: number;
  public_doc: Buffer;
  /** The owner's PartialUser document. */
  user_doc: Buffer;
}

type UserDocumentColumnsRow = Omit<UserDocumentRow, 'list_private' | 'suspended'> & {
  list_private: number;
  suspended: number;
};

const userDocumentsBy = (key: 'id' | 'username_key') =>
  statementWithBytes<{ value: string }, UserDocumentColumnsRow>(
    (db, slot) =>
      db
        .selectFrom('users')
        .select([
          'id',
          'list_private',
          'timezone',
          suspendedFlag('users.id').as('suspended'),
          bytes(db, 'public_doc').as('public_doc'),
          bytes(db, 'partial_doc').as('partial_doc'),
        ])
        .where('deleted_at', 'is', null)
        .where(key, '=', slot('value')),
    { bytes: ['public_doc', 'partial_doc'], columns: ['id', 'list_private', 'timezone', 'suspended'] },
  );
const userDocumentsById = userDocumentsBy('id');
const userDocumentsByUsername = userDocumentsBy('username_key');

const userHeadBy = (key: 'id' | 'username_key') =>
  statementWithBytes<{ value: string }, { id: string; list_private: number; suspended: number; partial_doc: Buffer }>(
    (db, slot) =>
      db
        .selectFrom('users')
        .select([
          'id',
          'list_private',
          suspendedFlag('users.id').as('suspended'),
          bytes(db, 'partial_doc').as('partial_doc'),
        ])
        .where('deleted_at', 'is', null)
        .where(key, '=', slot('value')),
    { bytes: ['partial_doc'], columns: ['id', 'list_private', 'suspended'] },
  );
const userHeadById = userHeadBy('id');
const userHeadByUsername = userHeadBy('username_key');

type OwnerDocumentRow = {
  username: string;
  avatar: string | null;
  is_admin: number;
  list_private: number;
  timezone: string | null;
  language: string | null;
  created_at: number;
  last_sid_reroll: number | null;
  placements: unknown;
  friends_audience: string | null;
  widening_delay: number;
  public_doc: Buffer;
} & Record<(typeof LINKED_ACCOUNT_KEYS)[number], string | null>;

const ownerDocument = statementWithBytes<{ id: string }, OwnerDocumentRow>(
  (db, slot) =>
    db
      .selectFrom('users')
      .select([
        'username',
        'avatar',
        'is_admin',
        'list_private',
        'timezone',
        'language',
        'created_at',
        'last_sid_reroll',
        'placements',
        'friends_audience',
        'widening_delay',
        ...LINKED_ACCOUNT_KEYS,
        bytes(db, 'public_doc').as('public_doc'),
      ])
      .where('id', '=', slot('id'))
      .where('deleted_at', 'is', null),
  {
    bytes: ['public_doc'],
    columns: [
      'username',
      'avatar',
      'is_admin',
      'list_private',
      'timezone',
      'language',
      'created_at',
      'last_sid_reroll',
      'placements',
      'friends_audience',
      'widening_delay',
      ...LINKED_ACCOUNT_KEYS,
    ],
  },
);

/** A live user's public User document with what only its owner sees (MeUser = User + these). */
export async function findOwnerDocument(db: Db, id: string) {
  const [row] = await ownerDocument.run(db, { id });
  return (
    row && {
      ...row,
      is_admin: readFlag(row.is_admin),
      list_private: readFlag(row.list_private),
      created_at: readMillis(row.created_at),
      last_sid_reroll: readNullableMillis(row.last_sid_reroll),
      placements: readJson<Placements>(row.placements),
      widening_delay: Number(row.widening_delay),
    }
  );
}

export async function findUserDocumentsById(db: Db, id: string): Promise<UserDocumentRow | undefined> {
  const [row] = await userDocumentsById.run(db, { value: id });
  return row && { ...row, list_private: readFlag(row.list_private), suspended: readFlag(row.suspended) };
}

export async function findUserDocumentsByUsername(db: Db, username: string): Promise<UserDocumentRow | undefined> {
  const [row] = await userDocumentsByUsername.run(db, { value: usernameKey(username) });
  return row && { ...row, list_private: readFlag(row.list_private), suspended: readFlag(row.suspended) };
}

export async function findUserHeadById(db: Db, id: string): Promise<UserHeadRow | undefined> {
  const [row] = await userHeadById.run(db, { value: id });
  return row && { ...row, list_private: readFlag(row.list_private), suspended: readFlag(row.suspended) };
}

export async function findUserHeadByUsername(db: Db, username: string): Promise<UserHeadRow | undefined> {
  const [row] = await userHeadByUsername.run(db, { value: usernameKey(username) });
  return row && { ...row, list_private: readFlag(row.list_private), suspended: readFlag(row.suspended) };
}

const memberDocumentsById = statementWithBytes<{ id: string }, MemberDocumentRow>(
  (db, slot) =>
    db
      .selectFrom('members')
      .innerJoin('users', 'users.id', 'members.user_id')
      .select([
        'members.id as id',
        'members.user_id as user_id',
        'members.unlisted as unlisted',
        suspendedFlag('members.user_id').as('suspended'),
        'members.audience_only as audience_only',
        memberPlacesFlag(db, 'members', 'users').as('places_items'),
        bytes(db, 'members.public_doc').as('public_doc'),
        bytes(db, 'users.partial_doc').as('user_doc'),
      ])
      .where('members.id', '=', slot('id'))
      .where('users.deleted_at', 'is', null),
  {
    bytes: ['public_doc', 'user_doc'],
    columns: ['id', 'user_id', 'unlisted', 'suspended', 'audience_only', 'places_items'],
  },
);

/** A member of a live user, by ID (kept to audiences or not: the reader decides who sees it). */
export async function findMemberDocumentsById(db: Db, memberId: string): Promise<MemberDocumentRow | undefined> {
  return (await memberDocumentsById.run(db, { id: memberId }))[0];
}

const ownMemberDocument = statementWithBytes<
  { userId: string; id: string },
  { unlisted: number; avatar: string | null; places_items: number; public_doc: Buffer }
>(
  (db, slot) =>
    db
      .selectFrom('members')
      .innerJoin('users', 'users.id', 'members.user_id')
      .select([
        'members.unlisted',
        'members.avatar',
        memberPlacesFlag(db, 'members', 'users').as('places_items'),
        bytes(db, 'members.public_doc').as('public_doc'),
      ])
      .where('members.id', '=', slot('id'))
      .where('members.user_id', '=', slot('userId'))
      .where('users.deleted_at', 'is', null),
  { bytes: ['public_doc'], columns: ['unlisted', 'avatar', 'places_items'] },
);

/**
 * A member's public document with its listing and avatar, if it is (still) the live user's: for
 * exports. `placesItems`: the document may show less than the whole member.
 */
export async function findOwnMemberDocument(db: Db, userId: string, id: string) {
  const [row] = await ownMemberDocument.run(db, { userId, id });
  return (
    row && {
      document: row.public_doc,
      unlisted: readFlag(row.unlisted),
      avatar: row.avatar,
      placesItems: readFlag(row.places_items),
    }
  );
}

const memberDocumentOfUserBy = (key: 'id' | 'name_key') =>
  statementWithBytes<
    { userId: string; value: string },
    { id: string; unlisted: number; audience_only: number; places_items: number; public_doc: Buffer }
  >(
    (db, slot) =>
      db
        .selectFrom('members')
        .innerJoin('users', 'users.id', 'members.user_id')
        .select([
          'members.id as id',
          'members.unlisted as unlisted',
          'members.audience_only as audience_only',
          memberPlacesFlag(db, 'members', 'users').as('places_items'),
          bytes(db, 'members.public_doc').as('public_doc'),
        ])
        .where('members.user_id', '=', slot('userId'))
        .where(`members.${key}`, '=', slot('value')),
    { bytes: ['public_doc'], columns: ['id', 'unlisted', 'audience_only', 'places_items'] },
  );
const memberDocumentOfUserById = memberDocumentOfUserBy('id');
const memberDocumentOfUserByName = memberDocumentOfUserBy('name_key');

/** The public document of one member of the given user, by ID. */
export async function findMemberDocumentOfUserById(db: Db, userId: string, id: string) {
  return (await memberDocumentOfUserById.run(db, { userId, value: id }))[0];
}

/** The public document of one member of the given user, by name (case-insensitive). */
export async function findMemberDocumentOfUserByName(db: Db, userId: string, name: string) {
  return (await memberDocumentOfUserByName.run(db, { userId, value: memberNameKey(name) }))[0];
}

type PageArgs = { userId: string; after: string; limit: number };
type PageRow = { id: string; partial_doc: Buffer; unlisted: number; places_items: number };

const partialDocumentsPage = (includeUnlisted: boolean, limit: number) =>
  statementWithBytes<PageArgs, PageRow>(
    (db, slot) => {
      if (!isPostgres(db)) {
        // SQLite walks the (user_id, id) index in order and stops at the limit: one statement, no
        // temporary list (the two-step form below costs it about twice as much). The limit is in the
        // text: SQLite prepares a statement again each time a bound LIMIT is bound (its planner weighs
        // the value), which costs more than the read itself.
        const rows = db
          .selectFrom('members')
          .select(['id', bytes(db, 'partial_doc').as('partial_doc'), 'unlisted', placesColumn(db, includeUnlisted)])
          .where('user_id', '=', slot('userId'))
          .where('id', '>', slot('after'));
        return (includeUnlisted ? rows : rows.where('unlisted', '=', 0).where('audience_only', '=', 0))
          .orderBy('id')
          .limit(sql.lit(limit));
      }
      // The page's IDs first, then their documents: with the documents in the same select, PostgreSQL
      // may sort every member of the user by ID with their documents converted (a bitmap scan and a
      // top-N sort), which makes each page cost as much as the whole list.
      let page = db
        .selectFrom('members')
        .select('id')
        .where('user_id', '=', slot('userId'))
        .where('id', '>', slot('after'));
      if (!includeUnlisted) page = page.where('unlisted', '=', 0).where('audience_only', '=', 0);
      return db
        .selectFrom('members')
        .select(['id', bytes(db, 'partial_doc').as('partial_doc'), 'unlisted', placesColumn(db, includeUnlisted)])
        .where('id', 'in', page.orderBy('id').limit(slot('limit')))
        .orderBy('id');
    },
    { bytes: ['partial_doc'], columns: ['id', 'unlisted', 'places_items'], orderBy: 'id' },
  );

/**
 * For the owner's pages, whether a member's documents may show less than the whole member (see
 * memberPlacesFlag); the public's pages need not know.
 */
function placesColumn(db: Db, owner: boolean) {
  if (!owner) return sql<number>`0`.as('places_items');
  const empty = isPostgres(db) ? sql`placements = '{}'::jsonb` : sql`placements = '{}'`;
  const friends = sql`(select friends_audience from users where users.id = members.user_id)`;
  return sql<number>`case when ${empty} and ${friends} is null then 0 else 1 end`.as('places_items');
}

/** The most members a page of documents holds: small enough that a page of members at their size limits stays a few MB. */
export const MEMBER_PAGE_SIZE = 16;

/** The page reads by audience (listed only, or all), then by page size (part of the SQL on SQLite). */
const pageReads = [false, true].map((includeUnlisted) =>
  Array.from({ length: MEMBER_PAGE_SIZE }, (_, i) => partialDocumentsPage(includeUnlisted, i + 1)),
);

/**
 * One page of a user's PartialMember documents in creation order, after the member `after` (keyset
 * pagination by ID): listed members only, unless `includeUnlisted`.
 */
export async function findPartialDocumentsPage(
  db: Db,
  userId: string,
  includeUnlisted: boolean,
  after: string,
  limit: number,
): Promise<Array<{ id: string; partial_doc: Buffer; unlisted: boolean; placesItems: boolean }>> {
  const read = pageReads[includeUnlisted ? 1 : 0]![limit - 1];
  if (read === undefined) throw new RangeError(`a page holds 1 to ${MEMBER_PAGE_SIZE} members, not ${limit}`);
  const rows = await read.run(db, { userId, after, limit });
  return rows.map((row) => ({
    id: row.id,
    partial_doc: row.partial_doc,
    unlisted: readFlag(row.unlisted),
    placesItems: readFlag(row.places_items),
  }));
}

/**
 * Records how many of the user's members are listed (GET /meta sums these); the statement travels
 * with the transaction's next one.
 */
export async function countListedMembers(session: WriteSession, userId: string): Promise<void> {
  await session.defer(
    session.db
      .updateTable('users')
      .set({
        listed_members: sql<number>`(select count(*) from members where members.user_id = ${userId} and members.unlisted = 0 and members.audience_only = 0)`,
      })
      .where('id', '=', userId),
  );
}

/** The documents are text columns on both engines. */
const NO_JSONB: ReadonlySet<string> = new Set();

export async function saveUserDocuments(db: Db, userId: string, docs: { public_doc: string; partial_doc: string }) {
  const values = await withLongTextsAsBytes(db, docs, NO_JSONB);
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

export async function saveMemberDocuments(db: Db, memberId: string, docs: { public_doc: string; partial_doc: string }) {
  const values = await withLongTextsAsBytes(db, docs, NO_JSONB);
  await db.updateTable('members').set(values).where('id', '=', memberId).execute();
}

/** Where a short ID (sid) leads: a live user's name, or a member's name with its user's. */
export async function findSidTarget(
  db: Db,
  sid: string,
): Promise<{ username: string; memberName: string | null } | undefined> {
  const user = await db
    .selectFrom('users')
    .select('username')
    .where('sid', '=', sid)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`not exists (select 1 from suspensions where suspensions.user_id = users.id)`)
    .executeTakeFirst();
  if (user) return { username: user.username, memberName: null };
  const member = await db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['users.username', 'members.name'])
    .where('members.sid', '=', sid)
    .where('members.audience_only', '=', 0)
    .where('users.deleted_at', 'is', null)
    .where(sql<boolean>`not exists (select 1 from suspensions where suspensions.user_id = users.id)`)
    .executeTakeFirst();
  return member && { username: member.username, memberName: member.name };
}
