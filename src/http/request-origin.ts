/** The origin a request came to (scheme and Host as sent): used where PUBLIC_URL is not set. */
export function requestOrigin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}
