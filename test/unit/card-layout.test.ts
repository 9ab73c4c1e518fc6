/**
 * The share card's text rules: a space after an emoji drawn by the text font, a right-to-left text
 * held between right-to-left marks, the first letter on a card without an avatar.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardTree, inItsOwnDirection, tidyEmojiSpaces } from '../../src/lib/card-layout.js';

describe('card layout', () => {
  it('a space after an emoji becomes a no-break space; other spaces stay', () => {
    assert.equal(tidyEmojiSpaces('Alex 🏳️‍🌈 Müller'), 'Alex 🏳️‍🌈\u00a0Müller');
    assert.equal(tidyEmojiSpaces('👋🏽 hi there'), '👋🏽\u00a0hi there');
    assert.equal(tidyEmojiSpaces('no emoji here'), 'no emoji here');
  });

  it('a text whose first letter is right-to-left is held between right-to-left marks', () => {
    assert.equal(inItsOwnDirection('سارة 🌙'), '\u200fسارة 🌙\u200f');
    assert.equal(inItsOwnDirection('🌙 נועה!'), '\u200f🌙 נועה!\u200f');
    assert.equal(inItsOwnDirection('Alex سارة'), 'Alex سارة');
    assert.equal(inItsOwnDirection('123 🦊'), '123 🦊');
  });

  it('without an avatar, the first letter, digit or emoji of the name is drawn', () => {
    const disc = (title: string) => {
      const tree = cardTree({ title, subtitle: '', pronouns: '', avatar: null, flags: [], site: 'x' });
      const body = (tree.props.children as (typeof tree)[])[0]!;
      const avatar = (body.props.children as (typeof tree)[])[0]!;
      return (avatar.props.children as (typeof tree)[])[0]!.props.children;
    };
    assert.equal(disc('alex'), 'A');
    assert.equal(disc('\u200f(سارة)'), 'س');
    assert.equal(disc('🦊 Fox'), '🦊');
    assert.equal(disc('...'), '?');
  });
});
