/**
 * Crash safety: write load against a real server process, SIGKILL in the middle of it, restart on the
 * same database, then check that every write acknowledged before the kill is there and that the
 * database is sound. Used by test/crash.test.ts (short) and `npm run crash` (longer).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { type ServerProcess, startServerProcess } from './server-process.js';
import type { FreshDatabase as TestDatabase } from './databases.js';

export interface CrashReport {
  writers: number;
  acknowledged: number;
  membersChecked: number;
  usersChecked: number;
  integrity: string;
}

interface Writer {
  token: string;
  id: string;
  /** Highest bio sequence number acknowledged, and every member acknowledged. */
  lastBio: number;
  members: string[];
}

async function call(server: ServerProcess, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  let res: Response;
  try {
    res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    // fetch says only "fetch failed": its cause, and what the server printed, say why.
    const cause = (error as { cause?: unknown }).cause;
    throw new Error(
      `${method} ${path} on ${server.url} failed (${String(cause ?? error)}); the server's exit code: ${server.child.exitCode}, its output:\n${server.output().slice(-4000)}`,
      { cause: error },
    );
  }
  return { status: res.status, body: (await res.text()) || 'null' };
}

export async function runCrashCheck(options: {
  database: TestDatabase;
  dir: string;
  writers: number;
  loadMs: number;
  /** Writes acknowledged before the kill, at least (the load runs longer if need be). */
  atLeast?: number;
}): Promise<CrashReport> {
  const env = { DATABASE_URL: options.database.url, MEDIA_DIR: join(options.dir, 'media'), RATE_LIMIT_MULTIPLIER: '0' };
  let server = await startServerProcess(env);
  const writers: Writer[] = [];
  let acknowledged = 0;
  try {
    for (let w = 0; w < options.writers; w++) {
      const reg = await call(server, 'POST', '/auth/register', {
        username: `crash_${w}`,
        password: 'long enough password',
      });
      assert.equal(reg.status, 200, reg.body);
      const { token, user } = JSON.parse(reg.body) as { token: string; user: { id: string } };
      writers.push({ token, id: user.id, lastBio: -1, members: [] });
    }

    let killed = false;
    const loop = async (writer: Writer, w: number) => {
      for (let seq = 0; !killed; seq++) {
        try {
          if (seq % 3 === 2) {
            const res = await call(server, 'POST', '/members', { name: `m-${w}-${seq}` }, writer.token);
            if (res.status === 200) {
              writer.members.push((JSON.parse(res.body) as { id: string }).id);
              acknowledged++;
            }
          } else {
            const res = await call(server, 'PATCH', '/users/@me', { bio: `${seq}` }, writer.token);
            if (res.status === 200) {
              writer.lastBio = seq;
              acknowledged++;
            }
          }
        } catch {
          return; // the server is gone: what was not answered was not acknowledged
        }
      }
    };
    const load = Promise.all(writers.map(loop));
    await new Promise((resolve) => setTimeout(resolve, options.loadMs));
    // A loaded machine acknowledges fewer writes in the same time: the load goes on until enough were
    // (`atLeast`), within half a minute, so the kill always lands in the middle of real work.
    const until = Date.now() + 30_000;
    while (acknowledged < (options.atLeast ?? 0) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await load;
    assert.ok(acknowledged > 0, 'some writes were acknowledged before the kill');

    server = await startServerProcess(env);
    let membersChecked = 0;
    for (const writer of writers) {
      const me = await call(server, 'GET', '/users/@me', undefined, writer.token);
      assert.equal(me.status, 200, 'the session survives');
      const bio = (JSON.parse(me.body) as { bio: string | null }).bio;
      // A PATCH in flight at the kill may have committed unacknowledged: never older than the last one acknowledged.
      assert.ok(Number(bio ?? -1) >= writer.lastBio, `bio ${bio} is older than acknowledged ${writer.lastBio}`);
      const publicBio = (JSON.parse((await call(server, 'GET', `/users/${writer.id}`)).body) as { bio: string | null })
        .bio;
      assert.equal(publicBio, bio, 'the public document agrees with the record');
      for (const id of writer.members) {
        assert.equal((await call(server, 'GET', `/members/${id}`)).status, 200, `acknowledged member ${id} is there`);
        membersChecked++;
      }
    }
    await server.stop();
    const integrity = await checkIntegrity(options.database.url);
    assert.equal(integrity, 'ok');
    return { writers: writers.length, acknowledged, membersChecked, usersChecked: writers.length, integrity };
  } finally {
    await server.stop();
  }
}

/** SQLite's own integrity check; on PostgreSQL, that every table reads back whole and nothing dangles. */
async function checkIntegrity(url: string): Promise<string> {
  if (!url.startsWith('postgres')) {
    const db = new SqliteDatabase(url, { readonly: true });
    try {
      const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
      const keys = db.pragma('foreign_key_check') as unknown[];
      return (
        rows.map((r) => r.integrity_check).join('; ') + (keys.length ? `; ${keys.length} foreign key violations` : '')
      );
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const table of ['users', 'members', 'tokens', 'invites', 'change_events'])
      await client.query(`SELECT * FROM ${table}`);
    const orphans = await client.query(
      'SELECT count(*)::int AS n FROM members m LEFT JOIN users u ON u.id = m.user_id WHERE u.id IS NULL',
    );
    const miscounted = await client.query(
      `SELECT count(*)::int AS n FROM users u WHERE listed_members <>
        (SELECT count(*) FROM members m WHERE m.user_id = u.id AND m.unlisted = 0)`,
    );
    if (orphans.rows[0].n !== 0) return `${orphans.rows[0].n} members without a user`;
    if (miscounted.rows[0].n !== 0) return `${miscounted.rows[0].n} users with a wrong listed-member count`;
    return 'ok';
  } finally {
    await client.end();
  }
}
