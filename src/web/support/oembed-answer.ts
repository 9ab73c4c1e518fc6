/**
 * The oEmbed 1.0 answer (https://oembed.com) for a profile page of this server: a `rich` embed whose
 * html is an iframe of the profile's embed page, sized within the consumer's maxwidth and maxheight,
 * with the share card as its thumbnail where the card fits them too (docs/SHARING.md, "Embeds").
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Translator } from '../../i18n/translator.js';
import { type EmbedContent, embedPath } from './embed-content.js';
import { PROFILE_STATIC_SEGMENTS } from './profile-views.js';
import { cardImage } from './share-card-content.js';

/** The embed's width when the consumer allows it: room for a name, the pronouns and the link on a line each. */
export const EMBED_WIDTH = 400;
/** The narrowest the embed is laid out for (a phone's column, with margins); below it nothing fits. */
export const EMBED_MIN_WIDTH = 240;
/** Every line of the embed is cut to fit, so one height holds it at every width. */
export const EMBED_HEIGHT = 200;
/** How long the answer, the embed and the card may be reused: the card's and the badge's five minutes. */
export const EMBED_CACHE_SECONDS = 300;

/** The profile a page address names: a user, or one of their members. */
export interface ProfilePageRef {
  username: string;
  member: string | null;
}

/**
 * The profile whose page `address` is on this server (`origin`: PUBLIC_URL, else the request's): `/@name`
 * or `/@name/member`, with or without one trailing slash, percent-encoded as the pages take it; a query
 * or a fragment changes nothing. Anything else is null: another host or scheme, another path of this
 * site, the card, badge or embed of a profile (static segments: see PROFILE_STATIC_SEGMENTS), a share
 * link's page (its audience's view is never embedded), a short link.
 */
export function profilePageOf(address: string, origin: string): ProfilePageRef | null {
  let url: URL;
  let base: URL;
  try {
    url = new URL(address);
    base = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  // PUBLIC_URL may name a path; it has no trailing slash (config.ts), a request's origin has no path.
  const basePath = base.pathname === '/' ? '' : base.pathname;
  if (!url.pathname.startsWith(`${basePath}/`)) return null;
  const path = url.pathname.slice(basePath.length + 1).replace(/\/$/, '');
  const segments = path.split('/');
  if (segments.length > 2 || !segments[0]?.startsWith('@')) return null;
  const decoded: string[] = [];
  for (const segment of segments) {
    try {
      decoded.push(decodeURIComponent(segment));
    } catch {
      return null;
    }
  }
  const username = decoded[0]!.slice(1);
  const member = decoded[1] ?? null;
  if (username === '' || member === '' || (member !== null && PROFILE_STATIC_SEGMENTS.has(member))) return null;
  return { username, member };
}

export interface EmbedSize {
  width: number;
  height: number;
}

/**
 * The embed's size within the consumer's limits (oEmbed: a rich answer must obey them): as wide as
 * allowed up to EMBED_WIDTH, always EMBED_HEIGHT high; null when the limits leave less than the
 * smallest embed (the route answers oEmbed's 404: no answer for that request).
 */
export function embedSize(maxwidth: number | undefined, maxheight: number | undefined): EmbedSize | null {
  const width = Math.min(EMBED_WIDTH, maxwidth ?? EMBED_WIDTH);
  if (width < EMBED_MIN_WIDTH || (maxheight ?? EMBED_HEIGHT) < EMBED_HEIGHT) return null;
  return { width, height: EMBED_HEIGHT };
}

export interface OembedAnswer {
  version: '1.0';
  type: 'rich';
  provider_name: string;
  provider_url: string;
  title: string;
  author_name: string;
  author_url: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/**
 * The iframe a consumer puts on its page: the embed page, lazily loaded, named for screen readers.
 * Sandboxed: no script, form or navigation of the consumer's page; popups are allowed, and escape the
 * sandbox, so "View full profile" opens the page in a new tab as it is. Rendered by Preact, which
 * escapes every attribute (a display name is in the title). Its title is in `messages`' language. The
 * share panel of a profile's own page offers the same iframe to paste.
 */
export function embedFrameHtml(
  origin: string,
  pagePath: string,
  size: EmbedSize,
  profile: { title: string; handle: string },
  messages: Translator,
): string {
  return renderToString(
    h('iframe', {
      src: `${origin}${embedPath(pagePath)}`,
      width: size.width,
      height: size.height,
      title: messages.t('embed.title', { name: profile.title, handle: profile.handle }),
      loading: 'lazy',
      sandbox: 'allow-popups allow-popups-to-escape-sandbox',
      style: 'border:0;max-width:100%',
    }),
  );
}

/**
 * The answer for a profile's embed. `limits` are the consumer's maxwidth and maxheight: the thumbnail
 * (the 1200×630 share card, as the page's og:image names it) is left out where it does not fit them,
 * as oEmbed asks. The iframe's title is in `messages`' language.
 */
export function oembedAnswer(
  content: EmbedContent,
  origin: string,
  siteName: string,
  size: EmbedSize,
  limits: { maxwidth: number | undefined; maxheight: number | undefined },
  messages: Translator,
): OembedAnswer {
  const page = `${origin}${content.pagePath}`;
  const answer: OembedAnswer = {
    version: '1.0',
    type: 'rich',
    provider_name: siteName,
    provider_url: `${origin}/`,
    title: content.title,
    author_name: content.handle,
    author_url: page,
    html: embedFrameHtml(origin, content.pagePath, size, content, messages),
    width: size.width,
    height: size.height,
    cache_age: EMBED_CACHE_SECONDS,
  };
  const thumbnail = cardImage(content.card, origin, content.pagePath, messages);
  if (thumbnail.width <= (limits.maxwidth ?? Infinity) && thumbnail.height <= (limits.maxheight ?? Infinity)) {
    answer.thumbnail_url = thumbnail.url;
    answer.thumbnail_width = thumbnail.width;
    answer.thumbnail_height = thumbnail.height;
  }
  return answer;
}

/**
 * The discovery link of a profile page (`<link rel="alternate" type="application/json+oembed">`): the
 * endpoint with the page's address and the format, and nothing else, as oEmbed's discovery asks.
 */
export function oembedDiscoveryUrl(origin: string, pageUrl: string): string {
  return `${origin}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}
