/**
 * Every connection an instance holds to PostgreSQL has TCP keepalive on (the pool's and the change
 * feed's), so a peer that vanished without a word is found dead instead of holding a request. Read
 * from the kernel's own table of sockets (`ss`). Runs in the PostgreSQL pass.
 */
// test-engines: postgres
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { createMember, registerUser } from './helpers/factories.js';
import { startTestApp } from './helpers/test-app.js';
import { TEST_ENGINE } from './helpers/test-database.js';

describe('connections to PostgreSQL', { skip: TEST_ENGINE !== 'postgres' && 'the PostgreSQL pass runs it' }, () => {
  it('all have TCP keepalive on: pooled ones and the change feed’s', async () => {
    const t = await startTestApp();
    try {
      // Several requests at once, so the pool opens several connections.
      const users = await Promise.all(Array.from({ length: 4 }, () => registerUser(t)));
      await Promise.all(users.map((user) => createMember(t, user, { name: 'Sky' })));
      const port = new URL(t.config.database.engine === 'postgres' ? t.config.database.url : '').port || '5432';
      const mine = execFileSync('ss', ['-tnopH', 'state', 'established', `( dport = :${port} )`], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes(`pid=${process.pid},`));
      assert.ok(mine.length >= 2, `the pool and the feed are connected:\n${mine.join('\n')}`);
      for (const line of mine) assert.match(line, /timer:\(keepalive,/, line);
    } finally {
      await t.close();
    }
  });
});
