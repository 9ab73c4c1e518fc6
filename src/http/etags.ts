/** Entity tags: strong ones made from the bytes they tag, and If-None-Match as RFC 9110 reads it. */
import { createHash } from 'node:crypto';

/** A strong ETag from the bytes themselves: equal bytes, equal tag, on every instance. */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds the ETag (weak comparison, as RFC 9110 asks for this header) or "*". */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
