/**
 * A fresh database for one test app, on the engine of this test pass: a temporary SQLite file by
 * default, or a new PostgreSQL database when NAMETAG_TEST_ENGINE=postgres (see harness/databases.ts).
 */
import { type FreshDatabase, freshDatabase } from '../../harness/databases.js';

export const TEST_ENGINE = process.env.NAMETAG_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export type TestDatabase = FreshDatabase;

/** An empty database: what a server starting for the first time finds. */
export function createTestDatabase(dir: string): Promise<TestDatabase> {
  return freshDatabase(TEST_ENGINE, dir);
}

/**
 * A database with the schema in place: a copy of the migrated template `npm test` makes once per
 * pass (NAMETAG_TEST_TEMPLATE: scripts/test-template.ts), or an empty one when there is none (a
 * single test file run by hand); either way the app finds nothing left to migrate or to fill.
 */
export function migratedTestDatabase(dir: string): Promise<TestDatabase> {
  return freshDatabase(TEST_ENGINE, dir, 'test', process.env.NAMETAG_TEST_TEMPLATE || undefined);
}
