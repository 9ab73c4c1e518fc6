/**
 * The origin a request came to (scheme and Host): used where PUBLIC_URL is not set. Built through the
 * URL parser, so it is written the one way every other URL here is (lowercase, no default port): a
 * Host of `example.org:80` and one of `EXAMPLE.org` name the same origin as `example.org`. A Host the
 * parser refuses is returned as sent; callers that build addresses from it check it (`URL.canParse`).
 */
export function requestOrigin(request: { protocol: string; host: string }): string {
  const sent = `${request.protocol}://${request.host}`;
  return URL.canParse(sent) ? new URL(sent).origin : sent;
}
