/**
 * A profile as people of pronouns.cc fill it in, made through the API the way its web app sends it
 * (pronouns.cc's entry shape, a custom preference, flags, an avatar, members): what the client-shape
 * tests read back with the field accesses of real pronouns.cc clients.
 */
import assert from 'node:assert/strict';
import { createFlag, createMember, registerUser, type TestUser } from './factories.js';
import { striped } from './images.js';
import type { TestApp } from './test-app.js';

export const CUSTOM = '0191a000-0000-7000-8000-0000000000c1';

export interface ClientFixture {
  user: TestUser;
  flagIds: string[];
  memberId: string;
  memberName: string;
}

export async function pronounsCcProfile(t: TestApp): Promise<ClientFixture> {
  const user = await registerUser(t);
  const pride = await createFlag(t, user, { name: 'Progress pride', description: 'The progress pride flag' });
  const nb = await createFlag(t, user, { name: 'Non-binary', description: '' });
  const avatar = (await striped('png', 64, 64)).toString('base64');
  const res = await t.patch(
    '/api/v1/users/@me',
    {
      display_name: 'Robin',
      bio: 'Proof: nametag-proof-1234',
      links: ['https://robin.example', 'https://social.example/@robin'],
      avatar,
      custom_preferences: { [CUSTOM]: { icon: 'heart', tooltip: 'Only from close friends', size: 'normal' } },
      names: [{ value: 'Robin', status: 'favourite' }],
      pronouns: [
        { pronouns: 'they/them/their/theirs/themself', status: 'favourite' },
        { pronouns: 'xe/xem/xyr/xyrs/xemself', display_text: 'xe/xem', status: CUSTOM },
        { value: 'he/him/his/his/himself', status: 'okay' },
      ],
      flags: [pride.id, nb.id],
      timezone: 'Asia/Kolkata',
    },
    user.token,
  );
  assert.equal(res.status, 200, res.raw);
  const member = await createMember(t, user, {
    name: 'Sky Blue',
    display_name: 'Sky',
    avatar,
    pronouns: [
      { pronouns: 'she/her/her/hers/herself', status: 'favourite' },
      { pronouns: 'it/its', display_text: 'it', status: CUSTOM },
    ],
    flags: [nb.id],
  });
  return { user, flagIds: [pride.id, nb.id], memberId: member.id, memberName: 'Sky Blue' };
}
