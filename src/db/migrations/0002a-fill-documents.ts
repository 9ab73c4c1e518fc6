/**
 * Rows written before 0002 have no public documents, and 0003 makes them mandatory. Until the profile
 * model of 0005, this step built them with the application's views of the day; views change with the
 * data model (a view of today reads columns 0005 adds), so it now writes an empty placeholder, and the application
 * builds every document after the migrations, with the views of the version that runs
 * (profiles/documents/public-documents.ts: the documents' version is recorded and checked at start-up).
 * Databases that ran the earlier form of this step have real documents; they are rebuilt all the same.
 * Frozen once released; imports nothing from the application.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['users', 'members']) {
    for (const column of ['public_doc', 'partial_doc']) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = '{}' WHERE ${sql.ref(column)} IS NULL`.execute(db);
    }
  }
}

export async function down(): Promise<void> {}
