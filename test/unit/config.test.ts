/** Configuration: every variable of decisions.md, its default, and a clear refusal of bad values. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, repositoryUrl } from '../../src/core/config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    assert.deepEqual(loadConfig({}), {
      host: '127.0.0.1',
      port: 8080,
      database: { engine: 'sqlite', path: './data/nametag.db' },
      redisUrl: null,
      redisPrefix: 'nametag:',
      trustProxy: false,
      mediaDir: './data/media',
      s3: null,
      publicUrl: null,
      mediaBaseUrl: null,
      readCacheBytes: 32 * 1024 * 1024,
      cdnMaxAge: 0,
      cdnStaleWhileRevalidate: 0,
      memberLimit: 500,
      inviteLimit: 10,
      requireInvite: false,
      webhookAllowInsecure: false,
      importMaxBytes: 8 * 1024 * 1024,
      remoteImport: { deadlineMs: 60_000, stallMs: 5_000, allowInsecure: false },
      linkVerification: { deadlineMs: 10_000, allowInsecure: false },
      mail: null,
      reservedUsernames: [],
      pseudoLocales: false,
      shortBaseUrl: null,
      rateLimitMultiplier: 1,
      gitRepository: null,
      gitCommit: null,
      logLevel: 'info',
      accessLog: true,
      accessLogSample: 100,
      loginProviders: { discord: null, google: null, tumblr: null, fediverse: { allowInsecure: false } },
      metrics: { enabled: true, port: null, host: '127.0.0.1' },
      profileSync: null,
    });
  });

  it('SYNC_KEY: 32 bytes as hex or base64 turn the sync on; anything else is refused with how to make one', () => {
    const hex = 'ab'.repeat(32);
    assert.deepEqual(loadConfig({ SYNC_KEY: hex }).profileSync, { key: Buffer.from(hex, 'hex'), allowInsecure: false });
    const base64 = Buffer.alloc(32, 7).toString('base64');
    assert.deepEqual(loadConfig({ SYNC_KEY: base64, SYNC_ALLOW_INSECURE: 'true' }).profileSync, {
      key: Buffer.alloc(32, 7),
      allowInsecure: true,
    });
    for (const bad of ['ab'.repeat(31), 'not a key', Buffer.alloc(31).toString('base64')]) {
      assert.throws(
        () => loadConfig({ SYNC_KEY: bad }),
        (error: unknown) => error instanceof ConfigError && /SYNC_KEY .*openssl rand -base64 32/.test(error.message),
      );
    }
  });

  it('reads the log-in providers (issue 14), each on only with both of its client settings', () => {
    const config = loadConfig({
      DISCORD_CLIENT_ID: 'd',
      DISCORD_CLIENT_SECRET: 'ds',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000/',
      TUMBLR_CLIENT_ID: 't',
      TUMBLR_CLIENT_SECRET: 'ts',
      FEDIVERSE_LOGIN: 'false',
    });
    assert.deepEqual(config.loginProviders, {
      discord: { clientId: 'd', clientSecret: 'ds', apiUrl: 'https://discord.com' },
      google: { clientId: 'g', clientSecret: 'gs', issuer: 'http://127.0.0.1:9000' },
      tumblr: {
        clientId: 't',
        clientSecret: 'ts',
        authorizeUrl: 'https://www.tumblr.com/oauth2/authorize',
        apiUrl: 'https://api.tumblr.com',
      },
      fediverse: null,
    });
    assert.equal(loadConfig({ FEDIVERSE_ALLOW_INSECURE: 'true' }).loginProviders.fediverse?.allowInsecure, true);
    assert.throws(
      () => loadConfig({ TUMBLR_CLIENT_SECRET: 'x' }),
      /TUMBLR_CLIENT_ID and TUMBLR_CLIENT_SECRET go together/,
    );
    assert.throws(() => loadConfig({ DISCORD_API_URL: 'ftp://x' }), /DISCORD_API_URL must be an http\(s\) URL/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      MEDIA_DIR: '/srv/media',
      MEMBER_LIMIT: '3',
      INVITE_LIMIT: '0',
      REQUIRE_INVITE: 'true',
      RATE_LIMIT_MULTIPLIER: '0.5',
      GIT_REPOSITORY: 'https://x/y',
      GIT_COMMIT: 'c0ffee',
      REDIS_PREFIX: 'blue:',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://nametag.example/',
      MEDIA_BASE_URL: 'https://cdn.example/nametag//',
      LINK_VERIFICATION_SECONDS: '30',
      LINK_VERIFICATION_ALLOW_INSECURE: 'true',
    });
    assert.equal(config.publicUrl, 'https://nametag.example');
    assert.deepEqual(config.linkVerification, { deadlineMs: 30_000, allowInsecure: true });
    assert.equal(config.mediaBaseUrl, 'https://cdn.example/nametag');
    assert.equal(config.redisPrefix, 'blue:');
    assert.equal(config.trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.deepEqual(config.database, { engine: 'postgres', url: 'postgres://u@h/db' });
    assert.equal(config.port, 9000);
    assert.equal(config.memberLimit, 3);
    assert.equal(config.inviteLimit, 0);
    assert.equal(config.requireInvite, true);
    assert.equal(config.rateLimitMultiplier, 0.5);
    assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
    assert.equal(config.gitCommit, 'c0ffee');
  });

  it('MEDIA_STORAGE=s3: reads the S3 settings; refuses a missing or bad bucket, half the credentials, an endpoint with a path', () => {
    const config = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'nametag-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    assert.deepEqual(config.s3, {
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'nametag-media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    assert.equal(loadConfig({ S3_BUCKET: 'ignored' }).s3, null, 'local storage unless MEDIA_STORAGE=s3');
    for (const [env, rule] of [
      [{ MEDIA_STORAGE: 's3' }, /needs S3_BUCKET/],
      [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET must be a bucket name/],
      [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_ACCESS_KEY_ID: 'key' }, /go together/],
      [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'https://s3.example/ok-bucket' }, /without a path/],
      [{ MEDIA_STORAGE: 'ftp' }, /MEDIA_STORAGE must be local or s3/],
    ] as const) {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && rule.test(error.message),
      );
    }
  });

  it('SMTP_URL: mail with PUBLIC_URL (links name the server by it), MAIL_FROM or a default sender', () => {
    assert.deepEqual(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example', PUBLIC_URL: 'https://names.example' }).mail, {
      smtpUrl: 'smtps://u:p@mail.example',
      from: 'Nametag <nametag@names.example>',
    });
    assert.equal(
      loadConfig({ SMTP_URL: 'smtp://mail.example', PUBLIC_URL: 'https://n.example', MAIL_FROM: 'Us <us@n.example>' })
        .mail?.from,
      'Us <us@n.example>',
    );
    for (const [env, rule] of [
      [{ SMTP_URL: 'smtp://mail.example' }, /SMTP_URL needs PUBLIC_URL/],
      [{ SMTP_URL: 'http://mail.example', PUBLIC_URL: 'https://n.example' }, /smtp:\/\/ or smtps:\/\//],
    ] as const) {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && rule.test(error.message),
      );
    }
  });

  it('refuses bad values, naming every one of them', () => {
    try {
      loadConfig({
        PORT: '70000',
        MEMBER_LIMIT: '-1',
        REQUIRE_INVITE: 'maybe',
        RATE_LIMIT_MULTIPLIER: 'fast',
        REDIS_URL: 'localhost',
        DATABASE_URL: 'mysql://x',
        REDIS_PREFIX: 'a b',
        TRUST_PROXY: 'sometimes',
        PUBLIC_URL: 'nametag.example',
        MEDIA_BASE_URL: 'ftp://cdn.example',
        LINK_VERIFICATION_SECONDS: '0',
        SOURCE_URL: 'my fork',
      });
      assert.fail('expected a ConfigError');
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      for (const name of [
        'PORT',
        'MEMBER_LIMIT',
        'REQUIRE_INVITE',
        'RATE_LIMIT_MULTIPLIER',
        'REDIS_URL',
        'DATABASE_URL',
        'REDIS_PREFIX',
        'TRUST_PROXY',
        'PUBLIC_URL',
        'MEDIA_BASE_URL',
        'LINK_VERIFICATION_SECONDS',
        'SOURCE_URL',
      ]) {
        assert.match(error.message, new RegExp(name));
      }
      assert.equal(error.problems.length, 12);
    }
  });

  it('SOURCE_URL (or GIT_REPOSITORY): an address of the source, published without credentials', () => {
    assert.equal(
      loadConfig({ SOURCE_URL: 'https://codeberg.org/a/nametag' }).gitRepository,
      'https://codeberg.org/a/nametag',
    );
    assert.equal(
      loadConfig({ GIT_REPOSITORY: 'git@example.org:a/nametag.git' }).gitRepository,
      'git@example.org:a/nametag.git',
    );
    assert.equal(
      loadConfig({ SOURCE_URL: 'https://ci:secret-token@git.example/a/nametag.git' }).gitRepository,
      'https://git.example/a/nametag.git',
    );
    // What the build read from its checkout's remote, under the same rule.
    assert.equal(repositoryUrl('https://x-access-token:t0ken@github.com/a/b.git'), 'https://github.com/a/b.git');
    assert.equal(repositoryUrl('/home/someone/nametag'), null);
    assert.equal(repositoryUrl('../nametag'), null);
  });
});
