/**
 * The headers of every answer a share link opens (page or JSON): kept by no shared cache and not even
 * by the browser (a revoked link must stop showing at once), never indexed, and never named in a
 * Referer by a page it links to (the address holds the secret).
 */
export const SHARED_VIEW_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;
