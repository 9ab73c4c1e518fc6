/**
 * Media in S3-compatible object storage (MEDIA_STORAGE=s3) against a local server on loopback: objects
 * as documented, two instances sharing one bucket (upload through one, read through the other), and a
 * store that is down: 503, nothing changed, no record naming a missing object.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertApiError, registerUser } from '../helpers/factories.js';
import { striped } from '../helpers/images.js';
import { s3MediaEnv } from '../helpers/s3.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TEST_ENGINE } from '../helpers/test-database.js';

let env: Record<string, string>;
let a: TestApp;
let client: S3Client;

before(async () => {
  env = await s3MediaEnv();
  a = await startTestApp(env);
  client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
after(async () => {
  client.destroy();
  await a.close();
});

const avatar = async () => `data:image/png;base64,${(await striped('png', 64, 64)).toString('base64')}`;

describe('MEDIA_STORAGE=s3', () => {
  it('stores avatars as immutable WebP objects and serves them through /media', async () => {
    const user = await registerUser(a);
    const me = await a.patch('/api/v1/users/@me', { avatar: await avatar() }, user.token);
    assert.equal(me.status, 200, me.raw);
    const Key = `users/${user.id}/${me.body.avatar}.webp`;
    const head = await client.send(new HeadObjectCommand({ Bucket: env.S3_BUCKET, Key }));
    assert.equal(head.ContentType, 'image/webp');
    assert.equal(head.CacheControl, 'public, max-age=31536000, immutable');
    const served = await a.app.inject({ method: 'GET', url: `/media/${Key}` });
    assert.equal(served.statusCode, 200);
    const stored = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key }));
    assert.ok(Buffer.from(await stored.Body!.transformToByteArray()).equals(served.rawPayload));
  });

  it(
    'two instances share the bucket: an avatar uploaded through one is served by the other',
    { skip: TEST_ENGINE !== 'postgres' && 'two instances share a PostgreSQL database' },
    async () => {
      const database = a.config.database;
      assert.equal(database.engine, 'postgres');
      const b = await startTestApp({ ...env, DATABASE_URL: database.url });
      try {
        const user = await registerUser(a);
        const hash = (await a.patch('/api/v1/users/@me', { avatar: await avatar() }, user.token)).body.avatar;
        const res = await b.app.inject({ method: 'GET', url: `/media/users/${user.id}/${hash}.webp` });
        assert.equal(res.statusCode, 200);
      } finally {
        await b.close();
      }
    },
  );

  it('a store that is down: 503 with an APIError, nothing changed, the old avatar still named and served', async () => {
    const user = await registerUser(a);
    const before = (await a.patch('/api/v1/users/@me', { avatar: await avatar() }, user.token)).body.avatar;
    const down = await startTestApp({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9', DATABASE_URL: databaseUrl(a) });
    try {
      const res = await down.patch('/api/v1/users/@me', { avatar: await avatar(), bio: 'x' }, user.token);
      assertApiError(res, 503, 503);
      assert.equal(res.headers['retry-after'], '30');
      const me = (await down.get('/api/v1/users/@me', user.token)).body;
      assert.equal(me.avatar, before);
      assert.equal(me.bio, null);
      const served = await down.app.inject({ method: 'GET', url: `/media/users/${user.id}/${before}.webp` });
      assert.equal(served.statusCode, 503);
    } finally {
      await down.close();
    }
    assert.equal(
      (await a.app.inject({ method: 'GET', url: `/media/users/${user.id}/${before}.webp` })).statusCode,
      200,
    );
  });
});

function databaseUrl(app: TestApp): string {
  const database = app.config.database;
  return database.engine === 'postgres' ? database.url : database.path;
}
