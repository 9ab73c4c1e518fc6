// The write ceiling: a bare Fastify route answering PATCH /api/v1/users/@me with the storage work
// Nametag's write path does for it, and nothing else: the same SQL statements in the same transaction
// shape (the owner's row locked and read, the user's row and its two stored documents written, one
// change event recorded — on PostgreSQL with its announcement), on the same database, for the user
// whose token the request carries. The documents are the user's own, with the sent display name and
// bio put in and serialised again; the answer is the written document.
// SQLite runs in-process (better-sqlite3, as Nametag's reads do); Nametag writes on a thread of its own.
// The statements are copied from what Nametag runs (seen with the driver's own tracing): when the write
// path's statements change, change them here.
//
//   node bench/write-ceiling.mjs <sqlite|postgres> <database url or path> <port> <tokens.json>
// tokens.json: { "<token>": "<user id>", … }
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [engine, databaseUrl, port, tokensFile] = process.argv.slice(2);
const userOf = new Map(Object.entries(JSON.parse(readFileSync(tokensFile, 'utf8'))));
const app = Fastify({ logger: false });

const LOCK_SQLITE = `update "users" set "last_active_at" = ? where "id" = ? and "deleted_at" is null returning "id", "sid", "username", "display_name", "bio", "content_note", "member_title"`;
const WRITE_SQLITE = `update "users" set "display_name" = ?, "bio" = ?, "public_doc" = ?, "partial_doc" = ?, "updated_at" = ? where "id" = ?`;
const EVENT_SQLITE = `insert into "change_events" ("id", "type", "user_id", "member_id", "group_id", "created_at") values (?, ?, ?, ?, ?, ?)`;
const LOCK_PG = `update "users" set "last_active_at" = $1 where "id" = $2 and "deleted_at" is null returning "id", "sid", "username", "display_name", "bio", "content_note", "member_title"`;
const SUSPENSIONS_PG = `select "reason", "admin_id", "created_at" from "suspensions" where "user_id" = $1`;
const WRITE_PG = `update "users" set "display_name" = $1, "bio" = $2, "public_doc" = $3, "partial_doc" = $4, "updated_at" = $5 where "id" = $6`;
const EVENT_PG = `with "recorded" as (insert into "change_events" ("id", "type", "user_id", "member_id", "group_id", "created_at") values ($1, $2, $3, $4, $5, $6)) select pg_notify($7, $8) as "notified"`;

/** The user's two stored documents with the sent display name and bio, serialised again. */
function documents(stored, body) {
  const edit = (text) => {
    const document = JSON.parse(text);
    if (body.display_name !== undefined) document.display_name = body.display_name;
    if (body.bio !== undefined) document.bio = body.bio;
    return JSON.stringify(document);
  };
  return { publicDoc: edit(stored.public_doc), partialDoc: edit(stored.partial_doc) };
}

let write;
if (engine === 'sqlite') {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(databaseUrl);
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  const lock = db.prepare(LOCK_SQLITE);
  const update = db.prepare(WRITE_SQLITE);
  const event = db.prepare(EVENT_SQLITE);
  const read = db.prepare(`select "public_doc", "partial_doc" from "users" where "id" = ?`);
  const transaction = db.transaction((userId, body) => {
    const now = Date.now();
    if (lock.get(now, userId) === undefined) return null;
    const { publicDoc, partialDoc } = documents(read.get(userId), body);
    update.run(body.display_name ?? null, body.bio ?? null, publicDoc, partialDoc, now, userId);
    event.run(randomUUID(), 'user.updated', userId, null, null, now);
    return publicDoc;
  });
  write = async (userId, body) => transaction.immediate(userId, body);
} else {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  write = async (userId, body) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const now = Date.now();
      const locked = await client.query(LOCK_PG, [now, userId]);
      if (locked.rowCount === 0) {
        await client.query('rollback');
        return null;
      }
      await client.query(SUSPENSIONS_PG, [userId]);
      const stored = (await client.query(`select "public_doc", "partial_doc" from "users" where "id" = $1`, [userId]))
        .rows[0];
      const { publicDoc, partialDoc } = documents(stored, body);
      await client.query(WRITE_PG, [body.display_name ?? null, body.bio ?? null, publicDoc, partialDoc, now, userId]);
      await client.query(EVENT_PG, [
        randomUUID(),
        'user.updated',
        userId,
        null,
        null,
        now,
        'nametag_profile_changes',
        `ceiling ${userId}`,
      ]);
      await client.query('commit');
      return publicDoc;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}

app.patch('/api/v1/users/@me', async (request, reply) => {
  const userId = userOf.get(request.headers.authorization ?? '');
  if (userId === undefined) return reply.code(401).send({ code: 401 });
  const written = await write(userId, request.body ?? {});
  if (written === null) return reply.code(404).send({ code: 404 });
  return reply.type('application/json; charset=utf-8').send(written);
});
// Ready once it answers.
app.get('/profile', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(port) });
