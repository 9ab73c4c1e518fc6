/**
 * The SQLite connection that writes, on a thread of its own. better-sqlite3 runs every statement
 * synchronously; writing a profile at its limits (megabytes of JSON) or checkpointing the WAL takes
 * tens of milliseconds, which on the event loop would stall every other request. Here the event loop
 * only posts the statement and awaits the answer; reads outside transactions use a second,
 * in-process connection (sqlite.ts), where they cost no message round trip.
 *
 * A Kysely dialect: SQLite's adapter, query compiler and introspector, with a driver whose single
 * connection lives in the worker. The worker is plain JavaScript run from source text, so it needs
 * no build step of its own (the main process may run from TypeScript sources or from dist/).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { encodeLongText, LONG_TEXT } from './long-texts.js';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('journal_size_limit = 67108864');
const statements = new Map();
function prepare(text) {
  let statement = statements.get(text);
  if (statement) statements.delete(text);
  else {
    statement = db.prepare(text);
    if (statements.size >= 500) statements.delete(statements.keys().next().value);
  }
  statements.set(text, statement);
  return statement;
}
// Long texts arrive as UTF-8 bytes (see \`transferable\`): decoded here, off the main thread.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const texts = (parameters) => parameters.map((value) => (value && value.utf8 instanceof Uint8Array ? decoder.decode(value.utf8) : value));
parentPort.on('message', ({ id, sql, parameters, close, begin, before }) => {
  if (parameters) parameters = texts(parameters);
  if (before) for (const query of before) query.parameters = texts(query.parameters);
  if (close) {
    db.close();
    parentPort.postMessage({ id });
    return;
  }
  try {
    // A rollback after a failed begin has nothing to undo.
    if (sql === 'rollback' && !db.inTransaction) {
      parentPort.postMessage({ id, changes: 0 });
      return;
    }
    if (begin) prepare('begin').run();
    if (before) for (const query of before) prepare(query.sql).run(query.parameters);
    const statement = prepare(sql);
    if (statement.reader) {
      parentPort.postMessage({ id, rows: statement.all(parameters) });
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      parentPort.postMessage({ id, changes, lastInsertRowid: typeof lastInsertRowid === 'bigint' ? Number(lastInsertRowid) : lastInsertRowid });
    }
  } catch (error) {
    // A failed COMMIT (or a statement sent with it) ends its transaction here: the main thread has
    // already let the next transaction queue its statements behind it, so nothing may stay open.
    if (sql === 'commit' && db.inTransaction) prepare('rollback').run();
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
parentPort.postMessage({ ready: true });
`;

interface Answer {
  id?: number;
  ready?: boolean;
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number;
  error?: { message: string; code?: string };
}

/** An error from the worker, with SQLite's code (SQLITE_CONSTRAINT_UNIQUE, SQLITE_BUSY, …) kept. */
/**
 * Blob columns cross the thread boundary as plain Uint8Arrays; callers expect Buffers (as from the
 * in-process connection), so each becomes a Buffer over the same memory (no copy).
 */
function withBuffers(row: unknown): unknown {
  if (row === null || typeof row !== 'object') return row;
  const record = row as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      record[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return record;
}

class SqliteWorkerError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/**
 * The parameters as they are posted to the writer thread, long texts as UTF-8 bytes whose memory is
 * handed over (`transfer`) rather than copied: a structured clone of the megabytes of text a maximal
 * profile writes (its JSON columns and documents) is one long stretch of the event loop; encoding them
 * (long-texts.ts) costs less, a turn at a time, and the thread decodes them.
 */
async function transferable(parameters: readonly unknown[], transfer: ArrayBuffer[]): Promise<unknown[]> {
  const posted: unknown[] = [];
  for (const value of parameters) {
    if (typeof value !== 'string' || value.length < LONG_TEXT) {
      posted.push(value);
      continue;
    }
    const utf8 = await encodeLongText(value);
    transfer.push(utf8.buffer as ArrayBuffer);
    posted.push({ utf8: new Uint8Array(utf8.buffer, utf8.byteOffset, utf8.length) });
  }
  return posted;
}

/** The writer thread: statements are posted in order, each answered by its id. */
class WorkerConnection {
  private readonly pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;
  /** The last statement being encoded and posted (see send). */
  private posting: Promise<unknown> = Promise.resolve();
  readonly ready: Promise<void>;

  constructor(private readonly worker: Worker) {
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (answer: Answer) => {
        if (answer.ready) return resolve();
        const waiting = this.pending.get(answer.id!);
        this.pending.delete(answer.id!);
        waiting?.resolve(answer);
      });
      const fail = (error: Error) => {
        this.failure = error;
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`the SQLite worker stopped (exit ${code})`)));
    });
    // A failure before anyone awaited `ready` is reported to the next statement instead.
    this.ready.catch(() => {});
  }

  private post(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  /**
   * Posts `compiledQuery` (after `deferred`, and after a BEGIN when `begin`) and resolves with its
   * result. Its place in the thread's queue is taken now, synchronously: statements run in the order
   * they were sent, also when encoding a long text makes one wait.
   */
  async send<R>(compiledQuery: CompiledQuery, begin: boolean, deferred: CompiledQuery[]): Promise<QueryResult<R>> {
    const sent = this.posting.then(async () => {
      const transfer: ArrayBuffer[] = [];
      const before = [];
      for (const { sql, parameters } of deferred) {
        before.push({ sql, parameters: await transferable(parameters, transfer) });
      }
      const parameters = await transferable(compiledQuery.parameters, transfer);
      return this.post({ sql: compiledQuery.sql, parameters, begin, before }, transfer);
    });
    this.posting = sent.catch(() => {});
    const answer = await sent;
    if (answer.error) throw new SqliteWorkerError(answer.error.message, answer.error.code);
    if (answer.rows) return { rows: answer.rows.map(withBuffers) as R[] };
    return {
      rows: [],
      numAffectedRows: BigInt(answer.changes ?? 0),
      ...(answer.lastInsertRowid === undefined ? {} : { insertId: BigInt(answer.lastInsertRowid) }),
    };
  }

  async close(): Promise<void> {
    // After any statement still being encoded and posted.
    await this.posting;
    if (!this.failure) await this.post({ close: true }).catch(() => {});
    await this.worker.terminate();
  }
}

