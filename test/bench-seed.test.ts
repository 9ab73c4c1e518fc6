/**
 * The bench's bulk seeding (bench/bulk-seed.ts): copies made inside the database must read back as
 * the accounts the services would have stored, or the scaling figures would measure something else.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bulkSeed, letters } from '../bench/bulk-seed.js';
import { cloneId, type Seed } from '../bench/seed.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

/** `value` with every string that names a template (an ID, a short ID, a username) renamed for copy g. */
function renamed(value: unknown, names: Map<string, (g: number) => string>, g: number): unknown {
  if (typeof value === 'string') return names.get(value)?.(g) ?? value;
  if (Array.isArray(value)) return value.map((item) => renamed(item, names, g));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, names, g)]));
  }
  return value;
}

describe('bulk seeding for the scaling bench', () => {
  let t: TestApp;
  let seeded: Seed;
  before(async () => {
    t = await startTestApp();
    seeded = await t.asOperator((ctx) => bulkSeed(ctx, 8, { tokens: 0, log: () => {}, templates: 3 }));
  });
  after(() => t.close());

  it('stores whole generations of copies of the templates', async () => {
    assert.equal(seeded.users.length, 3);
    assert.equal(seeded.generations, 3);
    const meta = await t.get('/api/v1/meta');
    assert.equal(meta.body.users.total, 9);
    assert.equal(meta.body.members, 45);
  });

  it('answers every public read of a copy as the template’s answer with its IDs, short IDs and name renamed', async () => {
    for (const template of seeded.users) {
      const user = await t.get(`/api/v1/users/${template.id}`);
      const names = new Map<string, (g: number) => string>([
        [template.id, (g) => cloneId(template.id, g)],
        [template.name, (g) => `${template.name}-${g}`],
        [user.body.sid, (g) => `${user.body.sid}${letters(g)}`],
      ]);
      for (const id of template.memberIds) {
        const member = await t.get(`/api/v1/members/${id}`);
        names.set(id, (g) => cloneId(id, g));
        names.set(member.body.sid, (g) => `${member.body.sid}${letters(g)}`);
      }
      const paths = (id: string, name: string, memberIds: string[]) => [
        `/api/v1/users/${id}`,
        `/api/v1/users/${name}`,
        `/api/v1/users/${name}/members`,
        ...memberIds.map((memberId) => `/api/v1/members/${memberId}`),
        ...template.memberNames.map((member) => `/api/v1/users/${name}/members/${encodeURIComponent(member)}`),
      ];
      const originals = [];
      for (const path of paths(template.id, template.name, template.memberIds)) {
        const res = await t.get(path);
        assert.equal(res.status, 200, path);
        originals.push(res.body);
      }
      for (const g of [1, 2]) {
        const copyPaths = paths(
          cloneId(template.id, g),
          `${template.name}-${g}`,
          template.memberIds.map((id) => cloneId(id, g)),
        );
        for (const [i, path] of copyPaths.entries()) {
          const res = await t.get(path);
          assert.equal(res.status, 200, path);
          assert.deepEqual(res.body, renamed(originals[i], names, g), path);
        }
      }
    }
  });
});
