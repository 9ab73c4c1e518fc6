/**
 * A `fetch` for servers users name (fediverse instances): https only (plain http to public addresses
 * when allowed; http and loopback when allowed, for tests), public addresses only
 * (lib/public-address.ts, checked in the connection's own lookup), a deadline for the whole exchange, no redirects followed, and answers read only up to
 * a size cap. It has the shape openid-client's `customFetch` expects, and the rest of the code uses it
 * for the plain API calls around the OAuth exchange.
 */
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { guardedLookup, isCallableAddress } from './public-address.js';

export interface GuardedFetchOptions {
  /** Plain http and this machine's loopback allowed (tests, local development); private ranges never. */
  allowLoopback: boolean;
  /** Plain http allowed to public addresses (link checks: people link http pages too); loopback still as above. */
  allowHttp?: boolean;
  timeoutMs: number;
  maxBytes: number;
  /**
   * The answer must keep coming: its first bytes within `graceMs` of the request, and from then on at
   * least `bytesPerSecond` on average (after t seconds, (t − grace) × rate bytes), else it fails as
   * `tooSlow` — so a server that drips an answer is given up long before `timeoutMs`.
   */
  pace?: { graceMs: number; bytesPerSecond: number };
}

export interface GuardedRequest {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | URLSearchParams | null;
  /** Ends the call early (the caller is shutting down): it fails as a server not reached. */
  signal?: AbortSignal;
}

/** Why a call failed, as callers may word it for people; the message is the English of the same. */
export const FETCH_FAILURES = {
  notWebAddress: 'the address is not a web address',
  notHttps: 'only https addresses are called',
  notPublic: 'the server is not at a public address',
  unreachable: 'the server could not be reached',
  tooMuch: 'the server answered too much',
  nonsense: 'the server answered nonsense',
  badValue: 'the request could not be made: a value holds characters HTTP does not allow',
  timeout: 'the server did not answer in time',
  tooSlow: 'the server sent its answer too slowly',
} as const;

export type FetchFailure = keyof typeof FETCH_FAILURES;

export class RemoteFetchError extends Error {
  constructor(readonly failure: FetchFailure) {
    super(FETCH_FAILURES[failure]);
    this.name = 'RemoteFetchError';
  }
}

function plainHeaders(headers: GuardedRequest['headers']): Record<string, string> {
  if (headers === undefined) return {};
  if (headers instanceof Headers) {
    const plain: Record<string, string> = {};
    headers.forEach((value, name) => (plain[name] = value));
    return plain;
  }
  return { ...headers };
}

export function guardedFetch(options: GuardedFetchOptions) {
  return (input: string | URL, init: GuardedRequest = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      let url: URL;
      try {
        url = new URL(input);
      } catch {
        return reject(new RemoteFetchError('notWebAddress'));
      }
      if (url.protocol !== 'https:' && !((options.allowLoopback || options.allowHttp) && url.protocol === 'http:')) {
        return reject(new RemoteFetchError('notHttps'));
      }
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (ipaddr.isValid(host) && !isCallableAddress(host, options.allowLoopback)) {
        return reject(new RemoteFetchError('notPublic'));
      }
      const body = init.body === undefined || init.body === null ? null : String(init.body);
      const headers = plainHeaders(init.headers);
      if (body !== null && init.body instanceof URLSearchParams && !headers['content-type']) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
      }
      const client = url.protocol === 'https:' ? https : http;
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(paceTimer);
        request.destroy();
        reject(error instanceof RemoteFetchError ? error : new RemoteFetchError('unreachable'));
      };
      let request: http.ClientRequest;
      try {
        request = client.request(
          url,
          {
            method: init.method ?? 'GET',
            headers,
            lookup: guardedLookup(options.allowLoopback) as never,
            signal: init.signal,
          },
          (response) => {
            const chunks: Buffer[] = [];
            let read = 0;
            response.on('data', (chunk: Buffer) => {
              read += chunk.length;
              if (read > options.maxBytes) return fail(new RemoteFetchError('tooMuch'));
              chunks.push(chunk);
              received = read;
            });
            response.on('error', fail);
            response.on('end', () => {
              if (settled) return;
              settled = true;
              clearTimeout(timer);
              clearTimeout(paceTimer);
              // The Headers and Response constructors throw on what a hostile server may send (statuses
              // outside 200–599, a body on 204/205/304, odd header values): a refusal, never an exception.
              try {
                const status = response.statusCode ?? 0;
                if (status < 200 || status > 599) throw new RemoteFetchError('nonsense');
                const answerHeaders = new Headers();
                for (const [name, value] of Object.entries(response.headers)) {
                  if (typeof value === 'string') answerHeaders.set(name, value);
                  else if (Array.isArray(value)) for (const item of value) answerHeaders.append(name, item);
                }
                const nullBody = status === 204 || status === 205 || status === 304;
                resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
              } catch {
                reject(new RemoteFetchError('nonsense'));
              }
            });
          },
        );
      } catch {
        // Node refuses some header values (control characters) before anything is sent.
        return reject(new RemoteFetchError('badValue'));
      }
      const timer = setTimeout(() => fail(new RemoteFetchError('timeout')), options.timeoutMs);
      const startedAt = Date.now();
      let received = 0;
      let paceTimer: NodeJS.Timeout | undefined;
      const pace = options.pace;
      if (pace) {
        /** With `received` bytes in, the answer falls behind at grace + received / rate after the start. */
        const behindAt = () => startedAt + pace.graceMs + (received * 1000) / pace.bytesPerSecond;
        const watch = () => {
          paceTimer = setTimeout(
            // Looked at after this turn's input: bytes that came while the thread was busy count.
            () =>
              setImmediate(() => {
                if (settled) return;
                if (Date.now() >= behindAt()) fail(new RemoteFetchError('tooSlow'));
                else watch();
              }),
            Math.max(0, behindAt() - Date.now()),
          );
        };
        watch();
      }
      request.on('error', fail);
      request.end(body ?? undefined);
    });
}
