/**
 * Instances that start together on a fresh database must not race on the schema: three `migrate`
 * processes at once, a few times over, all succeed and leave one copy of each migration.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../src/core/config.js';
import { closeContext, openContext } from '../src/context/app-context.js';
import { createTestDatabase } from './helpers/test-database.js';

async function migrateProcess(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'migrate'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

describe('migrations started by several processes at once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-migrate-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const round of [1, 2, 3]) {
    it(`round ${round}: three processes on a fresh database all succeed`, async () => {
      const database = await createTestDatabase(mkdtempSync(join(dir, 'round-')));
      try {
        const runs = await Promise.all([1, 2, 3].map(() => migrateProcess(database.url)));
        for (const run of runs) assert.equal(run.code, 0, run.output);
        const ctx = await openContext(loadConfig({ DATABASE_URL: database.url }));
        try {
          const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(ctx.db);
          assert.deepEqual(
            rows.map((r) => r.name),
            [
              '0001-initial',
              '0002-public-documents',
              '0002a-fill-documents',
              '0003-change-events',
              '0004-hardening',
              '0005-profile-model',
              '0006-moderation',
              '0007-webhooks',
              '0008-linked-accounts',
              '0009-session-clients',
              '0010-recovery-codes',
              '0011-email',
              '0012-mail-requests',
              '0013-account-language',
              '0014-link-verifications',
              '0015-actor-keys',
              '0016-audiences',
              '0017-member-audiences',
              '0018-lookup-publishing',
              '0019-profile-syncs',
              '0020-content-notes',
              '0021-deletion-grace',
              '0022-member-groups',
              '0023-two-factor',
            ],
          );
        } finally {
          await closeContext(ctx);
        }
      } finally {
        await database.drop();
      }
    });
  }
});
