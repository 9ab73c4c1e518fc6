/** The embedded SQLite engine: one better-sqlite3 connection in WAL mode with a prepared-statement cache. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

const STATEMENT_CACHE_SIZE = 500;

/** What Kysely's SqliteDialect needs of a database: prepare and close. */
export interface SqliteConnection {
  prepare(text: string): SqliteDatabase.Statement;
  close(): void;
}

export function openSqlite(path: string): SqliteConnection {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  // Another process (the CLI, a second instance) may hold the lock; wait for it instead of failing at
  // once. First, so that even switching to WAL waits.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable across process crashes in WAL mode; only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');

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
