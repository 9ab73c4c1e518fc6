/**
 * The fair queue's rules: one task per owner (running or waiting), a group's limits (running, and
 * running or waiting) unless it is open, the waiting room, a waiting task whose caller gives up
 * leaving at once, and places given back however a task ends.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FairQueue, GroupBusy, OwnerBusy } from '../../src/lib/fair-queue.js';
import { QueueFull } from '../../src/lib/work-queue.js';

/** A task that runs until the test ends it. */
function held() {
  let end!: (value: string) => void;
  let fail!: (error: Error) => void;
  let started = false;
  const done = new Promise<string>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  return {
    work: () => {
      started = true;
      return done;
    },
    get started() {
      return started;
    },
    end,
    fail,
  };
}

const limits = { concurrency: 2, maxWaiting: 2, perGroup: { running: 1, total: 2 } };

describe('fair queue', () => {
  it('one task per owner: a second is refused at once, saying when the first started; the place comes back when it ends', async () => {
    let now = 1000;
    const queue = new FairQueue('reads', limits, () => now);
    const first = held();
    const running = queue.run({ owner: 'ada', group: 'a.example' }, first.work);
    assert.ok(first.started);
    now = 5000;
    const refused = await queue.run({ owner: 'ada', group: 'b.example' }, async () => 'never').catch((e) => e);
    assert.ok(refused instanceof OwnerBusy);
    assert.equal(refused.startedAt, 1000);
    first.end('read');
    assert.equal(await running, 'read');
    assert.equal(await queue.run({ owner: 'ada', group: 'b.example' }, async () => 'again'), 'again');
    assert.equal(queue.depth, 0);
  });

  it('a failed task gives its place back too', async () => {
    const queue = new FairQueue('reads', limits);
    const first = held();
    const running = queue.run({ owner: 'ada', group: 'a.example' }, first.work);
    first.fail(new Error('the service went away'));
    await assert.rejects(running, /went away/);
    assert.equal(await queue.run({ owner: 'ada', group: 'a.example' }, async () => 'again'), 'again');
    await assert.rejects(
      queue.run({ owner: 'ada', group: 'a.example' }, () => {
        throw new Error('thrown before any promise');
      }),
      /thrown before/,
    );
    assert.equal(queue.depth, 0);
  });

  it('a group runs one task at a time and holds two places at most; other groups pass it', async () => {
    const queue = new FairQueue('reads', limits);
    const a1 = held();
    const a2 = held();
    const r1 = queue.run({ owner: 'ada', group: 'slow.example' }, a1.work);
    const r2 = queue.run({ owner: 'bo', group: 'slow.example' }, a2.work);
    assert.ok(a1.started);
    assert.ok(!a2.started, 'the second of the group waits');
    const third = await queue.run({ owner: 'cy', group: 'slow.example' }, async () => 'never').catch((e) => e);
    assert.ok(third instanceof GroupBusy);
    assert.equal(third.group, 'slow.example');
    assert.equal(await queue.run({ owner: 'di', group: 'good.example' }, async () => 'passed'), 'passed');
    a1.end('one');
    assert.equal(await r1, 'one');
    assert.ok(a2.started, 'the group’s next runs when its first ends');
    a2.end('two');
    assert.equal(await r2, 'two');
  });

  it('an open group has no limit of its own, only the queue’s', async () => {
    const queue = new FairQueue('reads', limits);
    const tasks = [held(), held(), held(), held()];
    const runs = tasks.map((task, i) => queue.run({ owner: `u${i}`, group: 'pronouns.cc', open: true }, task.work));
    assert.deepEqual(
      tasks.map((task) => task.started),
      [true, true, false, false],
    );
    const full = await queue
      .run({ owner: 'u9', group: 'pronouns.cc', open: true }, async () => 'never')
      .catch((e) => e);
    assert.ok(full instanceof QueueFull);
    for (const task of tasks) task.end('done');
    assert.deepEqual(await Promise.all(runs), ['done', 'done', 'done', 'done']);
  });

  it('a waiting task whose caller gives up leaves at once and frees its owner and group', async () => {
    const queue = new FairQueue('reads', limits);
    const first = held();
    const running = queue.run({ owner: 'ada', group: 'slow.example' }, first.work);
    const gone = new AbortController();
    const second = held();
    const waiting = queue.run({ owner: 'bo', group: 'slow.example', signal: gone.signal }, second.work);
    gone.abort(new Error('the client went away'));
    await assert.rejects(waiting, /went away/);
    assert.equal(queue.depth, 1);
    const third = held();
    const admitted = queue.run({ owner: 'bo', group: 'slow.example' }, third.work);
    first.end('one');
    await running;
    assert.ok(third.started);
    assert.ok(!second.started, 'the task that left never runs');
    third.end('three');
    assert.equal(await admitted, 'three');
    await assert.rejects(
      queue.run({ owner: 'cy', group: 'x', signal: AbortSignal.abort(new Error('gone before')) }, async () => 'never'),
      /gone before/,
    );
  });
});
