/** What cards, badges and link previews show of a profile's entries (entriesForEveryone, favouritePronouns). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UserDocument } from '../../src/profiles/documents/stored-document.js';
import { favouritePronouns } from '../../src/web/support/share-card-content.js';
import { entriesForEveryone } from '../../src/profiles/rules/entries-for-everyone.js';

const MUTED = 'custom-muted';
const LIKED = 'custom-liked';
const custom = {
  [MUTED]: { icon: 'x', tooltip: 'no', size: 'small' as const, muted: true },
  [LIKED]: { icon: 'star', tooltip: 'yes', size: 'normal' as const, favourite: true },
};
const entries = (...statuses: string[]) => statuses.map((status, i) => ({ value: `e${i}`, status }));

describe('entriesForEveryone', () => {
  it('the favourites (built-in or custom) when there are some', () => {
    assert.deepEqual(
      entriesForEveryone(entries('okay', 'favourite', 'avoid', LIKED), custom).map((e) => e.value),
      ['e1', 'e3'],
    );
  });
  it('else the entries anyone may use: not avoid, jokingly, friends_only or a muted custom one', () => {
    const shown = entriesForEveryone(entries('avoid', 'jokingly', 'friends_only', MUTED, 'okay', 'unknown'), custom);
    assert.deepEqual(
      shown.map((e) => e.value),
      ['e4', 'e5'],
    );
  });
  it('else nothing', () => {
    assert.deepEqual(entriesForEveryone(entries('avoid', 'jokingly'), custom), []);
  });
});

describe('favouritePronouns (the card)', () => {
  const profile = (...pronouns: [string, string][]) =>
    ({
      pronouns: pronouns.map(([value, status]) => ({ pronouns: value, display_text: null, status })),
    }) as unknown as UserDocument;
  it('never an avoided, jokingly or friends-only set; the first two anyone may use; else none', () => {
    assert.deepEqual(
      favouritePronouns(profile(['he/him', 'avoid'], ['she/her', 'jokingly'], ['they/them', 'okay']), custom),
      ['they/them'],
    );
    assert.deepEqual(favouritePronouns(profile(['a/b', 'okay'], ['c/d', 'okay'], ['e/f', 'okay']), custom), [
      'a/b',
      'c/d',
    ]);
    assert.deepEqual(favouritePronouns(profile(['he/him', 'avoid'], ['xe/xem', 'friends_only']), custom), []);
  });
});
