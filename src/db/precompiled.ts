/**
 * Queries built once and run many times. Building a query with Kysely (its operation tree, then the
 * SQL text) costs more than running a small indexed lookup on SQLite: the statements of the hottest
 * paths (public documents, token checks, the statements of a profile write) are built once per
 * engine with named placeholders, and each run only swaps in its values.
 *
 * The compiled SQL depends on the engine only (its adapter, shared by a database and its
 * transactions), so a query compiled once serves every transaction too.
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';
import { nameStatement } from './named-statements.js';

const PLACEHOLDER = '\u0000precompiled:';

type Arg = (name: string) => never;

/** Compiled queries kept per engine. */
const MAX_SHAPES = 512;

/** Compiled queries by the adapter of their database, then by the shape the caller names. */
const compiledByAdapter = new WeakMap<object, Map<string, CompiledQuery>>();

/**
 * The query of this `shape` compiled for `db`'s engine (built by `build` the first time, with
 * `arg('name')` wherever a value goes), with the values of `args` in place. `shape` names what the
 * SQL text depends on: one query of one shape always has the same text.
 */
export function compiledOnce<Row>(
  db: Db,
  shape: string,
  build: (arg: Arg) => Compilable<Row>,
  args: Record<string, unknown>,
  options: { named?: 'fixed' | 'varied' } = {},
): CompiledQuery<Row> {
  const adapter = db.getExecutor().adapter;
  let shapes = compiledByAdapter.get(adapter);
  if (!shapes) {
    shapes = new Map();
    compiledByAdapter.set(adapter, shapes);
  }
  let compiled = shapes.get(shape) as CompiledQuery<Row> | undefined;
  if (!compiled) {
    compiled = build((name) => `${PLACEHOLDER}${name}` as never).compile();
    // On PostgreSQL, a prepared statement of each connection (named-statements.ts).
    if (options.named) nameStatement(compiled.sql, options.named);
    // Shapes can be many (an UPDATE's set of changed columns): the oldest goes first.
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, compiled);
  }
  const parameters = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(PLACEHOLDER) ? args[value.slice(PLACEHOLDER.length)] : value,
  );
  return { ...compiled, parameters };
}

/** A compiled query as a Compilable, for what takes one (runWithCommit). */
export function asCompilable<Row>(compiled: CompiledQuery<Row>): Compilable<Row> {
  return { compile: () => compiled };
}

let queries = 0;

/**
 * `build(db, arg)` makes the query, with `arg('name')` wherever a value goes; the returned function
 * runs it with the values of `args` (on PostgreSQL as a named prepared statement: named-statements.ts).
 */
export function precompiled<Args extends Record<string, unknown>, Row>(
  build: (db: Db, arg: (name: keyof Args & string) => never) => Compilable<Row>,
): (db: Db, args: Args) => Promise<Row[]> {
  const shape = `precompiled ${++queries}`;
  return async (db, args) =>
    (await db.executeQuery<Row>(compiledOnce(db, shape, (arg) => build(db, arg), args, { named: 'fixed' }))).rows;
}
