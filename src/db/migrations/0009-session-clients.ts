/**
 * tokens.client: for a session, the browser and system it was started in ("Firefox on Windows"), read
 * from its User-Agent at log-in, so a person can tell their sessions apart in settings. Never the
 * address. Null for API tokens and for sessions started before this migration.
 * Frozen once released; imports nothing from the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tokens').addColumn('client', 'text').execute();
}
