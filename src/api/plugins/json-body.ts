/**
 * Request bodies of the API: application/json and application/merge-patch+json in UTF-8, nothing
 * else (any other media type or charset is 415; Fastify's default text/plain parser is removed).
 * Prototype-poisoning keys are refused by Fastify's parser; on top of it we refuse deep nesting and
 * strings that PostgreSQL cannot store (NUL characters, unpaired surrogates), so junk never reaches
 * the database.
 */
import { isLargeWork } from '../../lib/event-loop-turns.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, ErrorCode, invalidField } from '../../core/errors.js';
import { jsonShapeProblem } from '../../lib/json-shape.js';

const MAX_DEPTH = 32;
/** A profile at every limit holds about 3,000 objects and arrays; far more is no profile. */
const MAX_CONTAINERS = 100_000;
declare global {
  interface String {
    /** ES2024, in Node since 20: false when the string holds an unpaired surrogate. */
    isWellFormed(): boolean;
  }
}

function wellFormed(text: string): boolean {
  return text.isWellFormed() && !text.includes('\u0000');
}

/**
 * Refuses what PostgreSQL cannot store (NUL, unpaired surrogates) and deep nesting, naming the path
 * (`path` and `depth` say where `value` sits when it is a piece of a larger document).
 */
export function checkJsonValue(value: unknown, path = '', depth = 0): void {
  checkValue(value, path, depth);
}

function checkValue(value: unknown, path: string, depth: number): void {
  if (typeof value === 'string') {
    if (!wellFormed(value)) throw invalid(path, 'must be valid Unicode text without NUL characters');
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw invalid(path, `nested deeper than ${MAX_DEPTH} levels`);
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkValue(item, path === '' ? `${i}` : `${path}.${i}`, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (!wellFormed(key)) throw invalid(at, 'key must be valid Unicode without NUL');
    checkValue(item, at, depth + 1);
  }
}

function invalid(path: string, rule: string) {
  return invalidField(path === '' ? 'body' : path, rule);
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/** The body's bytes are read as UTF-8: a body that says it is in another charset would be garbled. */
function declaresOtherCharset(contentType: string | undefined): boolean {
  const charset = CHARSET.exec(contentType ?? '')?.[1]?.toLowerCase();
  return charset !== undefined && charset !== 'utf-8' && charset !== 'utf8';
}

async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  type Done = (error: Error | null, value?: unknown) => void;
  const parseBody = (request: FastifyRequest, text: string, done: Done) =>
    parse(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const check = () => {
        try {
          checkValue(value, '', 0);
        } catch (invalidValue) {
          return done(invalidValue as Error, undefined);
        }
        // Validation against the route's schema comes next: its own stretch too.
        if (isLargeWork(text.length)) setImmediate(() => done(null, value));
        else done(null, value);
      };
      if (isLargeWork(text.length)) setImmediate(check);
      else check();
    });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/merge-patch+json'],
    { parseAs: 'string' },
    (request, body, done) => {
      if (declaresOtherCharset(request.headers['content-type'])) {
        return done(
          new ApiError(ErrorCode.UnsupportedMediaType, 'Unsupported charset: send the JSON body in UTF-8'),
          undefined,
        );
      }
      const text = body as string;
      // An empty body is "no body": routes that need one say so through their schema.
      if (text.trim() === '') return done(null, undefined);
      if (!isLargeWork(text.length)) return parseBody(request, text, done);
      // A large body (a profile at its limits is over a megabyte) is read in steps with other requests
      // let in between: its shape first (nesting and containers cost far more memory than their
      // text), then the parse, then the check of its strings; each is a stretch of work on its own.
      const problem = jsonShapeProblem(text, { maxDepth: MAX_DEPTH, maxContainers: MAX_CONTAINERS });
      if (problem !== null) return done(invalidField('body', problem), undefined);
      setImmediate(() => parseBody(request, text, done));
    },
  );
}

export default fp(jsonBody, { name: 'json-body' });
