/**
 * The placement rule (rules/placements.ts) over random profiles, placements and readers: a reader sees
 * exactly the items placed for one of their audiences and the items not placed, never anything else;
 * the public never sees a placed item; pruning keeps what names an item and nothing more; removing an
 * audience never makes an item public; an import keeps every placed item to its owner.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  afterAudienceRemoved,
  type PlaceableItems,
  type Placements,
  placementsImported,
  prunePlacements,
  PUBLIC_READER,
  readerOf,
  visibleItems,
  withoutAudience,
} from '../../src/profiles/rules/placements.js';
import { narrowerOf, sameVisibility } from '../../src/profiles/rules/widening.js';

const AUDIENCES = ['a1', 'a2', 'a3'];
const STATUSES = ['favourite', 'okay', 'friends_only', 'avoid'];

const text = fc.constantFrom('Robin', 'Birdie', 'Dr. R', 'constructor', '__proto__', 'they/them', 'she/her', 'x');
const entry = fc.record({ value: text, status: fc.constantFrom(...STATUSES) });
const placement = fc.oneof(fc.constant([] as string[]), fc.subarray(AUDIENCES, { minLength: 1 }));
const profile: fc.Arbitrary<PlaceableItems> = fc.record({
  bio: fc.option(text, { nil: null }),
  avatar: fc.option(fc.constantFrom('hash1', 'hash2'), { nil: null }),
  names: fc.array(entry, { maxLength: 5 }),
  pronouns: fc.array(entry, { maxLength: 4 }),
  fields: fc.array(fc.record({ name: text, entries: fc.array(entry, { maxLength: 4 }) }), { maxLength: 3 }),
  links: fc.uniqueArray(fc.constantFrom('https://a.example/', 'https://b.example/', 'https://c.example/')),
  verified_links: fc.constant([]),
  flags: fc.uniqueArray(fc.constantFrom('f1', 'f2', 'f3')),
});
const map = fc.dictionary(text, placement, { maxKeys: 4 });
const placements: fc.Arbitrary<Placements> = fc.record(
  {
    bio: placement,
    avatar: placement,
    names: map,
    pronouns: map,
    fields: map,
    field_entries: fc.dictionary(text, map, { maxKeys: 3 }),
    links: fc.dictionary(fc.constantFrom('https://a.example/', 'https://b.example/'), placement),
    flags: fc.dictionary(fc.constantFrom('f1', 'f2'), placement),
  },
  { requiredKeys: [] },
);
const reader = fc.subarray(AUDIENCES);
const friends = fc.option(fc.constantFrom(...AUDIENCES), { nil: null });

const own = <V>(record: Record<string, V> | undefined, key: string) =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** The rule, written out item by item: whether `audiences` see an item of this placement and status. */
function sees(
  audiences: readonly string[],
  placed: string[] | undefined,
  status: string | null,
  friendsOf: string | null,
) {
  if (placed === undefined && status === 'friends_only' && friendsOf !== null) return audiences.includes(friendsOf);
  return placed === undefined || placed.some((id) => audiences.includes(id));
}

