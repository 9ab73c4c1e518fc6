/**
 * Seeds a fresh database through the domain services (the same code paths as the API), so what is
 * read back is exactly what real writes produce. Accounts get no password (no argon2 cost); a few get
 * API tokens for the write benchmarks.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../src/context/app-context.js';
import { createAccountAsOperator } from '../src/modules/accounts/account-service.js';
import { createApiToken } from '../src/modules/accounts/token-service.js';
import { createMember } from '../src/modules/members/member-service.js';
import { updateMe } from '../src/modules/users/user-service.js';
import { parseDocument } from '../src/profiles/documents/stored-document.js';

export interface SeededUser {
  id: string;
  name: string;
  memberIds: string[];
  memberNames: string[];
}

export interface Seed {
  users: SeededUser[];
  /** API tokens of the first users, for the write benchmarks. */
  tokens: string[];
  /** With bulk seeding (bulk-seed.ts): `users` are templates, each stored this many times in all. */
  generations?: number;
}

/**
 * The ID of generation g's copy of a record (bulk-seed.ts); generation 0 is the template itself. A
 * UUIDv7 begins with its time in milliseconds, and IDs made within the same few seconds differ after
 * their first 8 hex digits: those become g (a time no template has).
 */
export function cloneId(id: string, g: number): string {
  return g === 0 ? id : g.toString(16).padStart(8, '0') + id.slice(8);
}

/** How many users the seed stored, copies included. */
export const seededCount = (seed: Seed) => seed.users.length * (seed.generations ?? 1);

/** A seeded user chosen at random, each alike, copies included. */
export function randomUser(seed: Seed): SeededUser {
  return userAt(seed, Math.floor(Math.random() * seededCount(seed)));
}

/**
 * Chooses users as a live instance is read: a few are asked for very often, most rarely (Zipf's law:
 * the user of rank k is asked for in proportion to 1/k^s). Ranks are spread over the seed's order.
 */
export function zipfChooser(seed: Seed, s: number): () => SeededUser {
  const n = seededCount(seed);
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 1; k <= n; k++) cumulative[k - 1] = total += 1 / k ** s;
  // A fixed odd multiplier modulo n maps ranks to users one to one when n is not a multiple of it.
  const spread = n % 7_919 === 0 ? 1 : 7_919;
  return () => {
    const target = Math.random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return userAt(seed, (low * spread) % n);
  };
}

/** The user at `index` of everything stored: the template `index mod templates`, in its copy `index div templates`. */
function userAt(seed: Seed, index: number): SeededUser {
  const user = seed.users[index % seed.users.length]!;
  const g = Math.floor(index / seed.users.length);
  if (g === 0) return user;
  return {
    id: cloneId(user.id, g),
    name: `${user.name}-${g}`,
    memberIds: user.memberIds.map((id) => cloneId(id, g)),
    memberNames: user.memberNames,
  };
}

const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;
const NAMES = ['Alex', 'Robin', 'Sam', 'Kai', 'Jules', 'Noor', 'Ash', 'Rowan', 'Sky', 'Quinn', 'Ezra', 'River'];
const PRONOUNS = [
  'they/them/their/theirs/themself',
  'she/her/her/hers/herself',
  'he/him/his/his/himself',
  'it/its/its/its/itself',
  'xe/xem/xyr/xyrs/xemself',
];
const STATUSES = ['favourite', 'okay', 'jokingly', 'friends_only', 'avoid'];
const FIELD_NAMES = ['Honorifics', 'Compliments', 'Relationship words', 'Descriptions'];
const WORDS = [
  'friend',
  'pal',
  'buddy',
  'mate',
  'cutie',
  'pretty',
  'handsome',
  'cool',
  'partner',
  'sweetheart',
  'darling',
  'dear',
  'mx.',
  'sir',
  'madam',
  'captain',
];

function profileOf(i: number) {
  const prefA = randomUUID();
  const prefB = randomUUID();
  const statuses = [...STATUSES, prefA, prefB];
  return {
    display_name: `${pick(NAMES, i)} ${pick(NAMES, i + 5)}`,
    bio: `Hello! I am user number ${i}. I like tea, long walks and writing about how people want to be addressed.`,
    member_title: 'Our headmates',
    links: [`https://example.com/u/${i}`, `https://social.example/@user${i}`, `https://blog.example/${i}`],
    names: [0, 1, 2].map((k) => ({ value: pick(NAMES, i + k), status: pick(statuses, i + k) })),
    pronouns: [0, 1, 2].map((k) => ({
      value: pick(PRONOUNS, i + k)
        .split('/')
        .slice(0, 2)
        .join('/'),
      status: pick(statuses, i + k + 1),
    })),
    fields: FIELD_NAMES.map((name, f) => ({
      name,
      entries: Array.from({ length: 8 }, (_, e) => ({
        value: pick(WORDS, i + f * 8 + e),
        status: pick(statuses, i + f + e),
      })),
    })),
    custom_preferences: {
      [prefA]: {
        icon: 'heart',
        tooltip: 'Only from close friends',
        size: 'normal' as const,
        muted: false,
        favourite: true,
      },
      [prefB]: { icon: 'star', tooltip: 'In writing only', size: 'small' as const, muted: true, favourite: false },
    },
  };
}

function memberOf(i: number, m: number) {
  return {
    name: `${pick(NAMES, i + m)}-${m}`,
    display_name: `${pick(NAMES, i + m)} the ${pick(WORDS, m)}`,
    bio: `Member ${m} of user ${i}.`,
    links: [`https://example.com/u/${i}/m/${m}`],
    names: [0, 1].map((k) => ({ value: pick(NAMES, i + m + k), status: pick(STATUSES, m + k) })),
    pronouns: [0, 1].map((k) => ({ pronouns: pick(PRONOUNS, i + m + k), status: pick(STATUSES, m + k + 2) })),
    fields: [
      { name: 'Likes', entries: [0, 1, 2, 3].map((e) => ({ value: pick(WORDS, m + e), status: pick(STATUSES, e) })) },
    ],
  };
}

export async function seed(
  ctx: AppContext,
  count: number,
  options: { tokens: number; log: (line: string) => void },
): Promise<Seed> {
  const users: SeededUser[] = [];
  const tokens: string[] = [];
  const started = Date.now();
  const one = async (i: number) => {
    const { userId } = await createAccountAsOperator(ctx, { username: `user${i}`, password: null, admin: false });
    const user = { id: userId, name: `user${i}` };
    await updateMe(ctx, user.id, profileOf(i));
    const members = [];
    for (let m = 0; m < 5; m++) members.push(await createMember(ctx, user.id, memberOf(i, m)));
    users[i] = {
      id: user.id,
      name: user.name,
      memberIds: members.map((m) => m.document.id),
      memberNames: members.map((m) => parseDocument(m.document.member).name),
    };
    if (i < options.tokens) tokens[i] = (await createApiToken(ctx, user.id, { name: 'bench' })).token;
  };
  // PostgreSQL takes writes in parallel; SQLite runs one at a time anyway.
  const parallel = ctx.config.database.engine === 'postgres' ? 8 : 1;
  for (let i = 0; i < count; i += parallel) {
    await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, (_, k) => one(i + k)));
    if ((i + parallel) % 10_000 < parallel)
      options.log(`  seeded ${i + parallel} users (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  return { users, tokens };
}
