/** Runs the versioned migrations. Kysely's migrator takes a lock, so instances starting together don't race. */
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';
import * as m0001 from './migrations/0001-initial.js';

// Listed in code rather than read from a folder, so the same list works from TypeScript and from dist/.
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
