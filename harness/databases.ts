/**
 * Fresh databases for tests, the benchmark and scripts: a SQLite file in a given folder, or a new
 * PostgreSQL database on the server at NAMETAG_TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres,
 * trust auth), dropped again by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync } from 'node:fs';
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

/**
 * `label` becomes part of the PostgreSQL database name (nametag_<label>_<pid>_<random>). `template`:
 * a copy of that database (a PostgreSQL database name, or a SQLite file) instead of an empty one.
 */
export async function freshDatabase(
  engine: Engine,
  dir: string,
  label = 'test',
  template?: string,
): Promise<FreshDatabase> {
  if (engine === 'sqlite') {
    const url = join(dir, 'nametag.db');
    if (template !== undefined) copyFileSync(template, url);
    return { url, drop: async () => {} };
  }
  const name = `nametag_${label}_${process.pid}_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