/**
 * One caller's turn on the writer thread (a statement, or a whole transaction): what Kysely sees as
 * the connection. The turn ends when its COMMIT is posted, not when it is answered: the thread runs
 * statements in order, so the next transaction's first statement can wait in the thread's queue
 * behind the COMMIT instead of behind a turn of this event loop (the write lock is held meanwhile).
 * A COMMIT that fails is rolled back on the thread itself, before anything queued behind it.
 */
/** The writer thread's connection as one caller holds it; statements may wait for the next one (`defer`). */
export class WorkerSession implements DatabaseConnection {
  /**
   * A transaction was begun and nothing has run in it yet: its BEGIN travels with its first statement
   * (one message instead of two: each round trip waits for a turn of the event loop, while the
   * transaction holds SQLite's write lock).
   */
  private beginPending = false;
  /** Statements of the open transaction whose answers nobody needs: sent with the next statement. */
  private deferred: CompiledQuery[] = [];
  /** The COMMIT was posted: the turn is over, and a rollback has nothing left to undo here. */
  private committed = false;

  constructor(
    private readonly connection: WorkerConnection,
    /** Ends the turn: the next caller may post. Calling it again does nothing. */
    readonly release: () => void,
  ) {}

  /** Begins a transaction with the next statement. */
  begin(): void {
    this.beginPending = true;
  }

  /** Runs `query` with the next statement of the transaction (at the latest its COMMIT). */
  defer(query: CompiledQuery): void {
    this.deferred.push(query);
  }

  async commit(): Promise<void> {
    // Nothing ran: nothing to commit.
    if (this.beginPending && this.deferred.length === 0) {
      this.beginPending = false;
      return;
    }
    const answered = this.executeQuery(CompiledQuery.raw('commit'));
    this.committed = true;
    this.release();
    await answered;
  }

  async rollback(): Promise<void> {
    this.deferred = [];
    if (this.committed || this.beginPending) {
      this.beginPending = false;
      return;
    }
    await this.executeQuery(CompiledQuery.raw('rollback'));
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const begin = this.beginPending;
    this.beginPending = false;
    const deferred = this.deferred;
    this.deferred = [];
    return this.connection.send<R>(compiledQuery, begin, deferred);
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on the SQLite worker connection');
  }
}

/** One connection, used by one caller at a time (a transaction keeps it until its COMMIT is posted). */
class WorkerDriver implements Driver {
  private connection: WorkerConnection | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly path: string) {}

  async init(): Promise<void> {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { path: this.path, driver: createRequire(import.meta.url).resolve('better-sqlite3') },
    });
    this.connection = new WorkerConnection(worker);
    await this.connection.ready;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // A chain of promises is the mutex: each caller waits for the one before to release.
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise((resolve) => (release = resolve));
    await previous;
    return new WorkerSession(this.connection!, release);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as WorkerSession).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as WorkerSession).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as WorkerSession).rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Resolving a promise twice does nothing: a session released at its COMMIT stays released.
    (connection as WorkerSession).release();
  }

  async destroy(): Promise<void> {
    await this.connection?.close();
  }
}

export class SqliteWorkerDialect implements Dialect {
  constructor(private readonly path: string) {}

  createDriver(): Driver {
    return new WorkerDriver(this.path);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
