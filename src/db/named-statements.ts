/**
 * PostgreSQL prepared statements for the hot statements (statements.ts). node-postgres sends every
 * other query unnamed: PostgreSQL parses, analyses and plans it each time. A named statement is parsed
 * once per connection and then only bound and run, which matters most for the document reads.
 *
 * Kysely's PostgreSQL dialect is given the pool through `namingPool`: the connections it hands out run
 * a registered SQL text as node-postgres's own `{ name, text, values }`, and anything else as it is.
 * Only the hot statements register: a bounded set (each connection keeps every statement it prepared,
 * with its plan, for as long as it lives).
 */
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const names = new Map<string, string>();

/** Queries with this text run as a named prepared statement on every connection of a naming pool. */
export function registerStatementName(sql: string): void {
  if (!names.has(sql)) names.set(sql, `nametag_${names.size + 1}`);
}

/** A pooled connection as Kysely uses it, running registered texts by name. */
class NamingClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>> {
    const name = names.get(text);
    const config = name === undefined ? { text, values: [...values] } : { name, text, values: [...values] };
    return this.client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }
}

/** `pool` as Kysely's dialect takes it, its connections running the hot statements by name. */
export function namingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per connection: Kysely knows a connection by the object the pool hands out.
  const clients = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let named = clients.get(client);
      if (!named) clients.set(client, (named = new NamingClient(client)));
      return named as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
