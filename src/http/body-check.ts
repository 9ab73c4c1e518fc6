/**
 * Checks a body against a route's TypeBox schema outside Fastify's request validation (the web forms
 * build the API's bodies from form fields), with the same Ajv options as the app and the same
 * "path: rule" errors, so a person sees the API's message next to the field that caused it.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { TSchema } from 'typebox';
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

function validator(schema: TSchema): ValidateFunction {
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
  for (const schema of schemas) validator(schema);
}

/** Throws the API's 400 when `body` does not fit `schema`. */
export function checkBody<T>(schema: TSchema, body: unknown): T {
  const validate = validator(schema);
  if (!validate(body)) throw validationError((validate.errors ?? []) as never, 'body');
  return body as T;
}
