/**
 * Reads of rows with large byte columns — the stored documents, up to megabytes each — that
 * PostgreSQL sends in pieces (statements.ts, `statementWithBytes`).
 *
 * Why: node-postgres turns each data row into strings before anything else sees it (it has no binary
 * mode for rows), and a bytea column arrives as hex text, so a document of megabytes becomes a string
 * twice its size decoded in one go, then a Buffer, in one stretch of the event loop — with the garbage
 * collector on top, as strings that large go straight to the old space. In pieces of 32 KB, each piece
 * is a short-lived string below V8's large-object size and a data row is parsed per socket read: the
 * event loop takes turns between them (docs/PERFORMANCE-NOTEBOOK.md has the figures).
 *
 * On PostgreSQL the query is wrapped: its byte columns become rows of pieces (a lateral series over
 * each column, the column computed once per row of the query), ordered by the query's own order key,
 * and put back together here. The query is a select without OFFSET or FOR UPDATE. On SQLite it runs
 * as it is: a BLOB arrives as one Buffer, with no text in between.
 */
import { type Compilable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from './database.js';

/** Bytes per piece: its hex text (128 K characters) stays below V8's large-object size. */
const PIECE_BYTES = 32 * 1024;

/** Names of the two columns the wrapper adds: which byte column a piece is of, and the piece. */
const PIECE_OF = 'nametag_piece_of';
const PIECE = 'nametag_piece';
export type PieceRow = Record<string, unknown> & { [PIECE_OF]: number; [PIECE]: Buffer | null };

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

/** A document read as a query builder: the piece reads wrap it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any tables: the wrapper only refers to the query's own columns
export type DocumentQuery<Row> = SelectQueryBuilder<any, any, Row>;

/** The query as rows of (its columns, which byte column, a piece of it), in order. */
export function inPieces<Row>(db: Db, query: DocumentQuery<Row>, layout: BytesLayout<Row>): Compilable<PieceRow> {
  const column = (name: string) => sql.ref(`q.${name}`);
  const size = sql.lit(PIECE_BYTES);
  const reads = layout.bytes.map((name, k) =>
    db
      .selectFrom(sql`generate_series(1, greatest(octet_length(${column(name)}), 1), ${size})`.as('s'))
      .select([
        sql.lit(k).as('k'),
        sql.ref('s').as('s'),
        sql`substring(${column(name)} from s for ${size})`.as('piece'),
      ]),
  );
  const pieces = reads.slice(1).reduce((all, read) => all.unionAll(read), reads[0]!);
  // `offset 0` keeps the query a subquery of its own, so that each byte column is computed once per
  // row (a flattened query would compute it again for every piece).
  let wrapped = db
    .selectFrom(query.offset(0).as('q'))
    .crossJoinLateral(pieces.as('p'))
    .select([
      ...layout.columns.map((name) => column(name).as(name)),
      sql.ref('p.k').as(PIECE_OF),
      sql.ref('p.piece').as(PIECE),
    ]);
  if (layout.orderBy !== undefined) wrapped = wrapped.orderBy(column(layout.orderBy));
  return wrapped.orderBy(sql.ref('p.k')).orderBy(sql.ref('p.s')) as unknown as Compilable<PieceRow>;
}

/** The rows of pieces put back together: one row per row of the query, its byte columns whole. */
export function wholeRows<Row>(rows: PieceRow[], layout: BytesLayout<Row>): Row[] {
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
