/**
 * Long lists on pages (an account may have 500 members): a page of the list at a time, and a search
 * that keeps the items whose names contain the words typed. Both are query parameters, so they work
 * without JavaScript and a page's address says what it shows.
 */

/** What a page of a list shows, and how to reach the others. */
export interface Paged<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pages: number;
  /** Items matching the search (all items without one). */
  matching: number;
  total: number;
  query: string;
}

export const PAGE_SIZE = 48;
/** Longer searches are cut: names are at most 100 characters. */
const MAX_QUERY = 100;

/** The page number asked for: a positive integer, else 1 (a page past the end shows the last). */
export function pageNumber(value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, number);
}

/** The search asked for, trimmed and bounded ('' for none). */
export function searchText(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, MAX_QUERY) : '';
}

/** Page `page` of the items whose `names` contain every word of `query` (case-insensitive). */
export function pageOf<T>(items: T[], names: (item: T) => Array<string | null>, page: number, query: string): Paged<T> {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matching =
    words.length === 0
      ? items
      : items.filter((item) => {
          const text = names(item)
            .filter((name): name is string => name !== null)
            .join(' ')
            .toLocaleLowerCase();
          return words.every((word) => text.includes(word));
        });
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const shown = Math.min(page, pages);
  return {
    items: matching.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE),
    page: shown,
    pages,
    matching: matching.length,
    total: items.length,
    query,
  };
}
