/** The pure profile rules: preferences, usernames, member names, pronoun display text, views. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../src/core/errors.js';
import { normaliseMemberName } from '../../src/profiles/rules/member-names.js';
import type { MemberRecord } from '../../src/profiles/stores/member-store.js';
import { type FlagResolver, toMemberBody, toPartialMemberBody } from '../../src/profiles/documents/member-view.js';
import {
  checkStatuses,
  completeCustomPreferences,
  removedPreferenceKeys,
  resetRemovedPreferences,
} from '../../src/profiles/rules/preferences.js';
import {
  checkProfileFlags,
  normaliseFlagDescription,
  normaliseFlagName,
} from '../../src/profiles/rules/profile-flags.js';
import { toUserPronounEntries } from '../../src/profiles/rules/profile-input.js';
import { type FlagView, LINKED_ACCOUNT_KEYS, type LinkedAccounts } from '../../src/profiles/rules/profile-types.js';
import { pronounDisplayText } from '../../src/profiles/rules/pronoun-display.js';
import { flagResolver, userDocuments } from '../../src/profiles/documents/public-documents.js';
import { normaliseTimezone, utcOffsetSeconds } from '../../src/profiles/rules/time-zones.js';
import type { UserRecord } from '../../src/profiles/stores/user-store.js';
import { memberDocuments } from '../../src/profiles/documents/public-documents.js';
import { documentBytes, parseDocument, withUnlisted } from '../../src/profiles/documents/stored-document.js';
import { checkUsername } from '../../src/profiles/rules/usernames.js';

const PREF = '0191a000-0000-7000-8000-00000000000a';
const custom = { icon: 'star', tooltip: 'Star', size: 'normal' as const, muted: false, favourite: false };

function rejects(fn: () => unknown, code: number, detail?: RegExp) {
  assert.throws(fn, (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.code, code);
    if (detail) assert.match(error.details ?? '', detail);
    return true;
  });
}

const FLAG: FlagView = {
  id: '0191a000-0000-7000-8000-0000000000f1',
  hash: 'a'.repeat(64),
  name: 'Rainbow',
  description: 'a rainbow flag',
};
const flags: FlagResolver = flagResolver(new Map([[FLAG.id, FLAG]]));

const user: UserRecord = {
  id: '0191a000-0000-7000-8000-000000000001',
  sid: 'abcde',
  username: 'Robin',
  display_name: 'Robin R.',
  bio: null,
  content_note: null,
  member_title: null,
  avatar: null,
  links: ['https://robin.example'],
  verified_links: [],
  names: [{ value: 'Robin', status: 'favourite' }],
  pronouns: [{ value: 'they/them/their', display_text: null, status: PREF }],
  fields: [],
  flags: [FLAG.id, '0191a000-0000-7000-8000-0000000000f9'],
  timezone: 'Europe/Berlin',
  language: null,
  last_sid_reroll: null,
  custom_preferences: { [PREF]: custom },
  list_private: false,
  is_admin: false,
  placements: {},
  friends_audience: null,
  widening_delay: 0,
  linked: Object.fromEntries(LINKED_ACCOUNT_KEYS.map((k) => [k, null])) as LinkedAccounts,
  created_at: 1,
  last_active_at: 1,
};
const member: MemberRecord = {
  id: '0191a000-0000-7000-8000-000000000002',
  user_id: user.id,
  sid: 'abcdef',
  name: 'Sky',
  display_name: null,
  bio: null,
  content_note: null,
  avatar: null,
  links: [],
  verified_links: [],
  names: [],
  pronouns: [{ pronouns: 'she/her/hers', display_text: null, status: 'okay' }],
  fields: [{ name: 'Words', entries: [{ value: 'pal', status: PREF }] }],
  unlisted: true,
  flags: [FLAG.id],
  last_sid_reroll: null,
  placements: {},
};

describe('preferences', () => {
  it("accept built-ins and the owner's custom keys, and name the entry that uses anything else", () => {
    checkStatuses(
      { names: [{ value: 'a', status: 'avoid' }], pronouns: [{ value: 'b', status: PREF }] },
      { [PREF]: custom },
    );
    rejects(
      () => checkStatuses({ fields: [{ name: 'f', entries: [{ value: 'x', status: 'nope' }] }] }, {}),
      400,
      /^fields\.0\.entries\.0\.status: unknown preference "nope"/,
    );
    rejects(() => checkStatuses({ names: [{ value: 'a', status: PREF }] }, {}), 400, /^names\.0\.status/);
  });

  it('turn entries whose custom preference was removed into "okay", and say whether any changed', () => {
    const removed = removedPreferenceKeys({ [PREF]: custom }, {});
    assert.deepEqual([...removed], [PREF]);
    const reset = resetRemovedPreferences(member, removed);
    assert.equal(reset.changed, true);
    assert.deepEqual(reset.fields[0]!.entries[0], { value: 'pal', status: 'okay' });
    assert.equal(resetRemovedPreferences({ names: [], pronouns: [], fields: [] }, removed).changed, false);
  });

  it('are stored complete: muted and favourite default to false', () => {
    assert.deepEqual(completeCustomPreferences({ [PREF]: { icon: 'x', tooltip: 't', size: 'small' } }), {
      [PREF]: { icon: 'x', tooltip: 't', size: 'small', muted: false, favourite: false },
    });
  });
});

describe('names', () => {
  it('usernames: 2–40 of A–Z a–z 0–9 _ . -, not only dots', () => {
    for (const ok of ['ab', 'a.b', 'x_y-z', 'A'.repeat(40), '..a']) checkUsername(ok);
    for (const bad of ['a', 'A'.repeat(41), '...', 'a b', 'é', 'a/b', '']) rejects(() => checkUsername(bad), 1006);
  });

  it('member names: trimmed, 1–100 characters, no URL-breaking or control characters, not . or ..', () => {
    assert.equal(normaliseMemberName('  Café  '), 'Café');
    assert.equal(normaliseMemberName('🌟'.repeat(100)), '🌟'.repeat(100));
    for (const bad of ['', '   ', 'a/b', 'a\\b', 'a?b', 'a#b', 'a%b', 'a\u0007b', '.', '..', 'x'.repeat(101)]) {
      rejects(() => normaliseMemberName(bad), 400, /^name: /);
    }
  });

  it('pronoun display text: as set, else the first two forms, else the whole value', () => {
    assert.equal(pronounDisplayText({ pronouns: 'they/them/their', display_text: null }), 'they/them');
    assert.equal(pronounDisplayText({ pronouns: 'xe', display_text: null }), 'xe');
    assert.equal(pronounDisplayText({ pronouns: 'a/b', display_text: 'custom' }), 'custom');
  });
});

describe('views', () => {
  it('the public User document leaves members and utc_offset out for the read-time splice', () => {
    const doc = JSON.parse(userDocuments(user, flags).public_doc);
    assert.equal('members' in doc, false);
    assert.equal('utc_offset' in doc, false);
    assert.equal(doc.sid, 'abcde');
    assert.equal(doc.badges, 0);
    assert.deepEqual(Object.keys(JSON.parse(userDocuments(user, flags).partial_doc)).sort(), [
      'avatar',
      'custom_preferences',
      'display_name',
      'id',
      'name',
    ]);
  });

  it('user pronoun entries carry value, the same text as pronouns, and a display text', () => {
    const doc = JSON.parse(userDocuments(user, flags).public_doc);
    assert.deepEqual(doc.pronouns, [
      { value: 'they/them/their', pronouns: 'they/them/their', display_text: 'they/them', status: PREF },
    ]);
  });

  it('flags resolve against the library, in order, leaving out IDs no longer in it', () => {
    assert.deepEqual(JSON.parse(userDocuments(user, flags).public_doc).flags, [FLAG]);
    assert.deepEqual(toMemberBody(member, flags).flags, [FLAG]);
  });

  it('owners see their members with `unlisted`, spliced into the stored partial document', () => {
    const owned = parseDocument(
      withUnlisted(documentBytes(memberDocuments(member, flags, null).partial_doc), member.unlisted),
    );
    assert.deepEqual(owned, { ...toPartialMemberBody(member, flags), unlisted: true });
  });

  it('members show `unlisted` to their owner only, and derived display texts', () => {
    assert.equal('unlisted' in toPartialMemberBody(member, flags), false);
    assert.equal('unlisted' in parseDocument(memberDocuments(member, flags, null).partial_doc), false);
    const full = toMemberBody(member, flags);
    assert.equal(full.sid, 'abcdef');
    assert.deepEqual(full.pronouns[0], { pronouns: 'she/her/hers', display_text: 'she/her', status: 'okay' });
  });
});

describe('user pronoun input', () => {
  it('takes either {value, status} or {pronouns, display_text?, status}; both texts must agree', () => {
    assert.deepEqual(toUserPronounEntries([{ value: 'she/her', status: 'okay' }]), [
      { value: 'she/her', display_text: null, status: 'okay' },
    ]);
    assert.deepEqual(toUserPronounEntries([{ pronouns: 'he/him', display_text: 'he', status: 'okay' }]), [
      { value: 'he/him', display_text: 'he', status: 'okay' },
    ]);
    assert.deepEqual(toUserPronounEntries([{ value: 'x', pronouns: 'x', display_text: '', status: 'okay' }]), [
      { value: 'x', display_text: null, status: 'okay' },
    ]);
    rejects(() => toUserPronounEntries([{ value: 'x', pronouns: 'y', status: 'okay' }]), 400, /^pronouns\.0: /);
    rejects(() => toUserPronounEntries([{ value: 'x', status: 'okay' }, { status: 'okay' }]), 400, /^pronouns\.1: /);
  });
});

describe('time zones', () => {
  it('accept IANA names the runtime knows, in their usual spelling, and refuse anything else', () => {
    for (const ok of ['Europe/Berlin', 'Asia/Kolkata', 'UTC', 'America/Argentina/Buenos_Aires', 'US/Pacific']) {
      assert.equal(normaliseTimezone(ok), ok);
    }
    assert.equal(normaliseTimezone('europe/BERLIN'), 'Europe/Berlin');
    assert.equal(normaliseTimezone('utc'), 'UTC');
    assert.equal(normaliseTimezone('aSiA/kOlKaTa'), 'Asia/Kolkata');
    assert.equal(normaliseTimezone('asia/ho_chi_minh'), 'Asia/Ho_Chi_Minh');
    assert.equal(normaliseTimezone('us/pacific'), 'US/Pacific');
    for (const bad of ['Mars/Olympus', 'europe berlin', '+05:30', '../etc', 'Europe/Berlin\u0000', '']) {
      rejects(() => normaliseTimezone(bad), 400, /^timezone: /);
    }
  });

  it('give the offset of the moment, following daylight saving time', () => {
    assert.equal(utcOffsetSeconds('Asia/Kolkata', Date.UTC(2026, 0, 1)), 19800);
    assert.equal(utcOffsetSeconds('Europe/Berlin', Date.UTC(2026, 0, 15)), 3600);
    assert.equal(utcOffsetSeconds('Europe/Berlin', Date.UTC(2026, 6, 15)), 7200);
    assert.equal(utcOffsetSeconds('America/St_Johns', Date.UTC(2026, 0, 15)), -12600);
    assert.equal(utcOffsetSeconds('UTC', Date.UTC(2026, 0, 15)), 0);
    assert.equal(utcOffsetSeconds(null, 0), null);
  });
});

describe('flags', () => {
  it("a profile shows flags of its owner's library, each once", () => {
    const library = new Map([[FLAG.id, FLAG]]);
    checkProfileFlags([FLAG.id], library);
    rejects(() => checkProfileFlags([FLAG.id, 'other'], library), 400, /^flags\.1: /);
    rejects(() => checkProfileFlags([FLAG.id, FLAG.id], library), 400, /^flags\.1: /);
  });

  it('names are 1–100 characters after trimming, descriptions at most 500', () => {
    assert.equal(normaliseFlagName('  Pride  '), 'Pride');
    for (const bad of ['', '   ', 'x'.repeat(101), 'a\u0007b']) rejects(() => normaliseFlagName(bad), 400, /^name: /);
    assert.equal(normaliseFlagDescription(' '), '');
    rejects(() => normaliseFlagDescription('x'.repeat(501)), 400, /^description: /);
  });
});

describe('flag texts count characters, not UTF-16 units', () => {
  it('an emoji is one character in names and descriptions', () => {
    assert.equal(normaliseFlagName('🌟'.repeat(100)), '🌟'.repeat(100));
    assert.equal(normaliseFlagDescription('🌟'.repeat(500)), '🌟'.repeat(500));
    rejects(() => normaliseFlagName('🌟'.repeat(101)), 400, /^name: /);
  });
});
