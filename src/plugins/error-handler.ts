/**
 * The one place where errors become APIError bodies: typed ApiErrors, schema validation failures,
 * Fastify's own errors (body too large, bad JSON, media type) and anything unexpected (500, logged,
 * no internals in the answer). Also answers unknown paths (404) and wrong methods (405).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type ApiErrorBody, ErrorCode } from '../errors.js';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldPath(issue: ValidationIssue): string {
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.').replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Turns the first schema violation into a message and a "path: rule" detail a person can act on. */
function validationBody(issues: ValidationIssue[], context: string | undefined): ApiErrorBody {
  const issue = issues[0];
  if (!issue) return { code: ErrorCode.BadRequest, message: 'Invalid request' };
  const where = context === 'body' || context === undefined ? '' : `${context} `;
  const path = fieldPath(issue);
  if (issue.keyword === 'additionalProperties') {
    const key = String(issue.params.additionalProperty);
    const full = path === '' ? key : `${path}.${key}`;
    return { code: ErrorCode.BadRequest, message: `Unknown key "${full}"`, details: `${full}: unknown key` };
  }
  if (issue.keyword === 'required') {
    const key = String(issue.params.missingProperty);
    const full = path === '' ? key : `${path}.${key}`;
    return { code: ErrorCode.BadRequest, message: `Missing required field "${full}"`, details: `${full}: is required` };
  }
  if (path === '' && issue.keyword === 'type' && context === 'body') {
    return { code: ErrorCode.BadRequest, message: 'The request body must be a JSON object', details: 'body: must be object' };
  }
  const rule = issue.keyword === 'pattern' && path.startsWith('custom_preferences')
    ? 'keys must be UUIDs'
    : (issue.message ?? issue.keyword);
  const shown = path === '' ? `${where}`.trim() || 'body' : path;
  return { code: ErrorCode.BadRequest, message: `Invalid value for ${shown}`, details: `${shown}: ${rule}` };
}

function fastifyErrorBody(error: FastifyError, status: number): ApiErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: ErrorCode.RequestTooBig, message: 'The request body is too large (the limit is 2 MB)' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: ErrorCode.UnsupportedMediaType,
        message: 'Unsupported Content-Type: send application/json or application/merge-patch+json',
      };
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return { code: ErrorCode.BadRequest, message: 'The request body is not valid JSON', details: error.message };
      }
      return { code: status, message: error.message };
  }
}

async function errorHandler(app: FastifyInstance) {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    const url = route.url;
    const entry = routes.get(url) ?? {
      pattern: new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`),
      methods: new Set<string>(),
    };
    for (const method of [route.method].flat()) entry.methods.add(method);
    routes.set(url, entry);
  });

  app.setErrorHandler((thrown: Error, request, reply) => {
    if (thrown instanceof ApiError) return reply.code(thrown.status).send(thrown.toBody());
    const error = thrown as FastifyError;
    if (error.validation) {
      return reply.code(400).send(validationBody(error.validation as ValidationIssue[], error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(fastifyErrorBody(error, status));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: ErrorCode.Internal, message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = new Set<string>();
    for (const { pattern, methods } of routes.values()) {
      if (pattern.test(path)) for (const method of methods) allowed.add(method);
    }
    if (allowed.size > 0) {
      return reply
        .code(405)
        .header('allow', [...allowed].sort().join(', '))
        .send({ code: ErrorCode.MethodNotAllowed, message: `Method ${request.method} is not allowed on ${path}` });
    }
    return reply.code(404).send({ code: ErrorCode.NotFound, message: `No endpoint at ${request.method} ${path}` });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
