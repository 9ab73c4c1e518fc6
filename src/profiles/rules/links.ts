/** The rule for profile links (decisions.md, hardening): absolute http or https URLs only. */
import { invalidField } from '../../core/errors.js';

/** Throws a 400 naming the first entry that is not an absolute http(s) URL with a host. */
export function checkLinks(links: readonly string[]): void {
  links.forEach((link, i) => {
    let url: URL | null = null;
    try {
      url = new URL(link);
    } catch {
      // not a URL at all
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
      throw invalidField(`links.${i}`, 'must be an absolute http:// or https:// URL', { keyword: 'url' });
    }
  });
}
