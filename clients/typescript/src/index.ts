/**
 * A typed client for the Nametag API (v1): every path, parameter, body and answer is typed from the
 * OpenAPI document (generated/schema.d.ts, made by openapi-typescript); requests go through
 * openapi-fetch. Errors come back as `error` (an APIError), never thrown, so a 429 can be handled.
 *
 *   const nametag = createNametagClient({ baseUrl: 'https://nametag.example', token });
 *   const { data, error } = await nametag.GET('/users/{userRef}', { params: { path: { userRef: 'robin' } } });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.js';

export type { components, paths };
/** The JSON body of a response entry. */
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
export type User = Json<paths['/users/{userRef}']['get']['responses'][200]>;
export type MeUser = Json<paths['/users/@me']['get']['responses'][200]>;
export type Member = Json<paths['/members/{memberRef}']['get']['responses'][200]>;
export type ApiError = Json<paths['/users/{userRef}']['get']['responses'][404]>;

export interface NametagClientOptions {
  /** The instance, e.g. https://nametag.example (the client adds /api/v1). */
  baseUrl: string;
  /** A session or API token, sent as the Authorization header. */
  token?: string;
  /** Another fetch (tests, proxies). */
  fetch?: typeof fetch;
}

export function createNametagClient(options: NametagClientOptions): Client<paths> {
  return createClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/$/, '')}/api/v1`,
    headers: options.token ? { authorization: options.token } : {},
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** When a refused request (429) may be sent again, from its APIError or its headers; null if not limited. */
export function retryAfterSeconds(response: Response, error: ApiError | undefined): number | null {
  if (response.status !== 429) return null;
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return header;
  return error?.ratelimit_reset ? Math.max(1, error.ratelimit_reset - Math.floor(Date.now() / 1000)) : 1;
}
