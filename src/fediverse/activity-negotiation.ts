/**
 * Whether a request for a profile page asks for its ActivityPub actor instead: its Accept names
 * `application/activity+json` or `application/ld+json` (ActivityPub's profile, or none) at least as
 * high as `text/html`. Browsers' Accept names neither, so a page request costs one short regular-expression test.
 */
const ACTIVITY_STREAMS = 'https://www.w3.org/ns/activitystreams';
/** Media types are case-insensitive. */
const MENTIONS_JSON_LD = /(?:activity|ld)\+json/i;

export function wantsActivityJson(accept: string | undefined): boolean {
  if (accept === undefined || !MENTIONS_JSON_LD.test(accept)) return false;
  let activity = 0;
  let html = 0;
  for (const range of accept.split(',')) {
    const [rawType = '', ...parameters] = range.split(';');
    const type = rawType.trim().toLowerCase();
    let q = 1;
    let profile: string | null = null;
    for (const parameter of parameters) {
      const equals = parameter.indexOf('=');
      if (equals < 0) continue;
      const name = parameter.slice(0, equals).trim().toLowerCase();
      const value = parameter
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
      if (name === 'q') q = Number.isFinite(Number(value)) ? Number(value) : 0;
      else if (name === 'profile') profile = value;
    }
    if (
      type === 'application/activity+json' ||
      (type === 'application/ld+json' && (profile === null || profile.split(/\s+/).includes(ACTIVITY_STREAMS)))
    ) {
      activity = Math.max(activity, q);
    } else if (type === 'text/html') {
      html = Math.max(html, q);
    }
  }
  return activity > 0 && activity >= html;
}
