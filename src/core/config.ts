/**
 * The one place that reads the environment. Every setting is parsed and checked here once;
 * everything else receives a typed Config.
 */
import type { S3Settings } from '../lib/s3-media-store.js';

/** Request bodies above this size are refused with 413 (decisions.md: 2 MB). */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export type DatabaseConfig = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

export interface Config {
  host: string;
  port: number;
  database: DatabaseConfig;
  redisUrl: string | null;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Fastify's trustProxy: whether (or how many hops of) X-Forwarded-For names the client. */
  trustProxy: boolean | number;
  mediaDir: string;
  /** MEDIA_STORAGE=s3: images in S3-compatible object storage (several instances); null: files under MEDIA_DIR. */
  s3: S3Settings | null;
  /** Where this server is reached from outside (PUBLIC_URL), without a trailing slash; null: unknown. */
  publicUrl: string | null;
  /**
   * Where clients fetch media (MEDIA_BASE_URL, e.g. a CDN), without a trailing slash; null: this
   * server's /media (PUBLIC_URL + /media, or the origin a request came to).
   */
  mediaBaseUrl: string | null;
  /**
   * A short domain for short links (SHORT_BASE_URL, e.g. https://prns.example): {short}/{sid} redirects
   * to the page, and pages show the short link; null: short links are this server's /s/{sid}.
   */
  shortBaseUrl: string | null;
  /** Memory for prepared public answers (READ_CACHE_MB; 0 turns the cache off). */
  readCacheBytes: number;
  /** Cache-Control of public reads for shared caches (CDN): s-maxage and stale-while-revalidate, seconds. */
  cdnMaxAge: number;
  cdnStaleWhileRevalidate: number;
  memberLimit: number;
  inviteLimit: number;
  requireInvite: boolean;
  /** WEBHOOK_ALLOW_INSECURE: webhooks may use http and reach this machine's loopback (tests, development); private ranges stay refused. */
  webhookAllowInsecure: boolean;
  /** The largest import a user may send (IMPORT_MAX_MB), in bytes; also what an import read from a service may fetch. */
  importMaxBytes: number;
  /**
   * Imports read from a pronouns.cc-compatible service: how long the whole reading may take
   * (IMPORT_REMOTE_SECONDS), how long one answer may take to start coming before the reading is given
   * up (IMPORT_REMOTE_STALL_SECONDS; then it must keep coming at a minimum pace, docs/EXPORT.md), and
   * IMPORT_ALLOW_INSECURE: http and this machine's loopback allowed (tests, development); private
   * ranges stay refused.
   */
  remoteImport: { deadlineMs: number; stallMs: number; allowInsecure: boolean };
  /**
   * Checking the links profiles list for a rel="me" link back (docs/LINKS.md): how long one page may
   * take, redirects included (LINK_VERIFICATION_SECONDS), and LINK_VERIFICATION_ALLOW_INSECURE: http
   * and this machine's loopback allowed (tests, development); private ranges stay refused.
   */
  linkVerification: { deadlineMs: number; allowInsecure: boolean };
  /**
   * Mail (SMTP_URL, MAIL_FROM): address verification and "forgot password" links; null without
   * SMTP_URL. Links name the server by PUBLIC_URL, never by a request's Host, so it needs PUBLIC_URL.
   */
  mail: { smtpUrl: string; from: string } | null;
  /** Usernames nobody may register or rename to, besides the built-in ones (RESERVED_USERNAMES, comma-separated). */
  reservedUsernames: string[];
  /**
   * PSEUDO_LOCALES: pages may be asked for in the pseudo-locales (?lang=en-XA accented, ar-XB
   * mirrored), which find strings left out of the catalogues and layouts that break right to left.
   * For tests and translators; off by default.
   */
  pseudoLocales: boolean;
  rateLimitMultiplier: number;
  /**
   * Where this server's source is (GET /meta's git_repository): SOURCE_URL (or its older name
   * GIT_REPOSITORY) as the operator states it, else the address the build read from its git checkout;
   * null when neither knows one.
   */
  gitRepository: string | null;
  gitCommit: string | null;
  /** Pino's level for the server's log (LOG_LEVEL). */
  logLevel: LogLevel;
  /** One line per request at `info` (ACCESS_LOG). */
  accessLog: boolean;
  /**
   * Public reads answered without a token are logged one in this many, with
   * `sampled` giving the rate (ACCESS_LOG_SAMPLE; 1 logs every one).
   */
  accessLogSample: number;
  loginProviders: LoginProviderSettings;
  /**
   * SYNC_KEY (32 bytes, base64 or hex): pronouns kept in sync on Mastodon and Bluesky, the services'
   * credentials sealed with this key (docs/SYNC.md); null without it (sync is off).
   * SYNC_ALLOW_INSECURE: their servers may be reached over http on this machine's loopback (tests).
   */
  profileSync: { key: Buffer; allowInsecure: boolean } | null;
  /** Prometheus metrics at /metrics: off, on the main port, or on a port of their own. */
  metrics: { enabled: false } | { enabled: true; port: number | null; host: string };
}

