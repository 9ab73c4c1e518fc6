/**
 * Fetching a page a profile links to, to look for a link back: through the guarded fetch (public
 * addresses only, https or plain http, a byte cap, no user name or password sent), which follows no
 * redirects itself. Redirects are followed here, at
 * most MAX_REDIRECTS, each hop's address checked again by the guarded fetch, a loop ending the
 * fetch; one deadline covers every hop. Any failure is "no page": the link is not verified.
 */
import { guardedFetch, RemoteFetchError } from '../../lib/guarded-fetch.js';

/** More hops than a moved site or a link shortener needs. */
export const MAX_REDIRECTS = 5;
/** Pages larger than this are not read (a page's rel="me" links are in its head or near the top). */
export const MAX_PAGE_BYTES = 1024 * 1024;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface LinkedPage {
  /** The address the page was found at, after redirects. */
  url: string;
  html: string;
}

export interface PageFetchOptions {
  allowLoopback: boolean;
  deadlineMs: number;
  /** Awaited before each hop with its host (the spacing per host); false: give up. */
  beforeHop: (host: string) => Promise<boolean>;
  /** Ends the fetch early (shutdown). */
  signal: AbortSignal;
}

/** The address to fetch: a web address, without any user name or password in it (never sent on). */
function fetchable(address: string): URL | null {
  try {
    const url = new URL(address);
    url.username = '';
    url.password = '';
    return url;
  } catch {
    return null;
  }
}

function isHtml(contentType: string | null): boolean {
  if (contentType === null) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'text/html' || type === 'application/xhtml+xml';
}

export async function fetchLinkedPage(link: string, options: PageFetchOptions): Promise<LinkedPage | null> {
  const ends = Date.now() + options.deadlineMs;
  const seen = new Set<string>();
  let next = fetchable(link);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (next === null) return null;
    const url = next.href;
    if (seen.has(url) || !(await options.beforeHop(next.host.toLowerCase()))) return null;
    const left = ends - Date.now();
    if (left <= 0) return null;
    seen.add(url);
    let response: Response;
    try {
      response = await guardedFetch({
        allowLoopback: options.allowLoopback,
        allowHttp: true,
        timeoutMs: left,
        maxBytes: MAX_PAGE_BYTES,
      })(url, {
        headers: { accept: 'text/html, application/xhtml+xml;q=0.9', 'user-agent': 'Nametag link verification' },
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof RemoteFetchError) return null;
      throw error;
    }
    if (REDIRECTS.has(response.status)) {
      const location = response.headers.get('location');
      if (location === null) return null;
      try {
        next = fetchable(new URL(location, url).href);
      } catch {
        return null;
      }
      continue;
    }
    if (response.status < 200 || response.status > 299 || !isHtml(response.headers.get('content-type'))) return null;
    return { url, html: await response.text() };
  }
  return null;
}
