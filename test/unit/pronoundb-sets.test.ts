/** PronounDB's codes for a profile's pronouns (modules/pronoundb/pronoundb-sets.ts): its rules, and nothing dropped. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { codesOf, pronounDbEntry } from '../../src/modules/pronoundb/pronoundb-sets.js';

const NOMINATIVE = ['he', 'it', 'she', 'they'];
const META = ['any', 'ask', 'avoid', 'other'];

const texts = fc.constantFrom(
  'she/her',
  'he/him/his/his/himself',
  'they/them',
  'it/its',
  'she/they',
  'he/they',
  'any',
  'Any pronouns',
  'ask',
  'no pronouns',
  'avoid',
  'xe/xem/xyr/xyrs/xemself',
  'sie/ihr',
  'elle',
  'ze/hir',
  'él',
  'they',
);

describe('codesOf', () => {
  it('names the sets PronounDB knows, in any case and length, and nothing else', () => {
    assert.deepEqual(codesOf('She/Her'), ['she']);
    assert.deepEqual(codesOf('they/them/their/theirs/themself'), ['they']);
    assert.deepEqual(codesOf('he/they'), ['he', 'they']);
    assert.deepEqual(codesOf('  Any Pronouns. '), ['any']);
    assert.deepEqual(codesOf('use my name'), ['avoid']);
    assert.deepEqual(codesOf('xe/xem'), []);
    assert.deepEqual(codesOf('sie/ihr'), []);
  });
});

describe('pronounDbEntry', () => {
  it("keeps PronounDB's rules and drops nothing (property)", () => {
    fc.assert(
      fc.property(fc.array(texts, { maxLength: 8 }), (list) => {
        const entry = pronounDbEntry(list.map((text) => ({ text, display: text })));
        const codes = entry.sets.en ?? [];
        assert.ok(codes.length <= 3, `at most three codes: ${codes}`);
        assert.equal(new Set(codes).size, codes.length, 'no code twice');
        for (const code of codes) assert.ok([...NOMINATIVE, ...META].includes(code), code);
        if (codes.includes('avoid')) assert.deepEqual(codes, ['avoid'], 'avoid stands alone');
        const firstMeta = codes.findIndex((code) => META.includes(code));
        if (firstMeta >= 0)
          assert.ok(
            codes.slice(firstMeta).every((code) => META.includes(code)),
            'meta sets last',
          );
        assert.equal(codes.includes('other'), (entry.other_pronouns ?? []).length > 0, '"other" iff texts');
        // Every text is said: as text beside "other", or each of its codes kept or written out by a
        // text of the same code ("any" and "Any pronouns" say the same).
        const others = entry.other_pronouns ?? [];
        for (const text of list) {
          const own = codesOf(text);
          const said =
            others.includes(text) ||
            (own.length > 0 &&
              own.every((code) => codes.includes(code) || others.some((other) => codesOf(other).includes(code))));
          assert.ok(said, `"${text}" is said in ${JSON.stringify(entry)}`);
        }
        if (list.length === 0) assert.deepEqual(entry, { sets: {} });
      }),
      { numRuns: 1000 },
    );
  });
});
