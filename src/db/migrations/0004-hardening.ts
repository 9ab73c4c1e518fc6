/**
 * Abuse resistance:
 * - username_reservations: a username given up by a rename stays reserved for its old owner for 30
 *   days (old links must not start showing someone else's page);
 * - invite codes are stored as SHA-256 hex digests, like tokens (existing codes are hashed here);
 * - member names are compared in Unicode NFC: existing names, keys and documents are normalised (a
 *   name whose NFC form would collide with a sibling's is left as it is).
 * Frozen once released; imports nothing from the application.
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('username_reservations')
    .addColumn('username_key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('username_reservations_expires_at')
    .on('username_reservations')
    .column('expires_at')
    .execute();

  const invites = await db.selectFrom('invites').select('code').execute();
  for (const { code } of invites as Array<{ code: string }>) {
    const hash = createHash('sha256').update(code).digest('hex');
    await db.updateTable('invites').set({ code: hash }).where('code', '=', code).execute();
  }

  const members = await db.selectFrom('members').select(['id', 'user_id', 'name']).execute();
  for (const member of members as Array<{ id: string; user_id: string; name: string }>) {
    const name = member.name.normalize('NFC');
    if (name === member.name) continue;
    const key = name.toLowerCase();
    const clash = await db
      .selectFrom('members')
      .select('id')
      .where('user_id', '=', member.user_id)
      .where('name_key', '=', key)
      .where('id', '<>', member.id)
      .executeTakeFirst();
    if (clash) continue;
    // The stored documents show the name too (as JSON.stringify wrote it).
    const [before, after] = [`"name":${JSON.stringify(member.name)}`, `"name":${JSON.stringify(name)}`];
    await sql`update members set name = ${name}, name_key = ${key},
      partial_doc = replace(partial_doc, ${before}, ${after}), public_doc = replace(public_doc, ${before}, ${after})
      where id = ${member.id}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('username_reservations').execute();
}
