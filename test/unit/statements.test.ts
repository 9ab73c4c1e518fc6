/** Hot statements (src/db/statements.ts): built once per engine, run with each call's values. */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { statement, statementFamily } from '../../src/db/statements.js';

interface Schema {
  notes: { id: number; text: string };
}

const on = (db: Db) => db as unknown as Kysely<Schema>;

describe('hot statements', () => {
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  const db = kysely as unknown as Db;
  after(() => kysely.destroy());

  let builds = 0;
  const insert = statement<{ id: number; text: string }, unknown>((db, slot) => {
    builds++;
    return on(db)
      .insertInto('notes')
      .values({ id: slot('id'), text: slot('text') });
  });
  const textOf = statement<{ id: number }, { text: string }>((db, slot) =>
    on(db).selectFrom('notes').select('text').where('id', '=', slot('id')),
  );

  it('build once per engine, swap in each call’s values, and serve transactions of the same database', async () => {
    await sql`create table notes (id integer primary key, text text not null)`.execute(kysely);
    await insert.run(db, { id: 1, text: 'one' });
    await insert.run(db, { id: 2, text: 'two' });
    await kysely.transaction().execute(async (trx) => {
      await insert.run(trx as unknown as Db, { id: 3, text: 'three' });
    });
    assert.equal(builds, 1);
    assert.deepEqual(await textOf.run(db, { id: 2 }), [{ text: 'two' }]);
    assert.deepEqual(await textOf.run(db, { id: 3 }), [{ text: 'three' }]);
    assert.deepEqual(await textOf.run(db, { id: 9 }), []);
  });

  it('know where a value goes by the slot itself: any value passes through as it was given', async () => {
    // Values that look like placeholders of a text-based scheme are stored as they are.
    const odd = ['\u0000precompiled:id', 'id', '#id', ''];
    for (const [i, text] of odd.entries()) await insert.run(db, { id: 100 + i, text });
    for (const [i, text] of odd.entries()) assert.deepEqual(await textOf.run(db, { id: 100 + i }), [{ text }]);
  });

  it('build a family’s statement from its key alone, once per key, up to a bound', async () => {
    const seen: string[][] = [];
    const selectColumns = statementFamily<readonly string[], { id: number }, Record<string, unknown>>(
      (columns, db, slot) => {
        seen.push([...columns]);
        return on(db)
          .selectFrom('notes')
          .select(columns as Array<'id' | 'text'>)
          .where('id', '=', slot('id'));
      },
      2,
    );
    assert.deepEqual(await selectColumns.of(['text']).run(db, { id: 1 }), [{ text: 'one' }]);
    assert.deepEqual(await selectColumns.of(['id', 'text']).run(db, { id: 2 }), [{ id: 2, text: 'two' }]);
    // The same key, as another array with the same values: the kept statement.
    assert.deepEqual(await selectColumns.of(['text']).run(db, { id: 3 }), [{ text: 'three' }]);
    assert.equal(selectColumns.of(['text']), selectColumns.of(['text']));
    assert.deepEqual(seen, [['text'], ['id', 'text']]);
    // Past the bound, a key's statement is built for its call alone (and right all the same).
    assert.deepEqual(await selectColumns.of(['id']).run(db, { id: 1 }), [{ id: 1 }]);
    assert.deepEqual(await selectColumns.of(['id']).run(db, { id: 2 }), [{ id: 2 }]);
    assert.equal(seen.length, 4);
    assert.notEqual(selectColumns.of(['id']), selectColumns.of(['id']));
    // A key that differs only in order is another statement, never a wrong one.
    assert.deepEqual(await selectColumns.of(['id', 'text'], false).run(db, { id: 1 }), [{ id: 1, text: 'one' }]);
  });
});
