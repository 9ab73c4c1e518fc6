/**
 * A fake pronouns.cc on loopback for the import tests: just enough of API v1 (meta, the owner's
 * MeUser, members, flags) and its image host, answering in the original's shapes — xid-like user
 * ids, snowflake-looking member ids, `sid`, `utc_offset`, user pronouns as `{pronouns, display_text:
 * null, status}`, custom preferences keyed by UUID and used as statuses, linked-account keys, an
 * unlisted member — and knobs for what a real server may do wrong.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { LIMITS } from '../../src/profiles/rules/profile-types.js';
import { striped, BLUE, GREEN, RED } from './images.js';

export const PREF_ONLINE = '5a4c7c1e-6a6f-4d43-9a5b-1f7b8c2d3e4f';
export const PREF_WRITING = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

const USER_ID = 'cgn8h3p2lhqr1n2g5aj0';
const MEMBERS = [
  { id: '416264399091130400', name: 'Ash', unlisted: false, avatar: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6' },
  { id: '416264399091130401', name: 'Birch', unlisted: true, avatar: null },
  { id: '416264399091130402', name: 'Cedar', unlisted: false, avatar: 'f6e5d4c3b2a1f6e5d4c3b2a1f6e5d4c3' },
];
const FLAGS = [
  {
    id: 'cgn8h3p2lhqr1n2g5ak0',
    hash: '0123456789abcdef0123456789abcdef',
    name: 'Trans',
    description: 'Blue, pink, white',
  },
  { id: 'cgn8h3p2lhqr1n2g5al0', hash: 'fedcba9876543210fedcba9876543210', name: 'Enby', description: '' },
];
const USER_AVATAR = '9f8e7d6c5b4a39281706f5e4d3c2b1a0';

export class FakePronounsCc {
  token = 'fake-pronouns-cc-token.abc123';
  /** Wait this long before answering /users/@me. */
  slowMs = 0;
  /** Pad /users/@me with this many bytes of whitespace. */
  hugeBytes = 0;
  /** /api/v1/meta answers 404, as a site that is not this API. */
  notV1 = false;
  /** Every API answer is this status (429, 503…). */
  failWith: number | null = null;
  /** Ash's avatar is bytes that are not an image. */
  brokenImage = false;
  /** The second flag's image answers 404. */
  missingFlagImage = false;
  /** The second flag's image is bytes that are not an image. */
  brokenFlagImage = false;
  /**
   * Ash's names (and every extra member's) follow its own with this many empty entries (`{}`), as a
   * hostile service might send.
   */
  emptyEntries = 0;
  /** Members beyond the three (for limits). */
  extraMembers = 0;
  /** Members beyond those, each with every field and list at this server's limits (for sizes). */
  bulkyMembers = 0;
  /** What /meta says of its image host (absent when undefined), and the user's avatar instead of its hash. */
  mediaBaseUrl: unknown = undefined;
  userAvatar: unknown = undefined;
  /** The first member's id is "..", as a hostile service might send to move a path. */
  dotMemberId = false;
  /** The user's links end with one typed without its scheme, as pronouns.cc let people save them. */
  schemelessLink = false;
  /** Requests seen, with whether they carried the token. */
  readonly seen: Array<{ url: string; authorization: string | undefined }> = [];
  readonly server: FastifyInstance;
  url = '';
  private images = new Map<string, Buffer>();

  constructor() {
    this.server = Fastify();
    this.server.addHook('onRequest', async (request) => {
      this.seen.push({ url: request.url, authorization: request.headers.authorization });
    });
    const owner = async (request: { headers: Record<string, unknown> }, reply: { code: (n: number) => unknown }) => {
      if (this.failWith !== null) {
        reply.code(this.failWith);
        return { code: this.failWith, message: 'Busy' };
      }
      if (request.headers.authorization !== this.token) {
        reply.code(401);
        return { code: 1003, message: 'Invalid token' };
      }
      return null;
    };
    this.server.get('/api/v1/meta', async (_request, reply) => {
      if (this.notV1) return reply.code(404).type('text/html').send('<h1>Not found</h1>');
      return {
        git_repository: 'https://codeberg.org/pronounscc/pronouns.cc',
        git_commit: 'abc1234',
        users: { total: 12345, active_month: 1000, active_week: 500, active_day: 100 },
        members: 6789,
        require_invite: false,
        ...(this.mediaBaseUrl === undefined ? {} : { media_base_url: this.mediaBaseUrl }),
      };
    });
    this.server.get('/api/v1/users/@me', async (request, reply) => {
      const refused = await owner(request, reply);
      if (refused) return refused;
      if (this.slowMs > 0) await new Promise((resolve) => setTimeout(resolve, this.slowMs));
      const me = JSON.stringify(this.meUser());
      return reply.type('application/json').send(this.hugeBytes > 0 ? me + ' '.repeat(this.hugeBytes) : me);
    });
    this.server.get<{ Params: { id: string } }>('/api/v1/members/:id', async (request, reply) => {
      const refused = await owner(request, reply);
      if (refused) return refused;
      const member = this.members().find((m) => m.id === request.params.id);
      if (!member) return reply.code(404).send({ code: 3001, message: 'Member not found' });
      const full = this.fullMember(member);
      if (this.emptyEntries === 0 || !(member === MEMBERS[0] || member.name.startsWith('Extra '))) return full;
      // Written by hand: an object per entry would be a large graph in the fake itself.
      const empty = `,${'{},'.repeat(this.emptyEntries - 1)}{}`;
      const names = JSON.stringify(full.names);
      return reply
        .type('application/json')
        .send(JSON.stringify(full).replace(`"names":${names}`, `"names":${names.slice(0, -1)}${empty}]`));
    });
    this.server.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
      const image = this.images.get(request.params['*']);
      if (!image) return reply.code(404).send('not found');
      return reply.type('image/webp').send(image);
    });
  }

  private members() {
    return [
      ...MEMBERS,
      ...Array.from({ length: this.extraMembers }, (_, i) => ({
        id: String(416264399091131000n + BigInt(i)),
        name: `Extra ${i}`,
        unlisted: false,
        avatar: null,
      })),
      ...Array.from({ length: this.bulkyMembers }, (_, i) => ({
        id: String(416264399091132000n + BigInt(i)),
        name: `Bulky ${i}`,
        unlisted: false,
        avatar: null,
      })),
    ];
  }

  private partialMember(member: (typeof MEMBERS)[number]) {
    const index = MEMBERS.indexOf(member);
    return {
      id: this.dotMemberId && index === 0 ? '..' : member.id,
      sid: ['qwerty', 'asdfgh', 'zxcvbn'][index] ?? 'poiuyt',
      name: member.name,
      display_name: `${member.name} of the Grove`,
      bio: `I am ${member.name}.`,
      avatar: member.avatar,
      links: [`https://${member.name.toLowerCase()}.example`],
      names: [{ value: member.name, status: 'favourite' }],
      pronouns: [
        { pronouns: 'they/them/their/theirs/themself', display_text: null, status: 'favourite' },
        { pronouns: 'xe/xem/xyr/xyrs/xemself', display_text: 'xe/xem', status: PREF_ONLINE },
      ],
      unlisted: member.unlisted,
    };
  }

  private fullMember(member: (typeof MEMBERS)[number]) {
    if (member.name.startsWith('Bulky ')) {
      const text = (i: number) => `${member.name} ${i} `.padEnd(LIMITS.entryValue, 'x');
      const entries = Array.from({ length: LIMITS.entries }, (_, i) => ({ value: text(i), status: 'okay' }));
      return {
        ...this.partialMember(member),
        bio: 'b'.repeat(LIMITS.bio),
        names: entries,
        fields: Array.from({ length: LIMITS.fields }, (_, i) => ({ name: text(i), entries })),
        flags: [],
      };
    }
    return {
      ...this.partialMember(member),
      fields: [{ name: 'Likes', entries: [{ value: 'moss', status: 'favourite' }] }],
      flags: member.name === 'Ash' ? [FLAGS[1]] : [],
      user: { id: USER_ID, name: 'grove', display_name: 'The Grove', avatar: USER_AVATAR, custom_preferences: {} },
    };
  }

  meUser() {
    return {
      id: USER_ID,
      sid: 'abcde',
      name: 'grove',
      display_name: 'The Grove',
      bio: 'A **system** of trees.',
      member_title: 'Our trees',
      avatar: this.userAvatar === undefined ? USER_AVATAR : this.userAvatar,
      links: [
        'https://grove.example',
        'ftp://files.grove.example',
        'https://social.example/@grove',
        ...(this.schemelessLink ? ['grove.example/blog'] : []),
      ],
      names: [
        { value: 'Grove', status: 'favourite' },
        { value: 'Forest', status: PREF_WRITING },
        { value: 'Woods', status: '11111111-2222-4333-8444-555555555555' },
      ],
      pronouns: [
        { pronouns: 'it/it/its/its/itself', display_text: null, status: 'favourite' },
        { pronouns: 'they/them/their/theirs/themselves', display_text: 'they/them', status: 'okay' },
      ],
      fields: [
        {
          name: 'Honorifics',
          entries: [
            { value: 'mx.', status: 'favourite' },
            { value: 'sir', status: 'avoid' },
          ],
        },
      ],
      flags: FLAGS,
      members: this.members().map((member) => this.partialMember(member)),
      custom_preferences: {
        [PREF_ONLINE]: { icon: 'wifi', tooltip: 'Only online', size: 'normal', muted: false, favourite: true },
        [PREF_WRITING]: { icon: 'pencil', tooltip: 'In writing', size: 'small', muted: true, favourite: false },
      },
      list_private: false,
      timezone: 'Europe/Amsterdam',
      utc_offset: 3600,
      badges: 0,
      max_invites: 10,
      is_admin: false,
      discord: null,
      discord_username: null,
      tumblr: null,
      tumblr_username: null,
      google: null,
      google_username: null,
      fediverse: null,
      fediverse_username: null,
      fediverse_instance: null,
      created_at: '2023-01-01T00:00:00Z',
      last_sid_reroll: '2023-01-01T00:00:00Z',
    };
  }

  /** `host`: the loopback address to listen on (another address is another site to the fair queue). */
  async start(host = '127.0.0.1'): Promise<this> {
    const picture = await striped('webp', 128, 128, [RED, GREEN, BLUE]);
    const flag = await striped('webp', 96, 60, [BLUE, RED, BLUE]);
    this.images.set(`users/${USER_ID}/${USER_AVATAR}.webp`, await striped('png', 200, 200, [GREEN, BLUE]));
    this.images.set(`members/${MEMBERS[0]!.id}/${MEMBERS[0]!.avatar}.webp`, picture);
    this.images.set(`members/${MEMBERS[2]!.id}/${MEMBERS[2]!.avatar}.webp`, await striped('jpeg', 150, 150));
    this.images.set(`flags/${FLAGS[0]!.hash}.webp`, flag);
    this.images.set(`flags/${FLAGS[1]!.hash}.webp`, await striped('png', 90, 60, [GREEN, GREEN, RED]));
    await this.server.listen({ host, port: 0 });
    const address = this.server.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    this.url = `http://${host}:${address.port}`;
    return this;
  }

  /** The knobs that break images, applied to the served files. */
  applyImageKnobs() {
    const ash = `members/${MEMBERS[0]!.id}/${MEMBERS[0]!.avatar}.webp`;
    if (this.brokenImage) this.images.set(ash, Buffer.from('this is not an image at all'));
    if (this.missingFlagImage) this.images.delete(`flags/${FLAGS[1]!.hash}.webp`);
    if (this.brokenFlagImage) this.images.set(`flags/${FLAGS[1]!.hash}.webp`, Buffer.from('<svg>not a flag</svg>'));
  }

  close() {
    return this.server.close();
  }
}
