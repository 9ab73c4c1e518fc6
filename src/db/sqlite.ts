/**
 * SQLite's read connection: in-process (better-sqlite3, synchronous), read-only, with a prepared-
 * statement cache. Reads outside transactions — public reads, token checks, owners' views — run here
 * without a message round trip; in WAL mode they never wait for the writer, which lives on a thread
 * of its own (sqlite-worker.ts). Being query-only, this connection can never take the write lock (and
 * wait for it, synchronously, on the event loop).
 */
import SqliteDatabase from 'better-sqlite3';

const STATEMENT_CACHE_SIZE = 500;

/** What Kysely's SqliteDialect needs of a database: prepare and close. */
export interface SqliteConnection {
  prepare(text: string): SqliteDatabase.Statement;
  close(): void;
}

export function openSqliteReader(path: string): SqliteConnection {
  // Opened read-write, made read-only by query_only: a connection opened read-only could not share
  // the WAL index (-shm) with the writer and would rebuild it from the WAL on every read.
  const sqlite = new SqliteDatabase(path, { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('query_only = ON');

  // Kysely prepares every query anew, and preparing costs about as much as running a small lookup:
  // prepared statements are reused by their SQL text (the least recently used dropped). Safe because
  // Kysely runs each statement to completion before the next (no open iterators).
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
    close: () => sqlite.close(),
  };
}
