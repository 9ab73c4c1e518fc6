/**
 * A write transaction as the write path holds it: its database handle, and what a write does beyond
 * running statements one by one — statements whose answer nobody needs (`defer`) and attempts that may
 * fail without failing the transaction (`savepoint`).
 */
import { type Compilable, type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Db } from './database.js';
import { WorkerSession } from './sqlite-worker.js';

export class WriteSession {
  constructor(
    /** The transaction. */
    readonly db: Db,
  ) {
    // Outside a transaction a deferred statement would go out with whoever used the connection next.
    if (!db.isTransaction) throw new Error('a write session needs a transaction');
  }

  /**
   * Runs a statement whose answer nobody needs: on the SQLite writer thread it travels with the
   * transaction's next statement (at the latest its COMMIT), saving a round trip while the write lock
   * is held; on PostgreSQL it runs at once. Its failure fails that later statement, and so the
   * transaction.
   */
  async defer(query: Compilable | RawBuilder<unknown> | CompiledQuery): Promise<void> {
    // A query builder compiles by itself; a raw statement needs the database it is compiled for.
    const compiled = 'compile' in query ? (query as RawBuilder<unknown>).compile(this.db) : query;
    await this.db.getExecutor().provideConnection(async (connection) => {
      if (connection instanceof WorkerSession) connection.defer(compiled);
      else await connection.executeQuery(compiled);
    });
  }

  /**
   * Runs `work`, a statement that may fail with a constraint violation, so that a failure leaves the
   * transaction usable (PostgreSQL aborts a whole transaction on any error; a savepoint lets it go on,
   * for example to try again with another value). SQLite takes the same statements.
   */
  async savepoint<T>(work: () => Promise<T>): Promise<T> {
    await this.defer(sql`savepoint attempt`);
    try {
      const result = await work();
      await this.defer(sql`release savepoint attempt`);
      return result;
    } catch (error) {
      await this.defer(sql`rollback to savepoint attempt`);
      await this.defer(sql`release savepoint attempt`);
      throw error;
    }
  }
}
