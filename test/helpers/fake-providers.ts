/**
 * Fake log-in providers on loopback for the provider log-in tests (issue 14): small Fastify servers
 * speaking just enough of Discord's, Tumblr's and a Mastodon server's OAuth 2 APIs, and
 * oauth2-mock-server for Google's OpenID Connect. Consent is implicit: the authorize endpoint sends
 * the browser straight back with a code for the account `signedIn` (as if that person were logged in
 * at the provider and clicked "Allow"), or with `error=access_denied` when `deny` is set.
 */
import { createHash, randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';

export interface FakeAccount {
  id: string;
  username: string;
}

interface Grant {
  account: FakeAccount;
  redirectUri: string;
  clientId: string;
  challenge: string | null;
}

export type FakeKind = 'discord' | 'tumblr' | 'mastodon';

const PATHS: Record<FakeKind, { authorize: string; token: string; me: string }> = {
  discord: { authorize: '/oauth2/authorize', token: '/api/oauth2/token', me: '/api/users/@me' },
  tumblr: { authorize: '/oauth2/authorize', token: '/v2/oauth2/token', me: '/v2/user/info' },
  mastodon: { authorize: '/oauth/authorize', token: '/oauth/token', me: '/api/v1/accounts/verify_credentials' },
};

export class FakeProvider {
  /** Who is "logged in" at the provider: the account the next authorization is for. */
  signedIn: FakeAccount = { id: '1001', username: 'someone' };
  deny = false;
  /** Show a consent page with an "Allow" link instead of sending the browser straight back. */
  consentPage = false;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Mastodon: apps registered through POST /api/v1/apps. */
  readonly apps = new Map<string, { secret: string; redirectUri: string; scopes: string[] }>();
  /** What the token endpoint was sent, for checks on PKCE and client authentication. */
  readonly tokenRequests: Array<Record<string, string>> = [];
  /** Tumblr: no blog marked primary. */
  noPrimary = false;
  /** Mastodon: client-credentials token requests (how Nametag confirms its app still exists). */
  clientCredentialGrants = 0;
  private readonly grants = new Map<string, Grant & { scopes?: string[] }>();
  private readonly tokens = new Map<string, FakeAccount & { scopes?: string[] }>();
  /** Mastodon: each account's profile fields as its owner typed them (verify_credentials' source.fields). */
  readonly fields = new Map<string, Array<{ name: string; value: string }>>();
  /** Mastodon: update_credentials calls that changed something, and every one of them. */
  updates = 0;
  updateCalls = 0;
  /** Mastodon: the next this-many API calls answer 429 with Retry-After. */
  rateLimited = 0;
  /** Mastodon: the server's limit of profile fields (its instance answer). */
  maxFields = 4;
  /** Mastodon: what the authorize step was asked for, last. */
  lastScope = '';
  /** Mastodon: grant only these scopes, whatever is asked (a person unticking one). */
  grantOnly: string[] | null = null;
  readonly server: FastifyInstance;
  url = '';

  constructor(readonly kind: FakeKind) {
    this.clientId = `${kind}-client`;
    this.clientSecret = `${kind}-secret`;
    this.server = Fastify();
    void this.server.register(formbody);
    const paths = PATHS[kind];

    this.server.post<{ Body: Record<string, string> }>('/api/v1/apps', async (request) => {
      const id = `app-${randomBytes(6).toString('hex')}`;
      const secret = randomBytes(12).toString('hex');
      this.apps.set(id, {
        secret,
        redirectUri: request.body.redirect_uris ?? '',
        scopes: (request.body.scopes ?? 'read').split(' '),
      });
      return { id, name: request.body.client_name, client_id: id, client_secret: secret };
    });

    this.server.get<{ Querystring: Record<string, string> }>(paths.authorize, async (request, reply) => {
      const q = request.query;
      const back = new URL(q.redirect_uri!);
      if (q.state) back.searchParams.set('state', q.state);
      if (this.deny) {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.href, 302);
      }
      const scopes = (q.scope ?? '').split(' ').filter(Boolean);
      this.lastScope = q.scope ?? '';
      // As Mastodon: no scope beyond those the app registered with.
      if (kind === 'mastodon' && !scopes.every((scope) => this.apps.get(q.client_id ?? '')?.scopes.includes(scope))) {
        back.searchParams.set('error', 'invalid_scope');
        return reply.redirect(back.href, 302);
      }
      const code = randomBytes(12).toString('hex');
      this.grants.set(code, {
        account: this.signedIn,
        redirectUri: q.redirect_uri!,
        clientId: q.client_id!,
        challenge: q.code_challenge ?? null,
        scopes: this.grantOnly ?? scopes,
      });
      back.searchParams.set('code', code);
      if (this.consentPage) {
        const href = back.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        return reply
          .type('text/html')
          .send(`<!doctype html><title>Allow?</title><a id="allow" href="${href}">Allow</a>`);
      }
      return reply.redirect(back.href, 302);
    });

    this.server.post<{ Body: Record<string, string> }>(paths.token, async (request, reply) => {
      const body = request.body;
      this.tokenRequests.push(body);
      const grant = this.grants.get(body.code ?? '');
      this.grants.delete(body.code ?? '');
      const [clientId, clientSecret] = this.clientOf(request.headers.authorization, body);
      const knownClient =
        kind === 'mastodon'
          ? this.apps.get(clientId)?.secret === clientSecret
          : clientId === this.clientId && clientSecret === this.clientSecret;
      if (!knownClient) return reply.code(401).send({ error: 'invalid_client' });
      if (body.grant_type === 'client_credentials') {
        // As Mastodon: no scope beyond those the app registered with.
        const registered = kind === 'mastodon' ? (this.apps.get(clientId)?.scopes ?? []) : [];
        const asked = (body.scope ?? '').split(' ').filter(Boolean);
        if (kind === 'mastodon' && !asked.every((scope) => registered.includes(scope))) {
          return reply.code(400).send({ error: 'invalid_scope' });
        }
        this.clientCredentialGrants += 1;
        return { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', scope: 'read' };
      }
      const verifierOk =
        grant === undefined ||
        grant.challenge === null ||
        createHash('sha256')
          .update(body.code_verifier ?? '')
          .digest('base64url') === grant.challenge;
      if (
        !grant ||
        !knownClient ||
        grant.clientId !== clientId ||
        grant.redirectUri !== body.redirect_uri ||
        !verifierOk
      ) {
        return reply.code(400).send({ error: 'invalid_grant' });
      }
      const token = randomBytes(16).toString('hex');
      this.tokens.set(token, { ...grant.account, scopes: grant.scopes ?? [] });
      // As the providers: the scopes granted (Mastodon grants what was asked, within the app's).
      const scope = kind === 'mastodon' ? (grant.scopes ?? []).join(' ') : 'identify';
      return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope };
    });

    if (kind === 'mastodon') this.mastodonWrites();

    this.server.get(paths.me, async (request, reply) => {
      const account = this.tokens.get((request.headers.authorization ?? '').replace(/^Bearer /i, ''));
      if (!account) return reply.code(401).send({ message: '401: Unauthorized' });
      if (kind === 'discord') return { id: account.id, username: account.username, discriminator: '0' };
      if (kind === 'mastodon') {
        if (this.rateLimited > 0) {
          this.rateLimited -= 1;
          return this.tooMany(reply);
        }
        const fields = this.fields.get(account.id) ?? [];
        return {
          id: account.id,
          username: account.username,
          acct: account.username,
          fields: fields.map((field) => ({ ...field, verified_at: null })),
          source: { note: '', fields },
        };
      }
      return {
        meta: { status: 200 },
        response: {
          user: {
            name: account.username,
            // An account id of '' stands for blogs without uuids (an answer Nametag must refuse).
            blogs: [
              {
                name: `${account.username}-side`,
                uuid: account.id ? `t:side-${account.id}` : undefined,
                primary: false,
              },
              { name: account.username, uuid: account.id ? `t:${account.id}` : undefined, primary: !this.noPrimary },
            ],
          },
        },
      };
    });
  }

  /** As Mastodon limits: 429 with when the window ends as an ISO date (X-RateLimit-Reset), no Retry-After. */
  private tooMany(reply: FastifyReply) {
    return reply
      .code(429)
      .headers({
        'x-ratelimit-limit': '300',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': new Date(Date.now() + 40_000).toISOString(),
      })
      .send({ error: 'Too many requests' });
  }

  /** Mastodon: the server forgets every token it gave (the person revoked the app). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  private mastodonWrites(): void {
    this.server.get('/api/v2/instance', async () => ({
      domain: 'fake.example',
      configuration: { accounts: { max_featured_tags: 10, max_profile_fields: this.maxFields } },
    }));
    this.server.patch<{ Body: { fields_attributes?: unknown } }>(
      '/api/v1/accounts/update_credentials',
      async (request, reply) => {
        this.updateCalls += 1;
        const account = this.tokens.get((request.headers.authorization ?? '').replace(/^Bearer /i, ''));
        if (!account) return reply.code(401).send({ error: 'The access token is invalid' });
        if (!account.scopes?.includes('write:accounts') && !account.scopes?.includes('write')) {
          return reply.code(403).send({ error: 'This action is outside the authorized scopes' });
        }
        if (this.rateLimited > 0) {
          this.rateLimited -= 1;
          return this.tooMany(reply);
        }
        const given = request.body?.fields_attributes;
        if (given !== undefined) {
          const list = (Array.isArray(given) ? given : Object.values(given as object)) as Array<{
            name?: string;
            value?: string;
          }>;
          const fields = list
            .map((field) => ({ name: field.name ?? '', value: field.value ?? '' }))
            .filter((field) => field.name !== '' || field.value !== '');
          if (fields.length > this.maxFields) {
            return reply.code(422).send({ error: 'Validation failed: Fields is too big (maximum is 4 fields)' });
          }
          if (fields.some((field) => field.name.length > 255 || field.value.length > 255)) {
            return reply.code(422).send({ error: 'Validation failed: Fields is too long' });
          }
          const before = JSON.stringify(this.fields.get(account.id) ?? []);
          this.fields.set(account.id, fields);
          if (before !== JSON.stringify(fields)) this.updates += 1;
        }
        return { id: account.id, username: account.username, acct: account.username };
      },
    );
  }

  private clientOf(authorization: string | undefined, body: Record<string, string>): [string, string] {
    if (authorization?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(authorization.slice(6), 'base64').toString().split(':');
      return [decodeURIComponent(id ?? ''), decodeURIComponent(secret ?? '')];
    }
    return [body.client_id ?? '', body.client_secret ?? ''];
  }

  async start(): Promise<this> {
    this.url = await this.server.listen({ port: 0, host: '127.0.0.1' });
    return this;
  }

  close(): Promise<void> {
    return this.server.close();
  }
}

/** Google's side: an OpenID Connect issuer with signed ID tokens for the account `signedIn`. */
export class FakeGoogle {
  readonly server = new OAuth2Server();
  signedIn = { sub: '110000000000000000001', email: 'someone@example.com' };
  /** A different audience or issuer in the next ID token (to check they are refused). */
  tamper: { aud?: string; iss?: string } | null = null;
  readonly clientId = 'google-client';
  readonly clientSecret = 'google-secret';

  async start(): Promise<this> {
    await this.server.issuer.keys.generate('RS256');
    await this.server.start(0, '127.0.0.1');
    this.server.service.on('beforeTokenSigning', (token) => {
      token.payload.sub = this.signedIn.sub;
      token.payload.email = this.signedIn.email;
      if (this.tamper?.aud) token.payload.aud = this.tamper.aud;
      if (this.tamper?.iss) token.payload.iss = this.tamper.iss;
    });
    return this;
  }

  get url(): string {
    return this.server.issuer.url!;
  }

  close(): Promise<void> {
    return this.server.stop();
  }
}

export type ProviderKindName = 'discord' | 'google' | 'tumblr' | 'fediverse';

/** All four fakes at once, and who is signed in at each. */
export interface FakeProviders {
  discord: FakeProvider;
  tumblr: FakeProvider;
  mastodon: FakeProvider;
  google: FakeGoogle;
  /** Makes the fake of `kind` have the account (`id`, `username`) signed in. */
  signInAt(kind: ProviderKindName, id: string, username: string): void;
  /** The settings for an app using all of them (the fediverse on loopback allowed). */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const [discord, tumblr, mastodon, google] = await Promise.all([
    new FakeProvider('discord').start(),
    new FakeProvider('tumblr').start(),
    new FakeProvider('mastodon').start(),
    new FakeGoogle().start(),
  ]);
  return {
    discord,
    tumblr,
    mastodon,
    google,
    signInAt(kind, id, username) {
      if (kind === 'google') google.signedIn = { sub: id, email: `${username}@example.com` };
      else (({ discord, tumblr, fediverse: mastodon }) as const)[kind].signedIn = { id, username };
    },
    env: () => providerEnv({ discord, tumblr, google, fediverseInsecure: true }),
    close: async () => {
      await Promise.all([discord.close(), tumblr.close(), mastodon.close(), google.close()]);
    },
  };
}

/** The settings that point the app at the fakes. */
export function providerEnv(fakes: {
  discord?: FakeProvider;
  tumblr?: FakeProvider;
  google?: FakeGoogle;
  fediverseInsecure?: boolean;
}): Record<string, string> {
  const env: Record<string, string> = {};
  if (fakes.discord) {
    Object.assign(env, {
      DISCORD_CLIENT_ID: fakes.discord.clientId,
      DISCORD_CLIENT_SECRET: fakes.discord.clientSecret,
      DISCORD_API_URL: fakes.discord.url,
    });
  }
  if (fakes.tumblr) {
    Object.assign(env, {
      TUMBLR_CLIENT_ID: fakes.tumblr.clientId,
      TUMBLR_CLIENT_SECRET: fakes.tumblr.clientSecret,
      TUMBLR_AUTHORIZE_URL: `${fakes.tumblr.url}/oauth2/authorize`,
      TUMBLR_API_URL: fakes.tumblr.url,
    });
  }
  if (fakes.google) {
    Object.assign(env, {
      GOOGLE_CLIENT_ID: fakes.google.clientId,
      GOOGLE_CLIENT_SECRET: fakes.google.clientSecret,
      GOOGLE_ISSUER: fakes.google.url,
    });
  }
  if (fakes.fediverseInsecure) env.FEDIVERSE_ALLOW_INSECURE = 'true';
  return env;
}
