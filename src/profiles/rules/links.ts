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
