/**
 * Queries built once and run many times. Building a query with Kysely (its operation tree, then the
 * SQL text) costs more than running a small indexed lookup on SQLite; the hottest reads (public
 * documents, tokens) are built once per database with named placeholders, and each run only swaps in
 * its values.
 */
import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database.js';

const PLACEHOLDER = '\u0000precompiled:';

/**
 * `build(db, arg)` makes the query, with `arg('name')` wherever a value goes; the returned function
 * runs it with the values of `args`.
 */
export function precompiled<Args extends Record<string, unknown>, Row>(
  build: (db: Db, arg: (name: keyof Args & string) => never) => Compilable<Row>,
): (db: Db, args: Args) => Promise<Row[]> {
  const compiledFor = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db, args) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, (name) => `${PLACEHOLDER}${name}` as never).compile();
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(PLACEHOLDER) ? args[value.slice(PLACEHOLDER.length)] : value,
    );
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
