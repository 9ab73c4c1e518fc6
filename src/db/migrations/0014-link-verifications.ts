/**
 * Verified links: Nametag fetches the pages a profile lists and marks those that link back to it with
 * rel="me".
 * - users.verified_links, members.verified_links: the links (as their owner typed them) found linking
 *   back, a subset of `links`; public profile data, shown in the documents.
 * - users.links_checked_at, members.links_checked_at: when the links were last checked (epoch ms);
 *   null: due now (never checked, or the links changed since). Not profile data.
 * - an index per table on links_checked_at of the rows with links only, for the look-up of due
 *   profiles: it never reads the many profiles that list no link.
 * Frozen once released; imports nothing from the application.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of ['users', 'members']) {
    await db.schema
      .alterTable(table)
      .addColumn('verified_links', postgres ? 'jsonb' : 'text', (c) =>
        c.notNull().defaultTo(postgres ? sql`'[]'::jsonb` : '[]'),
      )
      .execute();
    await db.schema.alterTable(table).addColumn('links_checked_at', 'bigint').execute();
    await db.schema
      .createIndex(`${table}_links_checked_at`)
      .on(table)
      .column('links_checked_at')
      .where(postgres ? sql<boolean>`links <> '[]'::jsonb` : sql<boolean>`links <> '[]'`)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['members', 'users']) {
    await db.schema.dropIndex(`${table}_links_checked_at`).execute();
    await db.schema.alterTable(table).dropColumn('links_checked_at').execute();
    await db.schema.alterTable(table).dropColumn('verified_links').execute();
  }
}
