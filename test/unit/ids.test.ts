/** IDs (src/lib/ids.ts): UUIDv7 from a pool of random bytes, still sorted in the order they were made. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { couldBeId, newId } from '../../src/lib/ids.js';

describe('newId', () => {
  it('makes unique version-7 IDs that sort in the order they were made, also many in one millisecond', () => {
    // More than one pool of random bytes (256 IDs), and many IDs per millisecond.
    const ids = Array.from({ length: 20_000 }, () => newId());
    assert.equal(new Set(ids).size, ids.length);
    assert.deepEqual([...ids].sort(), ids);
    for (const id of ids.slice(0, 600)) {
      assert.ok(couldBeId(id), id);
      assert.equal(id[14], '7', `version 7: ${id}`);
      assert.ok('89ab'.includes(id[19]!), `RFC 9562 variant: ${id}`);
    }
  });

  it('starts with the current time in milliseconds', () => {
    const before = Date.now();
    const id = newId();
    const millis = parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    assert.ok(millis >= before && millis <= Date.now() + 1, `${millis} vs ${before}`);
  });
});
