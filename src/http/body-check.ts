/**
 * The one Ajv of the app: Fastify validates every route's schemas with it (app.ts), and bodies are
 * checked against a route's TypeBox schema outside Fastify's request validation with it too (the web
 * forms build the API's bodies from form fields; imports), with the same "path: rule" errors, so a
 * person sees the API's message next to the field that caused it.
 *
 * Refuse what the schemas do not allow instead of quietly changing it (no coercion, no defaults, no
 * removal). `verbose` hands the failing schema to the error writer, which shows its `errorMessage` (a
 * rule written for people) when set.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { TSchema } from 'typebox';
import type { ApiError } from '../core/errors.js';
import { validationError } from './api-errors.js';

const ajv = new Ajv({
  removeAdditional: false,
  coerceTypes: false,
  useDefaults: false,
  allErrors: false,
  verbose: true,
  addUsedSchema: false,
});
ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });

const compiled = new WeakMap<TSchema, ValidateFunction>();

/**
 * The same checks reporting every violation, for forms that show a person all that is wrong at once.
 * Kept apart: stopping at the first violation is what bounds the work an API request can cause.
 */
const everyViolation = new Ajv({
  removeAdditional: false,
  coerceTypes: false,
  useDefaults: false,
  allErrors: true,
  verbose: true,
  addUsedSchema: false,
});
everyViolation.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
const compiledForEvery = new WeakMap<TSchema, ValidateFunction>();

/** The schema's check, compiled once. */
export function compileSchema(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * Compiles the checks of these schemas now: compiling a profile's schema is tens of milliseconds of
 * work on the event loop, paid while the server starts rather than by the first request that uses it.
 */
export function prepareBodyChecks(...schemas: TSchema[]): void {
  for (const schema of schemas) compileSchema(schema);
}

/** Throws the API's 400 when `body` does not fit `schema`. */
export function checkBody<T>(schema: TSchema, body: unknown): T {
  const validate = compileSchema(schema);
  if (!validate(body)) throw validationError((validate.errors ?? []) as never, 'body');
  return body as T;
}

/**
 * Every way `body` does not fit `schema`, one 400 per field (the first violation of each), or none.
 * The full check is compiled only when the quick one has failed.
 */
export function bodyProblems(schema: TSchema, body: unknown): ApiError[] {
  if (compileSchema(schema)(body)) return [];
  let validate = compiledForEvery.get(schema);
  if (!validate) {
    validate = everyViolation.compile(schema);
    compiledForEvery.set(schema, validate);
  }
  validate(body);
  const byPath = new Map<string, ApiError>();
  for (const issue of validate.errors ?? []) {
    const problem = validationError([issue] as never, 'body');
    const path = problem.field?.path ?? '';
    if (!byPath.has(path)) byPath.set(path, problem);
  }
  return [...byPath.values()];
}
