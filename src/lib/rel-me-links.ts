/**
 * The rel="me" links of an HTML page (htmlparser2, loaded on first use): the href of every <a> and
 * <link> whose rel holds the token "me" (HTML's rel is a set of space-separated, case-insensitive
 * tokens), resolved against the page's address. The page is parsed a slice at a time with a turn of
 * the event loop between slices (event-loop-turns.ts), so a large page delays no request.
 */
import type * as HtmlParser from 'htmlparser2';
import { aTurnAfter, LARGE_WORK } from './event-loop-turns.js';

/** A page naming more rel="me" links than this names enough: the rest are not read. */
const MAX_LINKS = 200;

let loaded: Promise<typeof HtmlParser> | null = null;

export async function relMeLinks(html: string, pageUrl: string): Promise<URL[]> {
  const { Parser } = await (loaded ??= import('htmlparser2'));
  const found: URL[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (found.length >= MAX_LINKS || (name !== 'a' && name !== 'link')) return;
        const rel = attributes.rel?.toLowerCase().split(/[\t\n\f\r ]+/) ?? [];
        if (!rel.includes('me') || attributes.href === undefined) return;
        try {
          found.push(new URL(attributes.href.trim(), pageUrl));
        } catch {
          // An href that is no address links nowhere.
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  for (let at = 0; at < html.length && found.length < MAX_LINKS; at += LARGE_WORK) {
    parser.write(html.slice(at, at + LARGE_WORK));
    await aTurnAfter(LARGE_WORK);
  }
  parser.end();
  return found;
}
