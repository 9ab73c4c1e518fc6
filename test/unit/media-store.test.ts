/** The local media store's sweep primitive: a file written again while the sweep looks at it is kept. */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { localMediaStore } from '../../src/lib/media-store.js';

const OWNER = '0191a000-0000-7000-8000-000000000001';
const HASH = 'a'.repeat(64);

describe('local media store', () => {
  const root = mkdtempSync(join(tmpdir(), 'nametag-media-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const store = localMediaStore(root);
  const path = join(root, 'users', OWNER, `${HASH}.webp`);

  it('removes a file older than the cutoff, and keeps one written again since the sweep listed it', async () => {
    await store.put('users', OWNER, HASH, Buffer.from('avatar'));
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path, hourAgo, hourAgo);
    const entries = [];
    for await (const listed of store.entries()) entries.push(listed);
    const [entry] = entries;
    assert.equal(entry?.hash, HASH);
    // A write stores the same picture again after the sweep listed it: the file is fresh again.
    await store.put('users', OWNER, HASH, Buffer.from('avatar'));
    assert.equal(await store.removeIfOlderThan(entry!, Date.now() - 60_000), false);
    assert.equal(existsSync(path), true);
    utimesSync(path, hourAgo, hourAgo);
    assert.equal(await store.removeIfOlderThan(entry!, Date.now() - 60_000), true);
    assert.equal(existsSync(path), false);
    await store.pruneEmpty();
    assert.equal(existsSync(join(root, 'users', OWNER)), false);
  });

  it('writes again into a folder the sweep removed meanwhile', async () => {
    await store.put('users', OWNER, HASH, Buffer.from('x'));
    rmSync(join(root, 'users', OWNER), { recursive: true });
    await store.put('users', OWNER, HASH, Buffer.from('y'));
    assert.deepEqual(await store.read('users', OWNER, HASH), Buffer.from('y'));
  });
});
