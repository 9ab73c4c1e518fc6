/**
 * PostgreSQL prepared statements (src/db/named-statements.ts): registered query texts run named (the
 * connection keeps them parsed), others unnamed; varied texts are named up to a bound. Runs in the
 * PostgreSQL pass.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { PG_ADMIN_URL } from '../harness/databases.js';
import { nameStatement, useNamedStatements } from '../src/db/named-statements.js';
import { TEST_ENGINE } from './helpers/test-database.js';

describe(
  'named statements on PostgreSQL',
  { skip: TEST_ENGINE !== 'postgres' && 'the PostgreSQL pass runs it' },
  () => {
    let pool: pg.Pool;
    before(() => {
      pool = new pg.Pool({ connectionString: PG_ADMIN_URL, max: 1 });
      useNamedStatements(pool);
    });
    after(() => pool.end());

    const prepared = async (client: pg.PoolClient) =>
      (await client.query('select name, statement from pg_prepared_statements')).rows as Array<{
        name: string;
        statement: string;
      }>;

    it('run registered texts as named statements, with each call’s values, and others unnamed', async () => {
      const text = `select $1::int + 1 as n /* named ${process.pid} */`;
      nameStatement(text);
      const client = await pool.connect();
      try {
        assert.deepEqual((await client.query(text, [1])).rows, [{ n: 2 }]);
        assert.deepEqual((await client.query(text, [41])).rows, [{ n: 42 }]);
        await client.query(`select $1::int as n /* unnamed ${process.pid} */`, [7]);
        const statements = await prepared(client);
        const mine = statements.filter((row) => row.statement.includes(String(process.pid)));
        assert.equal(mine.length, 1, JSON.stringify(statements));
        assert.match(mine[0]!.name, /^nametag_\d+$/);
        assert.equal(mine[0]!.statement, text);
      } finally {
        client.release();
      }
    });

    it('name at most 64 varied texts (an UPDATE’s changed columns): the rest run unnamed', async () => {
      const client = await pool.connect();
      try {
        for (let i = 0; i < 70; i++) {
          const text = `select $1::int * ${i} as n /* varied ${process.pid} */`;
          nameStatement(text, 'varied');
          assert.deepEqual((await client.query(text, [2])).rows, [{ n: 2 * i }]);
        }
        const varied = (await prepared(client)).filter((row) => row.statement.includes(`varied ${process.pid}`));
        assert.equal(varied.length, 64);
      } finally {
        client.release();
      }
    });
  },
);
