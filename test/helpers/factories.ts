/** Test data made through the public API, so every test exercises the real paths. */
import assert from 'node:assert/strict';
import type { TestApp } from './test-app.js';

let counter = 0;

export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}_${Math.random().toString(36).slice(2, 8)}`;
}

export interface TestUser {
  id: string;
  name: string;
  token: string;
  password: string;
}

export async function registerUser(t: TestApp, name = uniqueName()): Promise<TestUser> {
  const password = 'correct horse battery';
  const res = await t.post('/api/v1/auth/register', { username: name, password });
  assert.equal(res.status, 200, `register failed: ${res.raw}`);
  return { id: res.body.user.id, name: res.body.user.name, token: res.body.token, password };
}

export async function createApiToken(
  t: TestApp,
  user: TestUser,
  options: { read_only?: boolean; name?: string; expires_in?: number } = {},
): Promise<{ id: string; token: string }> {
  const res = await t.post('/api/v1/auth/tokens', options, user.token);
  assert.equal(res.status, 200, `token creation failed: ${res.raw}`);
  return { id: res.body.id, token: res.body.token };
}

export async function createMember(t: TestApp, user: TestUser, body: Record<string, unknown> = {}) {
  const res = await t.post('/api/v1/members', { name: uniqueName('member'), ...body }, user.token);
  assert.equal(res.status, 200, `member creation failed: ${res.raw}`);
  return res.body as { id: string; name: string; [key: string]: unknown };
}

/** Asserts an APIError answer with the given status and code. */
export function assertApiError(res: { status: number; body: any; raw: string }, status: number, code: number): void {
  assert.equal(res.status, status, `expected ${status}/${code}, got ${res.status}: ${res.raw}`);
  assert.equal(res.body?.code, code, `expected code ${code}, got ${res.raw}`);
  assert.equal(typeof res.body.message, 'string');
  assert.ok(res.body.message.length > 0);
}

export const PREF_A = '0191a000-0000-7000-8000-00000000000a';
export const PREF_B = '0191a000-0000-7000-8000-00000000000b';
export const customPreference = (icon = 'star') => ({ icon, tooltip: 'A custom preference', size: 'normal' });

/** A string of n copies of ch, and an array of n made items: for limits at their boundaries. */
export const repeat = (n: number, ch = 'a') => ch.repeat(n);
export const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

/** Adds a flag (a small striped PNG) to the user's library through the API; returns the Flag. */
export async function createFlag(t: TestApp, user: TestUser, body: Record<string, unknown> = {}) {
  const { striped } = await import('./images.js');
  const flag = (await striped('png', 60, 40)).toString('base64');
  const res = await t.post(
    '/api/v1/users/@me/flags',
    { flag, name: uniqueName('flag'), description: 'alt', ...body },
    user.token,
  );
  assert.equal(res.status, 200, `flag creation failed: ${res.raw}`);
  return res.body as { id: string; hash: string; name: string; description: string };
}
