/**
 * Import previews on a real server process with the heap of `npm start`: a hostile service on
 * loopback answering a member with ~200,000 empty entries, previewed again and again on the page, and
 * the largest accounts the import limit lets through, held together as the preview store allows. The
 * server stays up and /healthz answers throughout (asked every 50 ms from a thread of its own). How
 * fast it answers is measured by scripts/measure-import-preview.ts, not asserted here.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { pollHealth } from '../harness/health-poller.js';
import { startServerProcess } from '../harness/server-process.js';
import { FakePronounsCc } from './helpers/fake-pronouns-cc.js';
import { createTestDatabase } from './helpers/test-database.js';
import { WebClient } from './helpers/web-client.js';

const HEAP_OF_NPM_START = ['--max-old-space-size=128', '--max-semi-space-size=4'];

describe('import previews in a server with the heap of npm start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-previews-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a service flooding a member with empty entries, and the largest accounts held together: the server stays up', async () => {
    const database = await createTestDatabase(dir);
    const fake = await new FakePronounsCc().start();
    const server = await startServerProcess(
      {
        DATABASE_URL: database.url,
        MEDIA_DIR: join(dir, 'media'),
        RATE_LIMIT_MULTIPLIER: '0',
        IMPORT_ALLOW_INSECURE: 'true',
      },
      HEAP_OF_NPM_START,
    );
    const health = pollHealth(`${server.url}/healthz`, 50);
    const statuses: number[] = [];
    try {
      // One reading per account at a time (the fair queue): previews held together are two people's.
      const client = await WebClient.signedUp(server.url, 'mover');
      const other = await WebClient.signedUp(server.url, 'mover2');
      const preview = async (by = client) => {
        const answer = await by.postForm('/settings/data', '/settings/data/import-service', {
          service_url: fake.url,
          service_token: fake.token,
          action: 'preview',
        });
        statuses.push(answer.status);
        return answer;
      };
      fake.emptyEntries = 199_900;
      for (let i = 0; i < 3; i++) {
        const answer = await preview();
        assert.match(answer.text, /… and 199,895 more like this: empty entries\./);
      }
      // Members at every limit up to the import's 8 MB of answers: the store holds four such previews.
      fake.emptyEntries = 0;
      fake.bulkyMembers = 22;
      await Promise.all([preview(), preview(other)]);
      await Promise.all([preview(), preview(other)]);
      await preview();
    } finally {
      const summary = await health.stop();
      const alive = server.child.exitCode === null && server.child.signalCode === null;
      await fake.close();
      await server.stop();
      await database.drop();
      assert.ok(alive, `the server died:\n${server.output().slice(-2000)}`);
      assert.equal(summary.failures, 0, '/healthz answered every time');
      assert.ok(summary.answers > 10, `${summary.answers} answers`);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 200, 200]);
  });
});
