/**
 * `node --import tsx scripts/test-template.ts <sqlite|postgres> <make|drop> [template]`: the migrated
 * database the HTTP tests of one `npm test` pass start from (test/helpers/test-database.ts). `make`
 * migrates a fresh database (and fills what the application fills at start-up) and prints where it
 * is — a SQLite file, or a PostgreSQL database name; `drop` removes it again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { type Engine, freshDatabase, PG_ADMIN_URL } from '../harness/databases.js';
import { closeContext, openContext } from '../src/context/app-context.js';
import { loadConfig } from '../src/core/config.js';

const [engine, action, template] = process.argv.slice(2) as [Engine, 'make' | 'drop', string | undefined];

if (action === 'drop') {
  if (engine === 'sqlite') rmSync(dirname(template!), { recursive: true, force: true });
  else {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(template!)} WITH (FORCE)`);
    await client.end();
  }
} else {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-template-'));
  const database = await freshDatabase(engine, dir, 'template');
  const ctx = await openContext(loadConfig({ DATABASE_URL: database.url, MEDIA_DIR: join(dir, 'media') }));
  await closeContext(ctx);
  console.log(engine === 'sqlite' ? database.url : new URL(database.url).pathname.slice(1));
}
