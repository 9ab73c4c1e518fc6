/**
 * Public documents: the JSON of each public view, serialised when the data changes, so that public
 * reads are one indexed lookup and a string copy. Kept in the same transaction as the rows they show,
 * so every instance reads its own and everyone's writes at once. NULL means "not built yet": readers
 * then build the view from the rows. Also the number of listed members per user, which GET /meta sums.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    // The public User, without `members` (spliced in at read time from members_doc).
    .addColumn('public_doc', 'text')
    .execute();
  // PartialUser, embedded in every Member answer.
  await db.schema.alterTable('users').addColumn('partial_doc', 'text').execute();
  // JSON array of the user's listed members as PartialMember, in creation order, and their number.
  await db.schema.alterTable('users').addColumn('members_doc', 'text').execute();
  await db.schema.alterTable('users').addColumn('listed_members', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // GET /meta counts from this index alone, without reading any row.
  await db.schema
    .createIndex('users_live_activity')
    .on('users')
    .columns(['deleted_at', 'last_active_at', 'listed_members'])
    .execute();
  // The public PartialMember.
  await db.schema.alterTable('members').addColumn('partial_doc', 'text').execute();
  // The public Member, without `user` (spliced in at read time from the user's partial_doc).
  await db.schema.alterTable('members').addColumn('public_doc', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_live_activity').execute();
  for (const column of ['public_doc', 'partial_doc', 'members_doc', 'listed_members']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const column of ['partial_doc', 'public_doc']) await db.schema.alterTable('members').dropColumn(column).execute();
}
