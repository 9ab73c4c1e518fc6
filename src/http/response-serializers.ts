/**
 * Response serialisers (fast-json-stringify, as Fastify's own default), compiled once per schema:
 * routes that answer with the same schema (a user for GET and PATCH, a member on several paths) share
 * one generated function instead of each holding its own copy of the code for the life of the process.
 */
import fastJsonStringify from 'fast-json-stringify';

type Serializer = (data: unknown) => string;

/** Keyed by the schema's JSON: equal schemas give equal functions (TypeBox's symbol keys are not read). */
const compiled = new Map<string, Serializer>();

export function compileSerializer({ schema }: { schema: unknown }): Serializer {
  const key = JSON.stringify(schema);
  let serialize = compiled.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as Serializer;
    compiled.set(key, serialize);
  }
  return serialize;
}
