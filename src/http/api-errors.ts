/**
 * The one place where errors become APIError bodies (JSON): typed ApiErrors, schema validation
 * failures, Fastify's own errors (body too large, bad JSON, media type, bad URL) and anything
 * unexpected (500, logged, no internals in the answer, the request id to quote). Also the JSON answer
 * to unknown paths (404) and wrong methods (405, with Allow) for the scopes that speak JSON.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode, errors, invalidField } from '../core/errors.js';
import { MediaUnavailable } from '../lib/media-store.js';
import { QueueFull } from '../lib/work-queue.js';
import type { RouteTable } from './route-registry.js';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  propertyName?: string;
  /** With AJV's `verbose`: the schema that failed, which may carry an `errorMessage` for people. */
  parentSchema?: { errorMessage?: unknown };
}

/** How long a client is asked to wait when bounded work is at capacity. */
const BUSY_RETRY_SECONDS = 5;

/** An ApiError's APIError body, as sent (also to requests the HTTP parser refuses: client-errors.ts). */
export function apiErrorBytes(error: ApiError): Buffer {
  return Buffer.from(JSON.stringify(error.toBody()));
}

/** Writes an ApiError as the APIError body with the status its code decides. */
export function sendApiError(reply: FastifyReply, error: ApiError) {
  if (error.ratelimitReset !== undefined && !reply.hasHeader('retry-after')) {
    reply.header('retry-after', Math.max(1, error.ratelimitReset - Math.floor(Date.now() / 1000)));
  }
  return reply.code(error.status).type('application/json; charset=utf-8').send(apiErrorBytes(error));
}

function fieldPath(issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.').replaceAll('~1', '/').replaceAll('~0', '~');
  if (issue.propertyName === undefined) return path;
  return path === '' ? issue.propertyName : `${path}.${issue.propertyName}`;
}

/** Turns the first schema violation into a message and a "path: rule" detail a person can act on. */
export function validationError(issues: ValidationIssue[], context: string | undefined): ApiError {
  const issue = issues[0];
  if (!issue) return new ApiError(ErrorCode.BadRequest);
  const path = fieldPath(issue);
  const where = context === 'body' || context === undefined ? 'body' : context;
  const schema = { keyword: issue.keyword, params: issue.params };
  if (issue.keyword === 'additionalProperties') {
    const key = String(issue.params.additionalProperty);
    const full = path === '' ? key : `${path}.${key}`;
    return invalidField(full, 'unknown key', schema, `Unknown key "${full}"`);
  }
  if (issue.keyword === 'required') {
    const key = String(issue.params.missingProperty);
    const full = path === '' ? key : `${path}.${key}`;
    return invalidField(full, 'is required', schema, `Missing required field "${full}"`);
  }
  if (path === '' && issue.keyword === 'type' && where === 'body') {
    return invalidField('body', 'must be object', undefined, 'The request body must be a JSON object');
  }
  const custom = issue.parentSchema?.errorMessage;
  return invalidField(
    path === '' ? where : path,
    typeof custom === 'string' ? custom : (issue.message ?? issue.keyword),
    schema,
  );
}

/** A size for people: whole KB below a megabyte (an inbox's 256 KB), else MB to one decimal. */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Fastify's own errors, mapped into the closed code list. */
function frameworkError(error: FastifyError, request: FastifyRequest): ApiError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        ErrorCode.RequestTooBig,
        `The request body is too large (the limit is ${sizeText(request.routeOptions.bodyLimit)})`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        ErrorCode.UnsupportedMediaType,
        'Unsupported Content-Type: send application/json or application/merge-patch+json',
      );
    case 'FST_ERR_BAD_URL':
      return new ApiError(ErrorCode.BadRequest, 'The request URL is not valid (bad percent-encoding)');
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return new ApiError(ErrorCode.BadRequest, 'The request body is not valid JSON', error.message);
      }
      switch (error.statusCode) {
        case 404:
          return new ApiError(ErrorCode.NotFound);
        case 405:
          return new ApiError(ErrorCode.MethodNotAllowed);
        case 413:
          return new ApiError(ErrorCode.RequestTooBig);
        case 415:
          return new ApiError(ErrorCode.UnsupportedMediaType);
        default:
          return new ApiError(ErrorCode.BadRequest, error.message);
      }
  }
}

/** The ApiError a thrown error is answered with (logged where it is our fault), for any body shape. */
export function apiErrorOf(thrown: Error, request: FastifyRequest, reply: FastifyReply): ApiError {
  if (thrown instanceof ApiError) return thrown;
  if (thrown instanceof QueueFull) {
    return errors.busy(thrown.queue, Math.ceil(Date.now() / 1000) + BUSY_RETRY_SECONDS);
  }
  if (thrown instanceof MediaUnavailable) {
    request.log.warn({ err: thrown }, 'media storage unavailable');
    reply.header('retry-after', 30);
    return errors.mediaUnavailable();
  }
  if (request.server.storageClosed) {
    request.log.info({ err: thrown }, 'request ended by the shutdown before it changed anything');
    return errors.shuttingDown();
  }
  const error = thrown as FastifyError;
  if (error.validation) return validationError(error.validation as ValidationIssue[], error.validationContext);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return frameworkError(error, request);
  request.log.error({ err: error }, 'unhandled error');
  return new ApiError(ErrorCode.Internal, undefined, `request id ${request.id}: quote it when you report this`);
}

/** The error handler of the JSON scopes. */
export function apiErrorHandler(thrown: Error, request: FastifyRequest, reply: FastifyReply) {
  return sendApiError(reply, apiErrorOf(thrown, request, reply));
}

/** The not-found handler of the JSON scopes: 405 with Allow when the path exists with other methods. */
export function apiNotFoundHandler(table: RouteTable) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = table.allowedMethods(path);
    // A route that found nothing for its parameters (callNotFound) allows this method: a 404, not a 405.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return sendApiError(
        reply,
        new ApiError(ErrorCode.MethodNotAllowed, `Method ${request.method} is not allowed on ${path}`),
      );
    }
    return sendApiError(reply, new ApiError(ErrorCode.NotFound, `No endpoint at ${request.method} ${path}`));
  };
}
