/** The PostgreSQL driver, loaded when PostgreSQL is chosen: an embedded (SQLite) process never holds it. */
import { createRequire } from 'node:module';
import type pg from 'pg';

const require = createRequire(import.meta.url);

export function postgresDriver(): typeof pg {
  return require('pg') as typeof pg;
}
