/**
 * The load generator, run as a process of its own so that it does not share an event loop with the
 * server: `node --import tsx bench/load.ts <json options>`. It prints one JSON line of results.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { randomUser, type Seed, zipfChooser } from './seed.js';

export type ScenarioName =
  | 'ceiling'
  | 'user_by_id'
  | 'user_by_name'
  | 'user_members'
  | 'member_by_id'
  | 'user_member_by_name'
  | 'meta'
  | 'profile_page'
  | 'profile_page_compressed'
  | 'patch_me'
  | 'member_create_delete'
  | 'mixed';

export interface LoadOptions {
  url: string;
  scenario: ScenarioName;
  seedFile: string;
  seconds: number;
  connections: number;
  /** Users chosen by Zipf's law with this exponent (seed.ts), else each alike. */
  zipf?: number;
}

export interface LoadResult {
  scenario: ScenarioName;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** Bytes received per answer, headers included (what compression saves). */
  bytesPerAnswer: number;
  /** Answers by HTTP status. */
  statusCodes: Record<string, number>;
}

type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Context = Record<string, unknown>;

function requestsFor(scenario: ScenarioName, seed: Seed, zipf?: number) {
  const { tokens } = seed;
  const anyUser = zipf === undefined ? () => randomUser(seed) : zipfChooser(seed, zipf);
  const get = (path: () => string) => ({ method: 'GET', setupRequest: (req: Request) => ({ ...req, path: path() }) });
  const read = (path: () => string) => [get(path)];
  let connection = 0;
  // Each connection writes as a user of its own.
  const tokenOf = (context: Context) => {
    context.token ??= tokens[connection++ % tokens.length];
    return context.token as string;
  };
  const write = (method: string, path: (context: Context) => string, body?: () => unknown) => ({
    method,
    setupRequest: (req: Request, context: Context) => ({
      ...req,
      path: path(context),
      headers: { 'content-type': 'application/json', authorization: tokenOf(context) },
      ...(body ? { body: JSON.stringify(body()) } : {}),
    }),
  });
  /** A POST /members whose answer's id the connection's next requests use ('none' when refused). */
  const createMember = (body: () => unknown) => ({
    ...write('POST', () => '/api/v1/members', body),
    onResponse: (status: number, text: string, context: Context) => {
      context.memberId = status === 200 ? (JSON.parse(text) as { id: string }).id : 'none';
    },
  });
  const memberPath = (context: Context) => `/api/v1/members/${context.memberId as string}`;
  switch (scenario) {
    case 'ceiling':
      return read(() => '/profile');
    case 'user_by_id':
      return read(() => `/api/v1/users/${anyUser().id}`);
    case 'user_by_name':
      return read(() => `/api/v1/users/${anyUser().name}`);
    case 'user_members':
      return read(() => `/api/v1/users/${anyUser().name}/members`);
    case 'member_by_id':
      return read(() => `/api/v1/members/${anyUser().memberIds[Math.floor(Math.random() * 5)]}`);
    case 'user_member_by_name':
      return read(() => {
        const user = anyUser();
        return `/api/v1/users/${user.name}/members/${encodeURIComponent(user.memberNames[Math.floor(Math.random() * 5)]!)}`;
      });
    case 'meta':
      return read(() => '/api/v1/meta');
    case 'profile_page':
      return [
        {
          method: 'GET',
          setupRequest: (req: Request) => ({ ...req, path: `/@${anyUser().name}`, headers: { accept: 'text/html' } }),
        },
      ];
    case 'profile_page_compressed':
      // As a browser asks: the page is sent compressed.
      return [
        {
          method: 'GET',
          setupRequest: (req: Request) => ({
            ...req,
            path: `/@${anyUser().name}`,
            headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
          }),
        },
      ];
    case 'patch_me': {
      let n = 0;
      return [
        write(
          'PATCH',
          () => '/api/v1/users/@me',
          () => ({ bio: `Edited ${++n} times by the benchmark.`, display_name: `Bench ${n % 1000}` }),
        ),
      ];
    }
    case 'mixed': {
      // What a live instance sees: mostly reads, some profile edits, members made and removed.
      let n = 0;
      const user = anyUser;
      return [
        get(() => `/api/v1/users/${user().id}`),
        get(() => `/api/v1/users/${user().name}/members`),
        get(() => `/api/v1/members/${user().memberIds[0]}`),
        get(() => {
          const owner = user();
          return `/api/v1/users/${owner.name}/members/${encodeURIComponent(owner.memberNames[1]!)}`;
        }),
        get(() => '/api/v1/meta'),
        write(
          'PATCH',
          () => '/api/v1/users/@me',
          () => ({ bio: `soak ${++n}` }),
        ),
        createMember(() => ({ name: `soak-${process.pid}-${++n}` })),
        ...[write('PATCH', memberPath, () => ({ display_name: `soak ${n}` })), write('DELETE', memberPath)].map(
          (step) => ({
            ...step,
            // No member was made (a 429): ask something harmless instead of provoking a 404.
            setupRequest: (req: Request, context: Context) =>
              context.memberId === 'none'
                ? { ...req, method: 'GET', path: '/healthz' }
                : step.setupRequest(req, context),
          }),
        ),
      ];
    }
    case 'member_create_delete': {
      let n = 0;
      return [
        createMember(() => ({
          name: `bench-${process.pid}-${++n}`,
          pronouns: [{ pronouns: 'they/them', status: 'favourite' }],
        })),
        write('DELETE', memberPath),
      ];
    }
  }
}

async function main() {
  const options = JSON.parse(process.argv[2]!) as LoadOptions;
  const seed = JSON.parse(readFileSync(options.seedFile, 'utf8')) as Seed;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: requestsFor(options.scenario, seed, options.zipf) as never,
  });
  const out: LoadResult = {
    scenario: options.scenario,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    statusCodes: Object.fromEntries(
      Object.entries(
        (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
      ).map(([code, stat]) => [code, stat.count]),
    ),
  };
  console.log(JSON.stringify(out));
}

await main();
