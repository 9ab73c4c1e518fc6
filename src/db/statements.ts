/**
 * Hot statements: the handful of statements every request or write runs (the write lock, the profile
 * and member writes, the document reads, the token check, the change events) are built once per
 * engine and then only run with each call's values. Building a query with Kysely (its operation tree,
 * then its SQL) costs more than running a small indexed lookup; everything else is plain Kysely.
 *
 * A statement is declared once, at module level, and known by its identity: `statement(build)` calls
 * `build(db, slot)` the first time it runs on an engine, with `slot('name')` wherever a value goes,
 * and keeps the SQL with the slots' places. A statement whose SQL depends on its input (which columns
 * an UPDATE sets) is a family: `statementFamily(build)` hands `build` only the key it is asked for,
 * so the SQL cannot depend on anything the key does not hold, and keeps one statement per key.
 *
 * On PostgreSQL each statement runs as a named prepared statement of its connection
 * (named-statements.ts). Reads whose columns hold documents of up to megabytes can be declared with a
 * bytes layout: on PostgreSQL they arrive in pieces (documents-in-pieces.ts).
 */
import type { Compilable, CompiledQuery } from 'kysely';
import { isPostgres } from './columns.js';
import type { Db } from './database.js';
import { type BytesLayout, type DocumentQuery, inPieces, type PieceRow, wholeRows } from './documents-in-pieces.js';
import { registerStatementName } from './named-statements.js';

/** Where a value goes: compiled in as a parameter, recognised afterwards by its identity. */
class Slot {
  constructor(readonly name: string) {}
}

/** Marks where the value of `name` goes (typed as any value, so it fits every column). */
export type SlotOf<Args> = (name: keyof Args & string) => never;

/** A statement compiled for one engine: its SQL, and for each parameter its slot or its fixed value. */
interface Compiled<Row> {
  query: CompiledQuery<Row>;
  slots: ReadonlyArray<string | null>;
}

function compile<Args, Row>(db: Db, build: (db: Db, slot: SlotOf<Args>) => Compilable<Row>, named: boolean) {
  const query = build(db, ((name: string) => new Slot(name)) as unknown as SlotOf<Args>).compile();
  const slots = query.parameters.map((value) => (value instanceof Slot ? value.name : null));
  if (named && isPostgres(db)) registerStatementName(query.sql);
  return { query, slots } satisfies Compiled<Row>;
}

function withValues<Row>(compiled: Compiled<Row>, args: Record<string, unknown>): CompiledQuery<Row> {
  const { query, slots } = compiled;
  const parameters = query.parameters.map((value, i) => {
    const name = slots[i];
    return name === null || name === undefined ? value : args[name];
  });
  return { ...query, parameters };
}

/** A statement built once per engine (see the top of this file). */
export class Statement<Args extends Record<string, unknown>, Row> {
  /** By the engine's adapter, which a database shares with its transactions. */
  private readonly byEngine = new WeakMap<object, Compiled<Row>>();

  constructor(
    private readonly build: (db: Db, slot: SlotOf<Args>) => Compilable<Row>,
    private readonly named = true,
  ) {}

  /** The statement for `db`'s engine with the values of `args`. */
  compiled(db: Db, args: Args): CompiledQuery<Row> {
    const adapter = db.getExecutor().adapter;
    let compiled = this.byEngine.get(adapter);
    if (!compiled) {
      compiled = compile(db, this.build, this.named);
      this.byEngine.set(adapter, compiled);
    }
    return withValues(compiled, args);
  }

  async run(db: Db, args: Args): Promise<Row[]> {
    return (await db.executeQuery(this.compiled(db, args))).rows;
  }
}

export function statement<Args extends Record<string, unknown>, Row>(
  build: (db: Db, slot: SlotOf<Args>) => Compilable<Row>,
): Statement<Args, Row> {
  return new Statement(build);
}

/**
 * A read whose `layout.bytes` columns hold documents (`convert_to(…, 'UTF8')` on PostgreSQL, a BLOB
 * on SQLite): on PostgreSQL its rows arrive as pieces and are put back together.
 */
export function statementWithBytes<Args extends Record<string, unknown>, Row>(
  build: (db: Db, slot: SlotOf<Args>) => DocumentQuery<Row>,
  layout: BytesLayout<Row>,
): { run(db: Db, args: Args): Promise<Row[]> } {
  const whole = statement(build);
  const pieces = statement<Args, PieceRow>((db, slot) => inPieces(db, build(db, slot), layout));
  return {
    run: async (db, args) => (isPostgres(db) ? wholeRows(await pieces.run(db, args), layout) : whole.run(db, args)),
  };
}

/** A key of a statement family: a tuple of plain values (booleans, numbers, strings). */
type FamilyKey = ReadonlyArray<string | number | boolean>;

/**
 * Statements whose SQL depends on a key (see the top of this file). At most `limit` keys are kept
 * (and named on PostgreSQL); a statement of a further key is built for its call alone.
 */
export class StatementFamily<Key extends FamilyKey, Args extends Record<string, unknown>, Row> {
  /** Keys by their first value, then their second, …: a tuple is found by its values, never by a text. */
  private readonly root = new Map<unknown, unknown>();
  private kept = 0;

  constructor(
    private readonly build: (key: Key, db: Db, slot: SlotOf<Args>) => Compilable<Row>,
    private readonly limit: number,
  ) {}

  /** The family's statement for `key`; with `keep` false, one for this call alone (a rare, large key). */
  of(key: Key, keep = true): Statement<Args, Row> {
    if (!keep) return new Statement((db, slot) => this.build(key, db, slot), false);
    let node = this.root;
    for (const part of key) {
      let next = node.get(part) as Map<unknown, unknown> | undefined;
      if (!next) node.set(part, (next = new Map()));
      node = next;
    }
    let found = node.get(STATEMENT) as Statement<Args, Row> | undefined;
    if (!found) {
      const keep = this.kept < this.limit;
      found = new Statement((db, slot) => this.build(key, db, slot), keep);
      if (keep) {
        this.kept++;
        node.set(STATEMENT, found);
      }
    }
    return found;
  }
}

const STATEMENT = Symbol('statement');

export function statementFamily<Key extends FamilyKey, Args extends Record<string, unknown>, Row>(
  build: (key: Key, db: Db, slot: SlotOf<Args>) => Compilable<Row>,
  limit = 64,
): StatementFamily<Key, Args, Row> {
  return new StatementFamily(build, limit);
}
