import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderMarkdown } from '../../src/lib/markdown.js';

describe('bio Markdown', () => {
  it('renders emphasis and links, with rel="nofollow ugc noopener"', () => {
    assert.equal(
      renderMarkdown('**hi** [x](https://example.org)'),
      '<p><strong>hi</strong> <a href="https://example.org" rel="nofollow ugc noopener">x</a></p>\n',
    );
  });

  it('shows raw HTML as text and drops script links and images', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script> [a](javascript:alert(1)) [b](data:text/html,x) ![i](https://e.org/i.png)',
    );
    assert.doesNotMatch(html, /<script|href="javascript|href="data|<img/);
    assert.match(html, /&lt;script&gt;/);
  });
});
