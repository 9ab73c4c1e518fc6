/**
 * Member groups (docs/GROUPS.md): an owner's named groups of members, many-to-many, in the owner's
 * order.
 * - member_groups: the group's name (unique per owner without case: `name_key`, as member names),
 *   display name, description, icon (a short text such as an emoji), colour (`#rrggbb`), position,
 *   `unlisted`, and `audiences`: null when everyone may see the group, else a JSON list of the owner's
 *   audience IDs (`[]`: the owner alone).
 * - member_group_members: which members are in which group, and their order in it. Deleting a member
 *   or a group takes its rows along.
 * - change_events.group_id, webhook_deliveries.group_id: the group a group event is about (webhooks
 *   send it).
 * New tables and a nullable column leave the previous release's queries working.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('description', 'text')
    .addColumn('icon', 'text')
    .addColumn('color', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('unlisted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audiences', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_groups_user_name')
    .on('member_groups')
    .columns(['user_id', 'name_key'])
    .unique()
    .execute();
  await db.schema
    .createTable('member_group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('member_groups.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_group_members_pk', ['group_id', 'member_id'])
    .execute();
  await db.schema.createIndex('member_group_members_member').on('member_group_members').column('member_id').execute();
  await db.schema.alterTable('change_events').addColumn('group_id', 'text').execute();
  await db.schema.alterTable('webhook_deliveries').addColumn('group_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries').dropColumn('group_id').execute();
  await db.schema.alterTable('change_events').dropColumn('group_id').execute();
  await db.schema.dropTable('member_group_members').execute();
  await db.schema.dropTable('member_groups').execute();
}
