/**
 * PostgreSQL prepared statements for the queries built once (precompiled.ts). node-postgres sends
 * every other query unnamed: PostgreSQL parses, analyses and plans it each time. A named statement
 * is parsed once per connection and then only bound and run; for the documents' read (a lateral
 * split into pieces) that took the database's CPU per read from about 265 to 60 µs, and the driver's
 * from 131 to 97 µs (measured on this 2-core machine, one connection, 4,000 reads).
 *
 * Only queries registered here are named, each by its SQL text: a bounded set (each connection of the
 * pool keeps every statement it prepared, with its plan, for as long as it lives).
 */
import type pg from 'pg';

const names = new Map<string, string>();
/** Statements of a query whose text varies with its input (which columns an UPDATE sets). */
let varied = 0;
/** At most this many of those are named; later ones run unnamed, as any other query. */
const MAX_VARIED = 64;

/**
 * Queries with this text run as a named prepared statement on PostgreSQL. `varied`: one of many
 * texts of one query, named only while fewer than MAX_VARIED such texts are.
 */
export function nameStatement(sql: string, kind: 'fixed' | 'varied' = 'fixed'): void {
  if (names.has(sql)) return;
  if (kind === 'varied' && varied++ >= MAX_VARIED) return;
  names.set(sql, `nametag_${names.size + 1}`);
}

/** Makes the pool's connections run registered queries as named prepared statements. */
export function useNamedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely calls `query(text, values)`; anything else passes unchanged.
    client.query = ((text: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' ? names.get(text) : undefined;
      if (name === undefined || !Array.isArray(rest[0]) || rest.length > 1) return query(text, ...rest);
      return query({ name, text, values: rest[0] });
    }) as typeof client.query;
  });
}
