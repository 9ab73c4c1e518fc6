/** The rule for profile links (decisions.md, hardening): absolute http or https URLs only. */
import { type ApiError, invalidField } from '../../core/errors.js';

/** An absolute http(s) URL with a host. */
export function isWebAddress(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/**
 * A host name with at least one dot and a last label that starts with a letter (a TLD, not a version
 * number), an optional port, then a path, query or fragment or nothing: "example.com/me",
 * "www.example.org:8443/x". Anything else (a scheme, "me@example.com", spaces) is not guessed at.
 */
const HOST_FIRST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{N}-]*(?::\d{1,5})?(?:[/?#]\S*)?$/u;

/**
 * The web address a link given without its scheme means, as people type them on other services
 * ("example.com/me": "https://example.com/me"); null when the link has a scheme already, or does not
 * start with a host name.
 */
export function withHttps(link: string): string | null {
  if (!HOST_FIRST.test(link)) return null;
  const address = `https://${link}`;
  return isWebAddress(address) ? address : null;
}

/** A 400 for each entry that is not an absolute http(s) URL with a host, in order. */
export function linkProblems(links: readonly string[]): ApiError[] {
  const problems: ApiError[] = [];
  links.forEach((link, i) => {
    if (!isWebAddress(link)) {
      problems.push(invalidField(`links.${i}`, 'must be an absolute http:// or https:// URL', { keyword: 'url' }));
    }
  });
  return problems;
}

/** Throws the 400 of the first entry that is not an absolute http(s) URL with a host. */
export function checkLinks(links: readonly string[]): void {
  const [first] = linkProblems(links);
  if (first) throw first;
}
