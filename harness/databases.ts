/**
 * Fresh databases for tests, the benchmark and scripts: a SQLite file in a given folder, or a new
 * PostgreSQL database on the server at NAMETAG_TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres,
 * trust auth), dropped again by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

export type Engine = 'sqlite' | 'postgres';

export const PG_ADMIN_URL = process.env.NAMETAG_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `label` becomes part of the PostgreSQL database name (nametag_<label>_<pid>_<random>). */
export async function freshDatabase(engine: Engine, dir: string, label = 'test'): Promise<FreshDatabase> {
  if (engine === 'sqlite') return { url: join(dir, 'nametag.db'), drop: async () => {} };
  const name = `nametag_${label}_${process.pid}_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
