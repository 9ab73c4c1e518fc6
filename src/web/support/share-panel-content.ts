/**
 * What the share panel of one's own page offers (views/share-panel.tsx): the page's address and short
 * link, the share card, the badge with what to paste in Markdown and in HTML, the embed's iframe, and
 * the fediverse handle. Every address is absolute, on the origin the page names itself by (PUBLIC_URL,
 * else the request's, as og:url), so a snippet pasted elsewhere leads back here. The badge is the
 * default one (`/badge.svg` without options: English words, one image for every reader) and its alt
 * text says what it shows; its options are in docs/SHARING.md.
 */
import type { Translator } from '../../i18n/translator.js';
import type { CustomPreferencesView, SharePanelView } from '../views/view-types.js';
import { EMBED_HEIGHT, EMBED_WIDTH, embedFrameHtml } from './oembed-answer.js';
import { type BadgeProfile, badgeOf } from './share-badges.js';
import { type CardContent, cardImage } from './share-card-content.js';

export interface ShareOf {
  /** PUBLIC_URL, else the origin the page was asked at. */
  origin: string;
  /** The page's path on this site (`/@name`, `/@name/member`). */
  path: string;
  /** The short link, absolute; null when the page has none. */
  shortUrl: string | null;
  card: CardContent;
  profile: BadgeProfile;
  custom: CustomPreferencesView;
  fediverseHandle: string | null;
  messages: Translator;
}

/** Text in Markdown's brackets (an image's alt): its punctuation taken as text, one line. */
const markdownText = (text: string) => text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>&]/g, '\\$&');
/** An address in Markdown's parentheses: what would end it or split it, percent-encoded. */
const markdownUrl = (url: string) =>
  url.replace(/[()<>\s]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
/** A value in a double-quoted HTML attribute. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sharePanelOf(of: ShareOf): SharePanelView {
  const address = `${of.origin}${of.path}`;
  const badgeUrl = `${address}/badge.svg`;
  const badge = badgeOf(of.profile, of.custom, {});
  const badgeAlt = `${badge.label}: ${badge.message}`;
  const card = cardImage(of.card, of.origin, of.path, of.messages);
  return {
    address,
    shortUrl: of.shortUrl,
    card: { url: card.url, alt: card.alt },
    badge: {
      url: badgeUrl,
      alt: badgeAlt,
      markdown: `[![${markdownText(badgeAlt)}](${markdownUrl(badgeUrl)})](${markdownUrl(address)})`,
      html: `<a href="${attribute(address)}"><img src="${attribute(badgeUrl)}" alt="${attribute(badgeAlt)}"></a>`,
    },
    embed: embedFrameHtml(
      of.origin,
      of.path,
      { width: EMBED_WIDTH, height: EMBED_HEIGHT },
      { title: of.card.title, handle: of.card.subtitle },
      of.messages,
    ),
    fediverseHandle: of.fediverseHandle,
  };
}
