/**
 * A statement that may fail with a constraint violation inside a larger transaction. PostgreSQL
 * aborts the whole transaction on any error; a savepoint lets the transaction go on (and, for
 * example, try again with another value). SQLite supports the same statements.
 */
import { sql } from 'kysely';
import type { Db } from './database.js';

export async function withSavepoint<T>(trx: Db, work: () => Promise<T>): Promise<T> {
  await sql`savepoint attempt`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint attempt`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint attempt`.execute(trx);
    await sql`release savepoint attempt`.execute(trx);
    throw error;
  }
}
