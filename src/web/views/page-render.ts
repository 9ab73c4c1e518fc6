/** Renders a page component to a whole HTML document, with the sprite of the icons it used. */
import { h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Translator } from '../../i18n/translator.js';
import { iconSprite } from './icons.js';
import { IconsUsed } from './icon.js';
import { Messages } from './messages.js';

const BODY_OPEN = /<body[^>]*>/;

export function renderPage(page: VNode, messages: Translator): string {
  const used = new Set<string>();
  const html = renderToString(h(Messages.Provider, { value: messages }, h(IconsUsed.Provider, { value: used }, page)));
  const sprite = iconSprite(used);
  // The sprite goes first in <body>, where <use href="#…"> finds it.
  const withSprite = sprite ? html.replace(BODY_OPEN, (open) => open + sprite) : html;
  return `<!doctype html>${withSprite}`;
}
