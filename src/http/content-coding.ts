/**
 * Content codings (RFC 9110 §8.4) of bytes that are sent many times — prepared answers, the pages'
 * static files: each is compressed once per coding, the first time a client accepts that coding, and
 * the compressed bytes are kept with it. Answers made for one request are compressed as they go out
 * by @fastify/compress (app.ts); it leaves alone an answer that already names its coding.
 */
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ownBytes } from '../lib/own-bytes.js';

export type Coding = 'br' | 'gzip';

/** Brotli first: smaller than gzip at a like cost; identity for a client that names neither. */
const CODINGS: Coding[] = ['br', 'gzip'];

/** Below this, compression saves too little to be worth a coding (and a Vary on the answer). */
export const MIN_CODED_BYTES = 1024;

/**
 * Brotli at quality 4, as @fastify/compress sends per answer: a higher quality saves a few percent
 * more of a page for many times the CPU, paid on the request that first asks for it.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Bytes that may be sent compressed, and the codings made of them so far. */
export interface Codable {
  body: Buffer;
  /** Quoted strong ETag of the identity bytes. */
  etag?: string;
  coded?: Partial<Record<Coding, Buffer>>;
  /** Told when a coding was added (a cache counting the bytes it holds counts them again). */
  onCoded?: () => void;
}

/** The coding to answer a request with, by its Accept-Encoding (null: the bytes as they are). */
export function codingFor(acceptEncoding: string | string[] | undefined): Coding | null {
  if (typeof acceptEncoding !== 'string' || acceptEncoding === '') return null;
  return negotiate(acceptEncoding, CODINGS);
}

/** A coded representation has its own strong ETag: the identity ETag with the coding inside the quotes. */
export function codedEtag(etag: string, coding: Coding): string {
  return `${etag.slice(0, -1)}-${coding}"`;
}

/** The bytes of `codable` in `coding`, compressed on first use and kept with it. */
export function codedBody(codable: Codable, coding: Coding): Buffer {
  const kept = codable.coded?.[coding];
  if (kept !== undefined) return kept;
  const bytes = ownBytes(coding === 'br' ? brotliCompressSync(codable.body, BROTLI) : gzipSync(codable.body));
  // Kept in place: copies of a kept answer share what is made for any of them.
  (codable.coded ??= {})[coding] = bytes;
  codable.onCoded?.();
  return bytes;
}

/** Bytes kept beside the identity bytes, for a cache that counts what it holds. */
export function codedBytes(codable: Codable): number {
  return (codable.coded?.br?.length ?? 0) + (codable.coded?.gzip?.length ?? 0);
}

/** What goes out for a request: the bytes, their coding and their ETag. */
export interface Representation {
  body: Buffer;
  coding: Coding | null;
  etag: string | undefined;
}

/**
 * The representation of `codable` for a request with this Accept-Encoding: compressed when the client
 * accepts a coding and the bytes are large enough (and the coding is smaller), else as they are.
 */
export function representationFor(codable: Codable, acceptEncoding: string | string[] | undefined): Representation {
  const coding = codable.body.length >= MIN_CODED_BYTES ? codingFor(acceptEncoding) : null;
  if (coding === null) return { body: codable.body, coding: null, etag: codable.etag };
  const body = codedBody(codable, coding);
  if (body.length >= codable.body.length) return { body: codable.body, coding: null, etag: codable.etag };
  return { body, coding, etag: codable.etag === undefined ? undefined : codedEtag(codable.etag, coding) };
}

/** The Vary of an answer whose bytes may be sent coded. */
export function varyWithCoding(vary: string | undefined): string {
  return vary === undefined || vary === '' ? 'Accept-Encoding' : `${vary}, Accept-Encoding`;
}