describe('placements, over random profiles', () => {
  it('a reader sees exactly the public items and those placed for one of their audiences', () => {
    fc.assert(
      fc.property(profile, placements, reader, friends, (p, placed, audiences, friendsOf) => {
        const seen = visibleItems(p, placed, readerOf(audiences), friendsOf);
        const expect = (list: Array<{ value: string; status: string }>, kind: 'names' | 'pronouns') =>
          list.filter((e) => sees(audiences, own(placed[kind], e.value), e.status, friendsOf));
        assert.deepEqual(seen.names, expect(p.names as Array<{ value: string; status: string }>, 'names'));
        assert.deepEqual(seen.pronouns, expect(p.pronouns as Array<{ value: string; status: string }>, 'pronouns'));
        assert.equal(seen.bio, sees(audiences, placed.bio, null, null) ? p.bio : null);
        assert.equal(seen.avatar, sees(audiences, placed.avatar, null, null) ? p.avatar : null);
        assert.deepEqual(
          seen.links,
          p.links.filter((l) => sees(audiences, own(placed.links, l), null, null)),
        );
        assert.deepEqual(
          seen.flags,
          p.flags.filter((f) => sees(audiences, own(placed.flags, f), null, null)),
        );
        const fields = p.fields
          .filter((f) => sees(audiences, own(placed.fields, f.name), null, null))
          .map((f) => ({
            ...f,
            entries: f.entries.filter((e) =>
              sees(audiences, own(own(placed.field_entries, f.name), e.value), e.status, friendsOf),
            ),
          }));
        assert.deepEqual(seen.fields, fields);
      }),
      { numRuns: 500 },
    );
  });

  it('the public never sees an item that has a placement, nor the owner-only ones by any link', () => {
    fc.assert(
      fc.property(profile, placements, reader, (p, placed, audiences) => {
        const pub = visibleItems(p, placed, PUBLIC_READER, null);
        for (const e of pub.names) assert.equal(own(placed.names, e.value), undefined);
        for (const l of pub.links) assert.equal(own(placed.links, l), undefined);
        if (placed.bio !== undefined) assert.equal(pub.bio, null);
        const linked = visibleItems(p, placed, readerOf(audiences), null);
        for (const e of linked.names) assert.notDeepEqual(own(placed.names, e.value), []);
      }),
      { numRuns: 500 },
    );
  });

  it('pruning keeps only what names an item, is idempotent, and changes no one’s view', () => {
    fc.assert(
      fc.property(profile, placements, reader, (p, placed, audiences) => {
        const pruned = prunePlacements(p, placed);
        assert.deepEqual(prunePlacements(p, pruned), pruned);
        for (const key of Object.keys(pruned.names ?? {})) assert.ok(p.names.some((e) => e.value === key));
        for (const key of Object.keys(pruned.links ?? {})) assert.ok(p.links.includes(key));
        const r = readerOf(audiences);
        // As JSON: fast-check makes some objects without a prototype, and a copy has Object's.
        const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
        assert.deepEqual(plain(visibleItems(p, pruned, r, null)), plain(visibleItems(p, placed, r, null)));
      }),
      { numRuns: 500 },
    );
  });

  it('removing an audience never shows anyone more', () => {
    fc.assert(
      fc.property(profile, placements, fc.constantFrom(...AUDIENCES), reader, (p, placed, gone, audiences) => {
        const after = withoutAudience(placed, gone);
        const before = visibleItems(p, placed, readerOf(audiences), null);
        const now = visibleItems(p, after, readerOf(audiences), null);
        assert.ok(now.names.every((e) => before.names.includes(e)));
        assert.ok(now.links.every((l) => before.links.includes(l)));
        assert.ok(now.bio === null || now.bio === before.bio);
        assert.deepEqual(
          JSON.stringify(visibleItems(p, after, PUBLIC_READER, null)),
          JSON.stringify(visibleItems(p, placed, PUBLIC_READER, null)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('deleting an audience, the friends audience too, never shows anyone more', () => {
    fc.assert(
      fc.property(
        profile,
        placements,
        friends,
        fc.constantFrom(...AUDIENCES),
        reader,
        (p, placed, friendsOf, gone, audiences) => {
          const after = afterAudienceRemoved(p, placed, friendsOf, gone);
          const plain = (value: unknown) => JSON.stringify(value);
          const before = visibleItems(p, placed, readerOf(audiences), friendsOf);
          const now = visibleItems(
            p,
            after.placements,
            readerOf(audiences.filter((id) => id !== gone)),
            after.friendsAudience,
          );
          for (const kind of ['names', 'pronouns', 'links', 'flags'] as const) {
            const was = before[kind].map(plain);
            assert.ok(
              now[kind].every((item) => was.includes(plain(item))),
              kind,
            );
          }
          const publicBefore = visibleItems(p, placed, PUBLIC_READER, friendsOf);
          const publicNow = visibleItems(p, after.placements, PUBLIC_READER, after.friendsAudience);
          // The public sees no more (less only where a public entry has the same text as a hidden one).
          const publicWas = publicBefore.names.map(plain);
          assert.ok(publicNow.names.every((item) => publicWas.includes(plain(item))));
          const entriesOf = (view: typeof publicNow) =>
            view.fields.flatMap((f) => f.entries.map((e) => plain([f.name, e])));
          assert.ok(entriesOf(publicNow).every((item) => entriesOf(publicBefore).includes(item)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('an import keeps every placed item whose audience it does not restore, and every friends_only entry of a friends audience, to its owner', () => {
    fc.assert(
      fc.property(profile, placements, fc.boolean(), (p, placed, friendsOnly) => {
        const flagIds = new Map([
          ['f1', 'n1'],
          ['f2', 'n2'],
        ]);
        const kept = placementsImported(placed, friendsOnly, p, flagIds, new Map()) ?? {};
        const renamed = { ...p, flags: p.flags.map((f) => flagIds.get(f) ?? f) };
        const pub = visibleItems(renamed, kept, PUBLIC_READER, null);
        const before = visibleItems(p, placed, PUBLIC_READER, friendsOnly ? 'a1' : null);
        // The public sees no more after the import than before it (links, names, fields, bio, flags).
        assert.ok(pub.names.every((e) => before.names.includes(e)));
        assert.ok(pub.links.every((l) => before.links.includes(l)));
        assert.ok(pub.bio === null || pub.bio === before.bio);
        assert.ok(pub.flags.every((f) => before.flags.map((g) => flagIds.get(g) ?? g).includes(f)));
        for (const all of Object.values(kept.names ?? {})) assert.deepEqual(all, []);
      }),
      { numRuns: 500 },
    );
  });

  it('an import shows each restored audience what it showed the audience it restores, and no other reader more', () => {
    fc.assert(
      fc.property(profile, placements, fc.subarray(['a1', 'a2', 'a3']), (p, placed, restored) => {
        // Each restored audience of the export (aN) is the account's bN.
        const audienceIds = new Map(restored.map((id) => [id, id.replace('a', 'b')]));
        const flags = new Map(p.flags.map((f) => [f, f]));
        const imported = placementsImported(placed, false, p, flags, audienceIds) ?? {};
        for (const id of ['a1', 'a2', 'a3']) {
          const before = visibleItems(p, placed, readerOf([id]), null);
          const now = visibleItems(p, imported, readerOf([audienceIds.get(id) ?? 'none']), null);
          if (audienceIds.has(id)) assert.deepEqual(JSON.stringify(now), JSON.stringify(before));
          else assert.deepEqual(JSON.stringify(now), JSON.stringify(visibleItems(p, placed, PUBLIC_READER, null)));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a change held back by the widening delay shows no reader more than before or after it, and waits only when it shows more', () => {
    fc.assert(
      fc.property(profile, placements, placements, friends, friends, reader, (p, a, b, fa, fb, audiences) => {
        const current = { placements: a, friendsAudience: fa };
        const target = { placements: b, friendsAudience: fb };
        const now = narrowerOf(p, current, target, false);
        const seen = (v: typeof now) =>
          JSON.stringify(visibleItems(p, v.placements, readerOf(audiences), v.friendsAudience));
        const shown = visibleItems(p, now.placements, readerOf(audiences), now.friendsAudience);
        const before = visibleItems(p, a, readerOf(audiences), fa);
        const after = visibleItems(p, b, readerOf(audiences), fb);
        assert.ok(shown.names.every((e) => before.names.includes(e) && after.names.includes(e)));
        assert.ok(shown.pronouns.every((e) => before.pronouns.includes(e) && after.pronouns.includes(e)));
        assert.ok(shown.links.every((l) => before.links.includes(l) && after.links.includes(l)));
        assert.ok(shown.flags.every((f) => before.flags.includes(f) && after.flags.includes(f)));
        assert.ok(shown.bio === null || (before.bio !== null && after.bio !== null));
        assert.ok(shown.avatar === null || (before.avatar !== null && after.avatar !== null));
        // Fields may share a name: each shown field is within one of that name, before and after.
        const within = (field: (typeof shown.fields)[number], fields: typeof shown.fields) =>
          fields.some((f) => f.name === field.name && field.entries.every((e) => f.entries.includes(e)));
        for (const field of shown.fields) assert.ok(within(field, before.fields) && within(field, after.fields));
        // A change that shows nobody more is not held back at all.
        if (sameVisibility(p, narrowerOf(p, current, target, false), target, false)) {
          assert.equal(seen(now), seen(target));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
