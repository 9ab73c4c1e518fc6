/** Queries built once per engine and shape (src/db/precompiled.ts), run with each call's values. */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { compiledOnce, precompiled } from '../../src/db/precompiled.js';

interface Schema {
  notes: { id: number; text: string };
}

describe('precompiled queries', () => {
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  const db = kysely as unknown as Db;
  after(() => kysely.destroy());

  it('build once per shape, swap in each call’s values, and serve transactions of the same database', async () => {
    await sql`create table notes (id integer primary key, text text not null)`.execute(kysely);
    let builds = 0;
    const insert = (on: Db, id: number, text: string) =>
      compiledOnce(
        on,
        'insert note',
        (arg) => {
          builds++;
          return (on as unknown as Kysely<Schema>).insertInto('notes').values({ id: arg('id'), text: arg('text') });
        },
        { id, text },
      );
    await db.executeQuery(insert(db, 1, 'one'));
    await db.executeQuery(insert(db, 2, 'two'));
    await kysely.transaction().execute(async (trx) => {
      await trx.executeQuery(insert(trx as unknown as Db, 3, 'three'));
    });
    assert.equal(builds, 1);
    const byId = precompiled<{ id: number }, { text: string }>((on, arg) =>
      (on as unknown as Kysely<Schema>).selectFrom('notes').select('text').where('id', '=', arg('id')),
    );
    assert.deepEqual(await byId(db, { id: 2 }), [{ text: 'two' }]);
    assert.deepEqual(await byId(db, { id: 3 }), [{ text: 'three' }]);
    assert.deepEqual(await byId(db, { id: 9 }), []);
  });

  it('keep a bounded number of shapes: the oldest is built again', () => {
    let builds = 0;
    const compile = (shape: string) =>
      compiledOnce(
        db,
        shape,
        () => {
          builds++;
          return (kysely as Kysely<Schema>).selectFrom('notes').select('id');
        },
        {},
      );
    compile('shape 0');
    for (let i = 1; i <= 600; i++) compile(`shape ${i}`);
    assert.equal(builds, 601);
    compile('shape 600');
    assert.equal(builds, 601, 'a recent shape is kept');
    compile('shape 0');
    assert.equal(builds, 602, 'the oldest was dropped');
  });
});
