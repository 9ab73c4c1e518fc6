/**
 * A fake AT Protocol PDS on loopback, built from the protocol's documented XRPC methods and errors:
 * `com.atproto.server.createSession` (app passwords; 401 AuthenticationRequired), `refreshSession`
 * (400 ExpiredToken once the refresh token is spent), `com.atproto.repo.getRecord` (400 RecordNotFound)
 * and `putRecord` with `swapRecord` (400 InvalidSwap when the record changed; 400 InvalidRecord past
 * the lexicon's 20 graphemes of pronouns), 429 with RateLimit-Reset. Knobs let a test expire sessions,
 * revoke an app password, or change the record between a client's read and its write.
 */
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

interface Account {
  did: string;
  handle: string;
  appPasswords: Set<string>;
  record: Record<string, unknown> | null;
  cid: string | null;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const cidOf = (record: unknown) =>
  `bafy${createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 40)}`;

export class FakePds {
  readonly server: FastifyInstance = Fastify();
  url = '';
  private readonly accounts = new Map<string, Account>();
  private readonly access = new Map<string, string>();
  private readonly refresh = new Map<string, string>();
  /** putRecord calls that changed the record, and every call. */
  writes = 0;
  putCalls = 0;
  /** The next this-many calls answer 429. */
  rateLimited = 0;
  /** Apply the next putRecord, then never answer it (a client that dies before it hears back). */
  holdNextWrite = false;
  /** Runs once after the next getRecord answers (someone else editing the profile meanwhile). */
  afterNextRead: ((account: Account) => void) | null = null;

  constructor() {
    this.server.post<{ Body: { identifier?: string; password?: string } }>(
      '/xrpc/com.atproto.server.createSession',
      async (request, reply) => {
        if (this.limited(reply)) return reply;
        const account = this.find(request.body?.identifier ?? '');
        if (!account || !account.appPasswords.has(request.body?.password ?? '')) {
          return reply.code(401).send({ error: 'AuthenticationRequired', message: 'Invalid identifier or password' });
        }
        return this.session(account);
      },
    );
    this.server.post('/xrpc/com.atproto.server.refreshSession', async (request, reply) => {
      const token = bearer(request);
      const did = this.refresh.get(token);
      if (did === undefined) return reply.code(400).send({ error: 'ExpiredToken', message: 'Token has expired' });
      this.refresh.delete(token);
      return this.session(this.accounts.get(did)!);
    });
    this.server.get<{ Querystring: { repo?: string; collection?: string; rkey?: string } }>(
      '/xrpc/com.atproto.repo.getRecord',
      async (request, reply) => {
        if (this.limited(reply)) return reply;
        const account = this.find(request.query.repo ?? '');
        if (!account || request.query.collection !== 'app.bsky.actor.profile' || request.query.rkey !== 'self') {
          return reply.code(400).send({ error: 'InvalidRequest', message: 'Could not locate record' });
        }
        if (account.record === null) {
          return reply.code(400).send({ error: 'RecordNotFound', message: 'Could not locate record' });
        }
        const answer = {
          uri: `at://${account.did}/app.bsky.actor.profile/self`,
          cid: account.cid,
          value: structuredClone(account.record),
        };
        const hook = this.afterNextRead;
        this.afterNextRead = null;
        hook?.(account);
        return answer;
      },
    );
    this.server.post<{
      Body: {
        repo?: string;
        collection?: string;
        rkey?: string;
        record?: Record<string, unknown>;
        swapRecord?: string;
      };
    }>('/xrpc/com.atproto.repo.putRecord', async (request, reply) => {
      this.putCalls += 1;
      if (this.limited(reply)) return reply;
      const did = this.access.get(bearer(request));
      if (did === undefined) return reply.code(400).send({ error: 'ExpiredToken', message: 'Token has expired' });
      const body = request.body ?? {};
      const account = this.accounts.get(did)!;
      if (body.repo !== did) return reply.code(401).send({ error: 'AuthRequiredError', message: 'Wrong repo' });
      if (body.collection !== 'app.bsky.actor.profile' || body.rkey !== 'self' || !body.record) {
        return reply.code(400).send({ error: 'InvalidRequest', message: 'Invalid record location' });
      }
      // swapRecord null: only if there is no record yet; a CID: only if the record is still that one.
      if (body.swapRecord !== undefined && body.swapRecord !== account.cid) {
        return reply.code(400).send({ error: 'InvalidSwap', message: `Record was at ${account.cid}` });
      }
      const pronouns = body.record.pronouns;
      if (
        body.record.$type !== 'app.bsky.actor.profile' ||
        (pronouns !== undefined &&
          (typeof pronouns !== 'string' ||
            Buffer.byteLength(pronouns) > 200 ||
            Array.from(segmenter.segment(pronouns)).length > 20))
      ) {
        return reply
          .code(400)
          .send({ error: 'InvalidRecord', message: 'Record/pronouns must not be longer than 20 graphemes' });
      }
      if (JSON.stringify(account.record) !== JSON.stringify(body.record)) this.writes += 1;
      account.record = body.record;
      account.cid = cidOf(body.record);
      if (this.holdNextWrite) {
        this.holdNextWrite = false;
        return new Promise(() => {});
      }
      return { uri: `at://${did}/app.bsky.actor.profile/self`, cid: account.cid };
    });
  }

  /** An account with one app password; `record`: its profile record (null: none yet). */
  addAccount(handle: string, appPassword: string, record: Record<string, unknown> | null = null): Account {
    const did = `did:plc:${randomBytes(12).toString('hex')}`;
    const account: Account = {
      did,
      handle,
      appPasswords: new Set([appPassword]),
      record,
      cid: record ? cidOf(record) : null,
    };
    this.accounts.set(did, account);
    return account;
  }

  recordOf(handle: string): Record<string, unknown> | null {
    return this.find(handle)?.record ?? null;
  }

  /** Every session's access token stops working (they expire); refresh tokens still work. */
  expireAccessTokens(): void {
    this.access.clear();
  }

  /** The person revokes the app password: sessions made from it end too. */
  revokeAppPassword(handle: string): void {
    const account = this.find(handle)!;
    account.appPasswords.clear();
    for (const map of [this.access, this.refresh]) {
      for (const [token, did] of map) if (did === account.did) map.delete(token);
    }
  }

  async start(): Promise<this> {
    this.url = await this.server.listen({ port: 0, host: '127.0.0.1' });
    return this;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private find(identifier: string): Account | undefined {
    return (
      this.accounts.get(identifier) ?? [...this.accounts.values()].find((account) => account.handle === identifier)
    );
  }

  private session(account: Account) {
    const accessJwt = `a.${randomBytes(12).toString('hex')}`;
    const refreshJwt = `r.${randomBytes(12).toString('hex')}`;
    this.access.set(accessJwt, account.did);
    this.refresh.set(refreshJwt, account.did);
    return {
      did: account.did,
      handle: account.handle,
      accessJwt,
      refreshJwt,
      active: true,
      didDoc: {
        id: account.did,
        alsoKnownAs: [`at://${account.handle}`],
        service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: this.url }],
      },
    };
  }

  private limited(reply: FastifyReply): boolean {
    if (this.rateLimited <= 0) return false;
    this.rateLimited -= 1;
    void reply
      .code(429)
      .header('ratelimit-reset', String(Math.floor(Date.now() / 1000) + 30))
      .send({ error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' });
    return true;
  }
}

function bearer(request: FastifyRequest): string {
  return (request.headers.authorization ?? '').replace(/^Bearer /i, '');
}
