/**
 * JSON request bodies: application/json and application/merge-patch+json. Prototype-poisoning keys
 * are refused by Fastify's parser; on top of it we refuse deep nesting and strings that PostgreSQL
 * cannot store (NUL characters, unpaired surrogates), so junk never reaches the database.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, ErrorCode } from '../errors.js';

const MAX_DEPTH = 32;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function wellFormed(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
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

function invalid(path: string, rule: string): ApiError {
  const shown = path === '' ? 'body' : path;
  return new ApiError(400, ErrorCode.BadRequest, `Invalid value for ${shown}`, `${shown}: ${rule}`);
}

async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'application/merge-patch+json'],
    { parseAs: 'string' },
    (request, body, done) => {
      const text = body as string;
      // An empty body is "no body": routes that need one say so through their schema.
      if (text.trim() === '') return done(null, undefined);
      parse(request, text, (error, value) => {
        if (error) return done(error, undefined);
        try {
          checkValue(value, '', 0);
        } catch (invalidValue) {
          return done(invalidValue as Error, undefined);
        }
        done(null, value);
      });
    },
  );
}

export default fp(jsonBody, { name: 'json-body' });
