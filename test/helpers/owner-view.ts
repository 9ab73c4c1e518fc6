/** What an owner reads of their own account through the API, for comparing two accounts' data. */
import type { TestUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** The owner's MeUser and every member in full, members sorted by name. */
export async function ownerView(app: TestApp, user: TestUser) {
  const me = (await app.get('/api/v1/users/@me', user.token)).body;
  const members = [];
  for (const partial of me.members as Array<{ id: string }>) {
    members.push((await app.get(`/api/v1/members/${partial.id}`, user.token)).body);
  }
  members.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return { me, members };
}

/** An owner view without what differs between two accounts holding the same data (ids, names, times). */
export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['id', 'sid', 'name', 'created_at', 'last_sid_reroll', 'members', 'user'].includes(key))
        .map(([key, inner]) => [key, comparable(inner)]),
    );
  }
  return value;
}
