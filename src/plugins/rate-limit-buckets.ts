/**
 * The rate-limit buckets of decisions.md: which bucket a request counts against, and its budget per
 * minute before RATE_LIMIT_MULTIPLIER. Rules are matched on the route's pattern, most specific first;
 * everything else, unknown paths included, counts against the fallback bucket.
 */

export interface Bucket {
  name: string;
  perMinute: number;
}

interface Rule {
  method: string | '*';
  /** The route pattern as registered, e.g. /api/v1/members/:memberRef. */
  route: RegExp;
  bucket: Bucket;
}

const API = '/api/v1';

const RULES: Rule[] = [
  { method: '*', route: new RegExp(`^${API}/auth/tokens(/|$)`), bucket: { name: 'auth_tokens', perMinute: 10 } },
  { method: '*', route: new RegExp(`^${API}/auth/invites(/|$)`), bucket: { name: 'auth_invites', perMinute: 10 } },
  { method: '*', route: new RegExp(`^${API}/auth/`), bucket: { name: 'auth', perMinute: 20 } },
  { method: 'PATCH', route: new RegExp(`^${API}/users/@me$`), bucket: { name: 'users_patch', perMinute: 10 } },
  { method: 'POST', route: new RegExp(`^${API}/members$`), bucket: { name: 'members_create', perMinute: 10 } },
  { method: 'PATCH', route: new RegExp(`^${API}/members/:`), bucket: { name: 'members_patch', perMinute: 20 } },
  { method: 'DELETE', route: new RegExp(`^${API}/members/:`), bucket: { name: 'members_delete', perMinute: 5 } },
  { method: 'GET', route: new RegExp(`^${API}/(users|members)/`), bucket: { name: 'users_members_get', perMinute: 60 } },
];

const FALLBACK_BUCKET: Bucket = { name: 'fallback', perMinute: 120 };

/** Probes for orchestrators are never limited: a limited health check would restart healthy instances. */
const EXEMPT = new Set(['/healthz', '/readyz']);

/** The bucket of a request, from its method and route pattern (undefined for unknown paths); null: not limited. */
export function bucketFor(method: string, route: string | undefined): Bucket | null {
  if (route === undefined) return FALLBACK_BUCKET;
  if (EXEMPT.has(route)) return null;
  const verb = method === 'HEAD' ? 'GET' : method;
  for (const rule of RULES) {
    if ((rule.method === '*' || rule.method === verb) && rule.route.test(route)) return rule.bucket;
  }
  return FALLBACK_BUCKET;
}
