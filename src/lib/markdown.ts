/**
 * Bios as safe Markdown (markdown-it): raw HTML is off (markup typed into a bio shows as text),
 * images are not rendered (a bio must not make readers' browsers fetch from elsewhere), and links
 * only to http(s) and mailto, marked rel="nofollow ugc noopener" and opened in the same tab.
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt('default', { html: false, linkify: true, breaks: true, typographer: false });
markdown.disable(['image', 'heading', 'lheading', 'table', 'hr', 'code', 'fence', 'html_block', 'html_inline']);
markdown.validateLink = (url) => /^(https?:|mailto:)/i.test(url.trim());

const renderLink = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet('rel', 'nofollow ugc noopener');
  return renderLink ? renderLink(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** The bio's HTML: safe to place in a page as it is. */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

/** Plain text as HTML (`&`, `<`, `>`, `"` escaped): for text placed where others read HTML. */
export function escapeHtml(text: string): string {
  return markdown.utils.escapeHtml(text);
}
