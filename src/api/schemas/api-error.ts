/** The APIError body as a schema, for the OpenAPI document and for response serialisation. */
import { Type } from 'typebox';
import { ERROR_CATALOGUE } from '../../core/errors.js';
import { EXAMPLE_ERROR } from '../../profiles/schemas/examples.js';

export const ApiErrorSchema = Type.Object(
  {
    code: Type.Integer({ description: 'numeric error code (see the API reference)' }),
    message: Type.String({ description: 'human-readable description' }),
    details: Type.Optional(Type.String({ description: 'the offending field path and rule' })),
    ratelimit_reset: Type.Optional(Type.Integer({ description: 'unix seconds at which the rate limit resets' })),
  },
  { title: 'APIError', examples: [EXAMPLE_ERROR] },
);

type Code = keyof typeof ERROR_CATALOGUE;
const isCode = (n: number): n is Code => Object.hasOwn(ERROR_CATALOGUE, n);
const statusOfCode = (code: Code): number => ERROR_CATALOGUE[code].status;

/**
 * Response entries for the errors a route can answer with, each described by the APIError codes it can
 * carry, from the error catalogue. Items are HTTP statuses (every code with that status is listed) or
 * specific codes of 1000 and above (then only those, beside the status's generic code). Every route
 * may be rate limited (429).
 */
export function errorResponses(...items: number[]) {
  const specific = items.filter((n): n is Code => n >= 1000 && isCode(n));
  const statuses = new Set([...items.filter((n) => n < 1000), ...specific.map(statusOfCode), 429]);
  const entries = [...statuses].map((status) => {
    const listed = specific.filter((code) => statusOfCode(code) === status);
    const all = (Object.keys(ERROR_CATALOGUE).map(Number) as Code[]).filter((code) => statusOfCode(code) === status);
    const codes = listed.length > 0 ? all.filter((code) => code === status || listed.includes(code)) : all;
    const description = `APIError with code ${codes
      .map((code) => `${code} (${ERROR_CATALOGUE[code].meaning})`)
      .join(', or ')}`;
    return [status, { ...ApiErrorSchema, description }];
  });
  return Object.fromEntries(entries) as Record<number, typeof ApiErrorSchema>;
}
