/**
 * A fresh database for one test app, on the engine of this test pass: a temporary SQLite file by
 * default, or a new PostgreSQL database when NAMETAG_TEST_ENGINE=postgres (see harness/databases.ts).
 */
import { type FreshDatabase, freshDatabase } from '../../harness/databases.js';

export const TEST_ENGINE = process.env.NAMETAG_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export type TestDatabase = FreshDatabase;

export function createTestDatabase(dir: string): Promise<TestDatabase> {
  return freshDatabase(TEST_ENGINE, dir);
}
