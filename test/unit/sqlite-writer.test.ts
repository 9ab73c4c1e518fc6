/**
 * The SQLite writer thread's transactions (src/db/sqlite-worker.ts) on a real file: BEGIN travels with
 * the first statement, statements deferred by a write session travel with the next one (at the
 * latest the COMMIT), and either way a failure rolls the whole transaction back.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Kysely, sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { SqliteWorkerDialect } from '../../src/db/sqlite-worker.js';
import { WriteSession } from '../../src/db/write-session.js';

interface Schema {
  notes: { id: number; text: string };
}

/** The transaction's write session (the tests' schema is not the app's: the session only runs statements). */
const session = (trx: unknown) => new WriteSession(trx as Db);

describe('SQLite writer thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nametag-writer-'));
  const db = new Kysely<Schema>({ dialect: new SqliteWorkerDialect(join(dir, 'writer.db')) });
  const texts = async () =>
    (await db.selectFrom('notes').select('text').orderBy('id').execute()).map((row) => row.text);

  before(async () => {
    await sql`create table notes (id integer primary key, text text not null unique)`.execute(db);
  });
  after(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits a deferred statement with the COMMIT, after the statements before it', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, text: 'first' }).execute();
      await session(trx).defer(trx.insertInto('notes').values({ id: 2, text: 'deferred' }));
    });
    assert.deepEqual(await texts(), ['first', 'deferred']);
  });

  it('sends a deferred statement before the next statement of the transaction', async () => {
    await db.transaction().execute(async (trx) => {
      await session(trx).defer(trx.insertInto('notes').values({ id: 3, text: 'third' }));
      const seen = await trx.selectFrom('notes').select('text').where('id', '=', 3).executeTakeFirst();
      assert.equal(seen?.text, 'third');
    });
    assert.deepEqual(await texts(), ['first', 'deferred', 'third']);
  });

  it('rolls the whole transaction back when a deferred statement fails at the commit', async () => {
    let deferred = false;
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 4, text: 'fourth' }).execute();
        // Violates the unique text: fails when it is sent, with the COMMIT, not here.
        await session(trx).defer(trx.insertInto('notes').values({ id: 5, text: 'first' }));
        deferred = true;
      }),
      /UNIQUE/,
    );
    assert.equal(deferred, true);
    assert.deepEqual(await texts(), ['first', 'deferred', 'third']);
    // The connection is usable again, outside any transaction.
    await db.insertInto('notes').values({ id: 6, text: 'sixth' }).execute();
    assert.deepEqual(await texts(), ['first', 'deferred', 'third', 'sixth']);
  });

  it('rolls back when the first statement (which carries the BEGIN) fails', async () => {
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 7, text: 'sixth' }).execute();
      }),
      /UNIQUE/,
    );
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 8, text: 'eighth' }).execute();
    });
    assert.deepEqual(await texts(), ['first', 'deferred', 'third', 'sixth', 'eighth']);
  });

  it('a transaction that ran nothing, or only deferred statements that are rolled back, leaves nothing', async () => {
    await db.transaction().execute(async () => {});
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await session(trx).defer(trx.insertInto('notes').values({ id: 9, text: 'never' }));
        throw new Error('changed my mind');
      }),
      /changed my mind/,
    );
    assert.deepEqual(await texts(), ['first', 'deferred', 'third', 'sixth', 'eighth']);
    // Nothing was left open: a later transaction begins and commits normally.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 10, text: 'tenth' }).execute();
    });
    assert.equal((await texts()).at(-1), 'tenth');
  });

  it('a failure inside a savepoint undoes only the savepoint, and the transaction goes on', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 11, text: 'kept' }).execute();
      await assert.rejects(
        session(trx).savepoint(async () => {
          await trx.insertInto('notes').values({ id: 12, text: 'undone' }).execute();
          await trx.insertInto('notes').values({ id: 13, text: 'first' }).execute();
        }),
        /UNIQUE/,
      );
      const again = await session(trx).savepoint(async () => {
        await trx.insertInto('notes').values({ id: 14, text: 'retried' }).execute();
        return 'done';
      });
      assert.equal(again, 'done');
    });
    const last = await texts();
    assert.deepEqual(last.slice(-2), ['kept', 'retried']);
    assert.equal(last.includes('undone'), false);
  });

  it('refuses to defer a statement outside a transaction (it would go out with someone else’s)', async () => {
    assert.throws(() => session(db), /transaction/);
    assert.equal((await texts()).includes('stray'), false);
  });
  it('stores long texts (sent to the thread as UTF-8 bytes) exactly, in statements sent now and deferred', async () => {
    // Around the 16 K-character threshold, with characters of one to four UTF-8 bytes.
    const long = (n: number, tail: string) => `${'aé'.repeat(n)}ह🌟${tail}`;
    const sent = [long(8189, 'x'), long(8190, 'y'), long(50_000, 'z'), long(100_000, 'w')];
    const lengths = sent.map((text) => text.length);
    assert.ok(lengths.some((n) => n < 16 * 1024) && lengths.some((n) => n >= 16 * 1024));
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 30, text: sent[0]! }).execute();
      await session(trx).defer(trx.insertInto('notes').values({ id: 31, text: sent[1]! }));
      await session(trx).defer(trx.insertInto('notes').values({ id: 32, text: sent[2]! }));
      await trx.insertInto('notes').values({ id: 33, text: sent[3]! }).execute();
    });
    const stored = await db.selectFrom('notes').select('text').where('id', '>=', 30).orderBy('id').execute();
    assert.deepEqual(
      stored.map((row) => row.text),
      sent,
    );
    // The same text as a parameter again (its bytes were handed to the thread the first time).
    const found = await db.selectFrom('notes').select('id').where('text', '=', sent[2]!).executeTakeFirst();
    assert.equal(found?.id, 32);
  });
  it('posts statements in the order they were asked for, also when a long text is encoded first', async () => {
    const long = '🌟'.repeat(200_000);
    await db.transaction().execute(async (trx) => {
      // Not awaited one by one: the insert's text waits a turn to be encoded, the update must still follow it.
      await Promise.all([
        trx.insertInto('notes').values({ id: 40, text: long }).execute(),
        trx.updateTable('notes').set({ text: 'replaced' }).where('id', '=', 40).execute(),
      ]);
    });
    const row = await db.selectFrom('notes').select('text').where('id', '=', 40).executeTakeFirst();
    assert.equal(row?.text, 'replaced');
  });
  it('keeps a byte-order mark at the start of a long text', async () => {
    const text = `\uFEFF${'x'.repeat(20_000)}`;
    await db.insertInto('notes').values({ id: 50, text }).execute();
    const row = await db.selectFrom('notes').select('text').where('id', '=', 50).executeTakeFirst();
    assert.equal(row?.text, text);
  });

  it('lets the next transaction queue behind a COMMIT before the COMMIT is answered', async () => {
    let posted = 0;
    let answered = 0;
    let secondBegan = 0;
    const first = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 60, text: 'sixtieth' }).execute();
        // Sent with the COMMIT, and slow on the thread (counting to three million): the COMMIT's
        // answer comes long after it was posted.
        await session(trx).defer(
          sql`insert into notes (id, text) select 62, 'counted' where (with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) from c) > 0`,
        );
        posted = performance.now();
      })
      .then(() => (answered = performance.now()));
    const second = db.transaction().execute(async (trx) => {
      secondBegan = performance.now();
      await trx.insertInto('notes').values({ id: 61, text: 'sixty-first' }).execute();
    });
    await Promise.all([first, second]);
    // The second transaction had the connection as soon as the first had posted its COMMIT, not
    // once the thread had answered it (after the slow statement).
    assert.ok(
      secondBegan - posted < (answered - posted) / 2,
      `second began ${(secondBegan - posted).toFixed(1)} ms after the COMMIT was posted; answered after ${(answered - posted).toFixed(1)} ms`,
    );
    const rows = await db.selectFrom('notes').select('id').where('id', 'in', [60, 61, 62]).execute();
    assert.equal(rows.length, 3);
  });

  it('a failed COMMIT is rolled back on the thread, before the transaction queued behind it', async () => {
    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 70, text: 'seventieth' }).execute();
      // Fails with the COMMIT (the text is taken), after the next transaction may have queued.
      await session(trx).defer(trx.insertInto('notes').values({ id: 71, text: 'first' }));
    });
    const second = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 72, text: 'seventy-second' }).execute();
      await trx.insertInto('notes').values({ id: 73, text: 'seventy-third' }).execute();
    });
    await assert.rejects(first, /UNIQUE/);
    await second;
    const ids = (await db.selectFrom('notes').select('id').where('id', '>=', 70).orderBy('id').execute()).map(
      (row) => row.id,
    );
    // Nothing of the first; all of the second (the first's clean-up did not undo it).
    assert.deepEqual(ids, [72, 73]);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 74, text: 'seventy-fourth' }).execute();
    });
    assert.equal((await texts()).at(-1), 'seventy-fourth');
  });
});
