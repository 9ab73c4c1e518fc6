/** Renders a page component to a whole HTML document, with the sprite of the icons it used. */
import { h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Translator } from '../../i18n/translator.js';
import { iconSprite } from './icons.js';
import { IconsUsed } from './icon.js';
import { Messages } from './messages.js';

const BODY_OPEN = /<body[^>]*>/;
/**
 * A void element as preact-render-to-string writes it, XML-style (`<meta charset="utf-8"/>`). HTML
 * writes them without the slash (html-validate's `void-style`). The renderer double-quotes every
 * attribute value and escapes `"` in it, so a `/>` inside a value is never taken for the tag's end;
 * text escapes `<`, so no text is taken for a tag. SVG's own elements (the sprite, `<use/>`) are
 * foreign content, where the slash belongs, and are not among these names.
 */
const SELF_CLOSED_VOID =
  /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)((?:\s+[^\s"'/=>]+(?:="[^"]*")?)*)\/>/g;

export function renderPage(page: VNode, messages: Translator): string {
  const used = new Set<string>();
  const html = renderToString(
    h(Messages.Provider, { value: messages }, h(IconsUsed.Provider, { value: used }, page)),
  ).replace(SELF_CLOSED_VOID, '<$1$2>');
  const sprite = iconSprite(used);
  // The sprite goes first in <body>, where <use href="#…"> finds it.
  const withSprite = sprite ? html.replace(BODY_OPEN, (open) => open + sprite) : html;
  return `<!DOCTYPE html>${withSprite}`;
}
