/**
 * A statement that may fail with a constraint violation inside a larger transaction. PostgreSQL
 * aborts the whole transaction on any error; a savepoint lets the transaction go on (and, for
 * example, try again with another value). SQLite supports the same statements.
 */
import { sql } from 'kysely';
import type { Db } from './database.js';
import { runWithCommit } from './sqlite-worker.js';

export async function withSavepoint<T>(trx: Db, work: () => Promise<T>): Promise<T> {
  // The savepoint statements need no answer: on the SQLite writer thread they travel with the
  // statements around them (runWithCommit) instead of costing round trips of their own.
  await runWithCommit(trx, sql`savepoint attempt`);
  try {
    const result = await work();
    await runWithCommit(trx, sql`release savepoint attempt`);
    return result;
  } catch (error) {
    await runWithCommit(trx, sql`rollback to savepoint attempt`);
    await runWithCommit(trx, sql`release savepoint attempt`);
    throw error;
  }
}
