/**
 * A fresh database for one test app: a temporary SQLite file by default, or a new PostgreSQL
 * database when NAMETAG_TEST_ENGINE=postgres (server from NAMETAG_TEST_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres). Each is removed when the test app closes.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

export const TEST_ENGINE = process.env.NAMETAG_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const ADMIN_URL = process.env.NAMETAG_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(dir: string): Promise<TestDatabase> {
  if (TEST_ENGINE === 'sqlite') return { url: join(dir, 'nametag.db'), drop: async () => {} };
  const name = `nametag_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
