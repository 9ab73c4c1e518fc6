/**
 * PostgreSQL prepared statements (src/db/named-statements.ts): through the naming pool Kysely is given,
 * registered query texts run named (the connection keeps them parsed), others unnamed; the hot
 * statements (src/db/statements.ts) register themselves. Runs in the PostgreSQL pass.
 */
// test-engines: postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PG_ADMIN_URL } from '../harness/databases.js';
import type { Db } from '../src/db/database.js';
import { namingPool, registerStatementName } from '../src/db/named-statements.js';
import { statement, statementFamily } from '../src/db/statements.js';
import { TEST_ENGINE } from './helpers/test-database.js';

describe(
  'named statements on PostgreSQL',
  { skip: TEST_ENGINE !== 'postgres' && 'the PostgreSQL pass runs it' },
  () => {
    let pool: pg.Pool;
    let db: Kysely<unknown>;
    before(() => {
      pool = new pg.Pool({ connectionString: PG_ADMIN_URL, max: 1 });
      db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
    });
    after(() => db.destroy());

    const prepared = async () =>
      (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db))
        .rows;

    it('run registered texts as named statements, with each call’s values, and others unnamed', async () => {
      const text = `select $1::int + 1 as n /* named ${process.pid} */`;
      registerStatementName(text);
      const run = async (value: number) => (await db.executeQuery(CompiledQuery.raw(text, [value]))).rows;
      assert.deepEqual(await run(1), [{ n: 2 }]);
      assert.deepEqual(await run(41), [{ n: 42 }]);
      await sql`select ${7}::int as n /* unnamed ${sql.raw(String(process.pid))} */`.execute(db);
      const mine = (await prepared()).filter((row) => row.statement.includes(String(process.pid)));
      assert.equal(mine.length, 1, JSON.stringify(mine));
      assert.match(mine[0]!.name, /^nametag_\d+$/);
      assert.equal(mine[0]!.statement, text);
    });

    it('a hot statement runs named; a family names at most its bound of keys, the rest run unnamed', async () => {
      const tag = `hot ${process.pid}`;
      const hot = statement<{ n: number }, { n: number }>(
        (on, slot) =>
          (on as unknown as Kysely<unknown>).selectNoFrom(
            sql<number>`${slot('n')}::int /* ${sql.raw(tag)} */`.as('n'),
          ) as never,
      );
      assert.deepEqual(await hot.run(db as unknown as Db, { n: 5 }), [{ n: 5 }]);
      assert.deepEqual(await hot.run(db as unknown as Db, { n: 6 }), [{ n: 6 }]);
      const family = statementFamily<[number], { n: number }, { n: number }>(
        ([i], on, slot) =>
          (on as unknown as Kysely<unknown>).selectNoFrom(
            sql<number>`${slot('n')}::int * ${sql.lit(i)} /* varied ${sql.raw(String(process.pid))} */`.as('n'),
          ) as never,
        4,
      );
      for (let i = 0; i < 6; i++)
        assert.deepEqual(await family.of([i]).run(db as unknown as Db, { n: 2 }), [{ n: 2 * i }]);
      const statements = await prepared();
      assert.equal(statements.filter((row) => row.statement.includes(tag)).length, 1);
      assert.equal(statements.filter((row) => row.statement.includes(`varied ${process.pid}`)).length, 4);
    });
  },
);
