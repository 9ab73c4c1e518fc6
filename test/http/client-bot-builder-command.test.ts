/**
 * Client shape: a bot-builder command (a template that fetches the user and lists pronouns with a
 * tooltip): the tooltip is the built-in label for built-in statuses, else
 * `custom_preferences[status].tooltip` from the same answer (the User for a user, `member.user` for a
 * member).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ClientFixture, pronounsCcProfile } from '../helpers/client-fixture.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const BUILT_IN: Record<string, string> = {
  favourite: 'Favourite',
  okay: 'Okay',
  jokingly: 'Jokingly',
  friends_only: 'Only with friends',
  avoid: "Don't use",
};

function tooltips(entries: any[], preferences: Record<string, { tooltip: string }>): string[] {
  return entries.map((p) => {
    const tooltip = BUILT_IN[p.status] ?? preferences[p.status]?.tooltip;
    if (tooltip === undefined) throw new Error(`no tooltip for status ${p.status}`);
    return `${p.display_text ?? p.pronouns} (${tooltip})`;
  });
}

describe('client shape: bot-builder command', () => {
  let t: TestApp;
  let fixture: ClientFixture;
  before(async () => {
    t = await startTestApp();
    fixture = await pronounsCcProfile(t);
  });
  after(() => t.close());

  it("finds a tooltip for every user entry, custom ones in the user's custom_preferences", async () => {
    const user = (await t.get(`/api/v1/users/${fixture.user.name}`)).body;
    assert.deepEqual(tooltips(user.pronouns, user.custom_preferences), [
      'they/them (Favourite)',
      'xe/xem (Only from close friends)',
      'he/him (Okay)',
    ]);
  });

  it('finds a tooltip for every member entry in member.user.custom_preferences', async () => {
    const member = (await t.get(`/api/v1/members/${fixture.memberId}`)).body;
    assert.deepEqual(tooltips(member.pronouns, member.user.custom_preferences), [
      'she/her (Favourite)',
      'it (Only from close friends)',
    ]);
  });

  it('a removed custom preference leaves no dangling status: its entries become "okay"', async () => {
    await t.patch('/api/v1/users/@me', { custom_preferences: {} }, fixture.user.token);
    const user = (await t.get(`/api/v1/users/${fixture.user.name}`)).body;
    assert.deepEqual(tooltips(user.pronouns, user.custom_preferences)[1], 'xe/xem (Okay)');
    const member = (await t.get(`/api/v1/members/${fixture.memberId}`)).body;
    assert.deepEqual(tooltips(member.pronouns, member.user.custom_preferences)[1], 'it (Okay)');
  });
});
