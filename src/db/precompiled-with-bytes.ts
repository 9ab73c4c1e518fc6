/**
 * Precompiled reads (precompiled.ts) of rows with large byte columns — the stored documents, up to
 * megabytes each — that PostgreSQL sends in pieces.
 *
 * Why: node-postgres turns each data row into strings before anything else sees it, and a bytea column
 * arrives as hex text, so a 1.3 MB document became a 2.6 MB string decoded in one go, then a Buffer, in
 * one stretch of the event loop with the garbage collector on top (old space: strings that large are
 * allocated there directly): 40–80 ms for four such reads at once on a 2-core machine. Sent as rows of
 * 32 KB pieces, each piece is a short-lived 64 KB string, a data row is parsed per socket read, and
 * the same four reads block the loop for about a third of that and finish sooner.
 *
 * On PostgreSQL the query is wrapped: its byte columns become rows of pieces (a lateral series over
 * each column, the column computed once per row of the query), ordered by the query's own order key,
 * and put back together here. The query must be a plain select that may end in ORDER BY or LIMIT,
 * not OFFSET or FOR UPDATE (` offset 0` is appended to it). On SQLite the query runs as it is: a BLOB arrives as one Buffer, with no
 * text in between.
 */
import type { Compilable } from 'kysely';
import { isPostgres } from './columns.js';
import type { Db } from './database.js';
import { precompiled } from './precompiled.js';

/** Bytes per piece: its hex text (128 K characters) stays below V8's large-object size. */
const PIECE_BYTES = 32 * 1024;

/** Names of the two columns the wrapper adds: which byte column a piece is of, and the piece. */
const PIECE_OF = 'nametag_piece_of';
const PIECE = 'nametag_piece';
type PieceRow = Record<string, unknown> & { [PIECE_OF]: number; [PIECE]: Buffer | null };

export interface BytesLayout<Row> {
  /** The columns (aliases) that hold bytes, read in pieces on PostgreSQL. */
  bytes: ReadonlyArray<keyof Row & string>;
  /** Every other column the query selects. */
  columns: ReadonlyArray<keyof Row & string>;
  /**
   * A column that is unique per row and gives the query's order (one of `columns`, compared with
   * `!==`: a string or a number); without it the query must give at most one row.
   */
  orderBy?: keyof Row & string;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The query as rows of (its columns, which byte column, a piece of it), in order. */
function inPieces<Row>(query: Compilable<Row>, layout: BytesLayout<Row>) {
  const compiled = query.compile();
  const pieces = layout.bytes
    .map(
      (column, k) =>
        `select ${k} as k, s, substring(q.${ident(column)} from s for ${PIECE_BYTES}) as piece ` +
        `from generate_series(1, greatest(octet_length(q.${ident(column)}), 1), ${PIECE_BYTES}) as s`,
    )
    .join(' union all ');
  const columns = layout.columns.map((column) => `q.${ident(column)}`);
  const order = [...(layout.orderBy ? [`q.${ident(layout.orderBy)}`] : []), 'p.k', 'p.s'];
  // `offset 0` keeps the query a subquery of its own, so that each byte column is computed once per
  // row (a flattened query would compute it again for every piece).
  const text =
    `select ${[...columns, `p.k as ${PIECE_OF}`, `p.piece as ${PIECE}`].join(', ')} ` +
    `from (${compiled.sql} offset 0) as q cross join lateral (${pieces}) as p order by ${order.join(', ')}`;
  return { compile: () => ({ ...compiled, sql: text }) } as Compilable<PieceRow>;
}

/** The rows of pieces put back together: one row per row of the query, its byte columns whole. */
function assembled<Row>(rows: PieceRow[], layout: BytesLayout<Row>): Row[] {
  const result: Row[] = [];
  let current: Record<string, unknown> | null = null;
  let parts: Array<Buffer[] | null> = [];
  const finish = () => {
    if (current === null) return;
    // A NULL column arrives as one NULL piece.
    layout.bytes.forEach((column, k) => (current![column] = parts[k] ? Buffer.concat(parts[k]) : null));
    result.push(current as Row);
  };
  for (const row of rows) {
    if (current === null || (layout.orderBy !== undefined && row[layout.orderBy] !== current[layout.orderBy])) {
      finish();
      current = Object.fromEntries(layout.columns.map((column) => [column, row[column]]));
      parts = [];
    }
    const piece = row[PIECE];
    if (piece === null) parts[row[PIECE_OF]] = null;
    else (parts[row[PIECE_OF]] ??= [])!.push(piece);
  }
  finish();
  return result;
}

/**
 * Like `precompiled`, for a query whose `layout.bytes` columns hold bytes (`convert_to(…, 'UTF8')` on
 * PostgreSQL, a BLOB on SQLite).
 */
export function precompiledWithBytes<Args extends Record<string, unknown>, Row>(
  build: (db: Db, arg: (name: keyof Args & string) => never) => Compilable<Row>,
  layout: BytesLayout<Row>,
): (db: Db, args: Args) => Promise<Row[]> {
  const whole = precompiled<Args, Row>(build);
  const pieces = precompiled<Args, PieceRow>((db, arg) => inPieces(build(db, arg), layout));
  return async (db, args) => (isPostgres(db) ? assembled(await pieces(db, args), layout) : whole(db, args));
}
