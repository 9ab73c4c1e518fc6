/** The APIError body as a schema, for the OpenAPI document and for response serialisation. */
import { Type } from 'typebox';

export const ApiErrorSchema = Type.Object(
  {
    code: Type.Integer({ description: 'numeric error code (see the API reference)' }),
    message: Type.String({ description: 'human-readable description' }),
    details: Type.Optional(Type.String({ description: 'the offending field path and rule' })),
    ratelimit_reset: Type.Optional(Type.Integer({ description: 'unix seconds at which the rate limit resets' })),
  },
  { title: 'APIError' },
);

/** Response entries for the error statuses a route can answer with; every route may be rate limited (429). */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries([...statuses, 429].map((status) => [status, ApiErrorSchema])) as Record<
    number,
    typeof ApiErrorSchema
  >;
}
