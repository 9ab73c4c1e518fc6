import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lookUpPronouns, pronounPath } from '../../src/profiles/rules/pronouns/index.js';

const sentenceText = (forms: string) => {
  const lookup = lookUpPronouns(forms);
  assert.equal(lookup.kind, 'complete', forms);
  return (lookup.kind === 'complete' ? lookup.set.sentences : []).map((parts) =>
    parts.map((part) => part.text).join(''),
  );
};

describe('pronoun examples', () => {
  it('completes common short forms from the table', () => {
    for (const [typed, full] of [
      ['they/them', 'they/them/their/theirs/themselves'],
      ['she/her', 'she/her/her/hers/herself'],
      ['he/him', 'he/him/his/his/himself'],
      ['it/its', 'it/it/its/its/itself'],
      ['xe/xem', 'xe/xem/xyr/xyrs/xemself'],
      ['ze/hir', 'ze/hir/hir/hirs/hirself'],
      ['ze/zir', 'ze/zir/zir/zirs/zirself'],
      ['fae/faer', 'fae/faer/faer/faers/faerself'],
      ['e/em', 'e/em/eir/eirs/emself'],
      ['They/Them', 'they/them/their/theirs/themselves'],
    ]) {
      assert.equal(pronounPath(typed!), `/pronouns/${full}`, typed);
    }
  });

  it('writes the example sentences with the right verb forms', () => {
    assert.deepEqual(sentenceText('they/them'), [
      'They are going out tonight.',
      'I called them yesterday.',
      'Is this their key?',
      'I think it is theirs.',
      'They were proud of themselves and have every reason to be.',
    ]);
    assert.equal(sentenceText('she/her')[0], 'She is going out tonight.');
    assert.equal(sentenceText('ne/nem/nir/nirs/nemself')[3], 'I think it is nirs.');
  });

  it('says an unknown incomplete set is incomplete instead of inventing forms', () => {
    assert.deepEqual(lookUpPronouns('zork/zorp'), { kind: 'incomplete', forms: ['zork', 'zorp'] });
    assert.deepEqual(lookUpPronouns(''), { kind: 'incomplete', forms: [] });
    assert.equal(pronounPath('zork'), '/pronouns/zork');
  });
});