export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
}

/** Log in through other services: each null when its settings are missing (turned off). */
export interface LoginProviderSettings {
  discord: (OAuthClientSettings & { apiUrl: string }) | null;
  google: (OAuthClientSettings & { issuer: string }) | null;
  tumblr: (OAuthClientSettings & { authorizeUrl: string; apiUrl: string }) | null;
  /** On by default (FEDIVERSE_LOGIN=false turns it off); FEDIVERSE_ALLOW_INSECURE lets tests use a loopback server. */
  fediverse: { allowInsecure: boolean } | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * A source repository's address as it may be published: only an address (a clone's origin may be a
 * local path, which says nothing to a reader), and never with the credentials a checkout's remote may
 * carry (`https://user:token@host/…`).
 */
export function repositoryUrl(candidate: string | null): string | null {
  if (candidate === null || !/^(https?:\/\/|git@|ssh:\/\/)/.test(candidate)) return null;
  if (!/^https?:/.test(candidate)) return candidate;
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  url.username = '';
  url.password = '';
  return url.href;
}

/** Defaults for settings the build recorded (git repository and commit); the environment overrides them. */
export interface BuildDefaults {
  gitRepository: string | null;
  gitCommit: string | null;
}

export function loadConfig(env: Env, build: BuildDefaults = { gitRepository: null, gitCommit: null }): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const lowered = raw.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(lowered)) return true;
    if (['false', '0', 'no', 'off'].includes(lowered)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const host = read('HOST') ?? '127.0.0.1';
  const port = integer('PORT', 8080, 0, 65535);

  const databaseUrl = read('DATABASE_URL') ?? './data/nametag.db';
  let database: DatabaseConfig;
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    database = { engine: 'postgres', url: databaseUrl };
  } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(databaseUrl)) {
    problems.push(`DATABASE_URL must be a SQLite file path or a postgres:// URL (got "${databaseUrl}")`);
    database = { engine: 'sqlite', path: './data/nametag.db' };
  } else {
    database = { engine: 'sqlite', path: databaseUrl.replace(/^sqlite:(\/\/)?/i, '') };
  }

  const redisUrl = read('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/./i.test(redisUrl)) {
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL (got "${redisUrl}")`);
  }

  const redisPrefix = read('REDIS_PREFIX') ?? 'nametag:';
  if (!/^[A-Za-z0-9_:.-]{1,100}$/.test(redisPrefix)) {
    problems.push(`REDIS_PREFIX must be 1 to 100 of A-Z a-z 0-9 _ : . - (got "${redisPrefix}")`);
  }

  const trustProxyRaw = read('TRUST_PROXY')?.toLowerCase();
  let trustProxy: boolean | number = false;
  if (trustProxyRaw !== undefined) {
    if (/^\d{1,2}$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
    else if (['true', 'false'].includes(trustProxyRaw)) trustProxy = trustProxyRaw === 'true';
    else problems.push(`TRUST_PROXY must be true, false or a number of proxy hops (got "${trustProxyRaw}")`);
  }

  const multiplierRaw = read('RATE_LIMIT_MULTIPLIER');
  let rateLimitMultiplier = 1;
  if (multiplierRaw !== undefined) {
    const value = Number(multiplierRaw);
    if (!/^\d+(\.\d+)?$/.test(multiplierRaw) || !Number.isFinite(value) || value > 1000) {
      problems.push(
        `RATE_LIMIT_MULTIPLIER must be a number from 0 to 1000; 0 turns limiting off (got "${multiplierRaw}")`,
      );
    } else {
      rateLimitMultiplier = value;
    }
  }

  const logLevelRaw = read('LOG_LEVEL')?.toLowerCase() ?? 'info';
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(logLevelRaw)) logLevel = logLevelRaw as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const baseUrl = (name: string): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    let url: URL | null = null;
    try {
      url = new URL(raw);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '') {
      problems.push(
        `${name} must be an http(s) URL without query or fragment, e.g. https://example.org (got "${raw}")`,
      );
      return null;
    }
    let end = raw.length;
    while (raw[end - 1] === '/') end--;
    return raw.slice(0, end);
  };

  const storage = (read('MEDIA_STORAGE') ?? 'local').toLowerCase();
  if (storage !== 'local' && storage !== 's3') problems.push(`MEDIA_STORAGE must be local or s3 (got "${storage}")`);
  const bucket = read('S3_BUCKET');
  if (storage === 's3') {
    if (bucket === undefined) problems.push('MEDIA_STORAGE=s3 needs S3_BUCKET');
    else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
      problems.push(`S3_BUCKET must be a bucket name: 3 to 63 of a-z 0-9 . - (got "${bucket}")`);
    }
    if ((read('S3_ACCESS_KEY_ID') === undefined) !== (read('S3_SECRET_ACCESS_KEY') === undefined)) {
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
    }
    const endpoint = read('S3_ENDPOINT');
    if (endpoint !== undefined && /^https?:\/\/[^/]+\/./.test(endpoint)) {
      problems.push(
        `S3_ENDPOINT must be the store's address without a path (the bucket is S3_BUCKET; got "${endpoint}")`,
      );
    }
  }
  const s3: Config['s3'] =
    storage === 's3' && bucket !== undefined
      ? {
          endpoint: baseUrl('S3_ENDPOINT'),
          bucket,
          region: read('S3_REGION') ?? 'us-east-1',
          accessKeyId: read('S3_ACCESS_KEY_ID') ?? null,
          secretAccessKey: read('S3_SECRET_ACCESS_KEY') ?? null,
          forcePathStyle: boolean('S3_FORCE_PATH_STYLE', false),
        }
      : null;

  const metricsPort = read('METRICS_PORT') === undefined ? null : integer('METRICS_PORT', 0, 1, 65535);
  const metrics: Config['metrics'] = boolean('METRICS', true)
    ? { enabled: true, port: metricsPort, host: read('METRICS_HOST') ?? '127.0.0.1' }
    : { enabled: false };

  const client = (prefix: string): OAuthClientSettings | null => {
    const clientId = read(`${prefix}_CLIENT_ID`);
    const clientSecret = read(`${prefix}_CLIENT_SECRET`);
    if ((clientId === undefined) !== (clientSecret === undefined)) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together: set both, or neither`);
    }
    return clientId !== undefined && clientSecret !== undefined ? { clientId, clientSecret } : null;
  };
  const discord = client('DISCORD');
  const google = client('GOOGLE');
  const tumblr = client('TUMBLR');
  // Every address is checked, also for a provider that is off: a typo shows before it is turned on.
  const discordApiUrl = baseUrl('DISCORD_API_URL') ?? 'https://discord.com';
  const googleIssuer = baseUrl('GOOGLE_ISSUER') ?? 'https://accounts.google.com';
  const tumblrAuthorizeUrl = baseUrl('TUMBLR_AUTHORIZE_URL') ?? 'https://www.tumblr.com/oauth2/authorize';
  const tumblrApiUrl = baseUrl('TUMBLR_API_URL') ?? 'https://api.tumblr.com';
  const loginProviders: LoginProviderSettings = {
    discord: discord && { ...discord, apiUrl: discordApiUrl },
    google: google && { ...google, issuer: googleIssuer },
    tumblr: tumblr && { ...tumblr, authorizeUrl: tumblrAuthorizeUrl, apiUrl: tumblrApiUrl },
    fediverse: boolean('FEDIVERSE_LOGIN', true) ? { allowInsecure: boolean('FEDIVERSE_ALLOW_INSECURE', false) } : null,
  };

  const publicUrl = baseUrl('PUBLIC_URL');
  const sourceUrlName = read('SOURCE_URL') !== undefined ? 'SOURCE_URL' : 'GIT_REPOSITORY';
  const sourceUrl = read(sourceUrlName) ?? null;
  if (sourceUrl !== null && repositoryUrl(sourceUrl) === null) {
    problems.push(
      `${sourceUrlName} must be the address of this server's source code, e.g. https://codeberg.org/you/nametag (got "${sourceUrl}")`,
    );
  }
  const smtpUrl = read('SMTP_URL');
  let mail: Config['mail'] = null;
  if (smtpUrl !== undefined) {
    if (!/^smtps?:\/\/[^/]/i.test(smtpUrl)) {
      problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.org');
    }
    if (publicUrl === null) {
      problems.push('SMTP_URL needs PUBLIC_URL: the links in the mail name this server by it');
    } else {
      mail = { smtpUrl, from: read('MAIL_FROM') ?? `Nametag <nametag@${new URL(publicUrl).hostname}>` };
    }
  }

  const syncKeyText = read('SYNC_KEY');
  let syncKey: Buffer | null = null;
  if (syncKeyText !== undefined) {
    const bytes = /^[0-9a-f]{64}$/i.test(syncKeyText)
      ? Buffer.from(syncKeyText, 'hex')
      : /^[A-Za-z0-9+/]{43}=?$/.test(syncKeyText)
        ? Buffer.from(syncKeyText, 'base64')
        : null;
    if (bytes === null || bytes.length !== 32) {
      problems.push(
        'SYNC_KEY must be 32 random bytes as 64 hex digits or base64 (make one with: openssl rand -base64 32)',
      );
    } else syncKey = bytes;
  }

  const config: Config = {
    host,
    port,
    database,
    redisUrl,
    redisPrefix,
    trustProxy,
    mediaDir: read('MEDIA_DIR') ?? './data/media',
    s3,
    publicUrl,
    mediaBaseUrl: baseUrl('MEDIA_BASE_URL'),
    shortBaseUrl: baseUrl('SHORT_BASE_URL'),
    readCacheBytes: integer('READ_CACHE_MB', 32, 0, 65_536) * 1024 * 1024,
    cdnMaxAge: integer('CDN_MAX_AGE', 0, 0, 31_536_000),
    cdnStaleWhileRevalidate: integer('CDN_STALE_WHILE_REVALIDATE', 0, 0, 31_536_000),
    memberLimit: integer('MEMBER_LIMIT', 500, 0, 1_000_000),
    inviteLimit: integer('INVITE_LIMIT', 10, 0, 1_000_000),
    requireInvite: boolean('REQUIRE_INVITE', false),
    webhookAllowInsecure: boolean('WEBHOOK_ALLOW_INSECURE', false),
    importMaxBytes: integer('IMPORT_MAX_MB', 8, 1, 1024) * 1024 * 1024,
    remoteImport: {
      deadlineMs: integer('IMPORT_REMOTE_SECONDS', 60, 1, 600) * 1000,
      stallMs: integer('IMPORT_REMOTE_STALL_SECONDS', 5, 1, 60) * 1000,
      allowInsecure: boolean('IMPORT_ALLOW_INSECURE', false),
    },
    linkVerification: {
      deadlineMs: integer('LINK_VERIFICATION_SECONDS', 10, 1, 120) * 1000,
      allowInsecure: boolean('LINK_VERIFICATION_ALLOW_INSECURE', false),
    },
    mail,
    reservedUsernames: (read('RESERVED_USERNAMES') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    pseudoLocales: boolean('PSEUDO_LOCALES', false),
    rateLimitMultiplier,
    gitRepository: repositoryUrl(sourceUrl) ?? build.gitRepository,
    gitCommit: read('GIT_COMMIT') ?? build.gitCommit,
    logLevel,
    accessLog: boolean('ACCESS_LOG', true),
    accessLogSample: integer('ACCESS_LOG_SAMPLE', 100, 1, 1_000_000),
    loginProviders,
    metrics,
    profileSync: syncKey === null ? null : { key: syncKey, allowInsecure: boolean('SYNC_ALLOW_INSECURE', false) },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
