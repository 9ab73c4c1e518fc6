/** The answer of GET /meta: the instance's statistics and where its media are served. */
import type { Config } from '../../core/config.js';
import type { ReplyBody } from '../../http/prepared-reply.js';
import type { MetaService } from '../../modules/meta/meta-service.js';
import type { Statistics } from '../../modules/meta/meta-store.js';

const SANE_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.)*[A-Za-z0-9-]{1,63}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * Where links to this server start: PUBLIC_URL, else the origin the request came to — when its Host
 * is a plain host name or address (a header is not trusted to be anything else); else '' (a path on
 * this server).
 */
export function requestOrigin(config: Config, protocol: string, host: string): string {
  return config.publicUrl ?? (SANE_HOST.test(host) ? `${protocol}://${host}` : '');
}

/**
 * How shared caches may keep GET /meta. Without PUBLIC_URL or MEDIA_BASE_URL the answer names the
 * host the request came to: it must never be kept (a cache would hand one visitor's Host to the
 * next: cache poisoning), and it says what it varies with. Otherwise it is the same for everyone, and
 * a cache asks again each time (the statistics change).
 */
export function metaCacheHeaders(config: Config): Array<[string, string]> {
  if (config.mediaBaseUrl !== null || config.publicUrl !== null) return [['cache-control', 'no-cache']];
  const varies = config.trustProxy === false ? 'Host' : 'Host, X-Forwarded-Host, X-Forwarded-Proto';
  return [
    ['cache-control', 'no-store'],
    ['vary', varies],
  ];
}

/** The Meta object, its keys in the schema's order. */
export function metaAnswer(config: Config, statistics: Statistics, origin: string) {
  return {
    // The spec types it as a string: empty when nobody stated where the source is.
    git_repository: config.gitRepository ?? '',
    git_commit: config.gitCommit ?? 'unknown',
    users: statistics.users,
    members: statistics.members,
    require_invite: config.requireInvite,
    media_base_url: config.mediaBaseUrl ?? `${origin}/media`,
  };
}

/** GET /meta's answer for a request's protocol and Host: now when it is known (`current`), or after a count. */
export interface PreparedMeta {
  answer(protocol: string, host: string): Promise<ReplyBody>;
  /** The answer without counting, when this second's statistics are known and the origin is the last one asked. */
  current(protocol: string, host: string): ReplyBody | undefined;
}

/**
 * GET /meta's answer for a request that came to `origin`, built again only when the statistics or the
 * origin change (the statistics themselves are kept for a second: meta-service.ts).
 */
export function preparedMeta(config: Config, service: MetaService): PreparedMeta {
  let last: { statistics: Statistics; origin: string; answer: ReplyBody } | null = null;
  const answerOf = (statistics: Statistics, origin: string) => {
    if (last?.statistics !== statistics || last.origin !== origin) {
      const body = Buffer.from(JSON.stringify(metaAnswer(config, statistics, origin)));
      last = { statistics, origin, answer: { body } };
    }
    return last.answer;
  };
  return {
    async answer(protocol, host) {
      return answerOf(await service.get(), requestOrigin(config, protocol, host));
    },
    current(protocol, host) {
      const statistics = service.current();
      if (statistics === undefined || last?.statistics !== statistics) return undefined;
      return last.origin === requestOrigin(config, protocol, host) ? last.answer : undefined;
    },
  };
}
