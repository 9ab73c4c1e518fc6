/**
 * Requests Node's HTTP parser refuses before any route sees them: headers over the 16 KB limit, a
 * request that is not HTTP, one that took too long to arrive. They get the site's own answers (an
 * APIError for the API and the media, a short page for the site) with the security headers, not the
 * framework's JSON, and the connection is closed.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError, ErrorCode } from '../core/errors.js';
import { apiErrorBytes } from './api-errors.js';
import { staticSecurityHeaders } from './security-headers.js';

const CLIENT_ERRORS: Record<string, () => ApiError> = {
  HPE_HEADER_OVERFLOW: () =>
    new ApiError(
      ErrorCode.HeadersTooLarge,
      'The request headers are larger than 16 KB: send fewer or smaller headers (cookies included)',
    ),
  ERR_HTTP_REQUEST_TIMEOUT: () =>
    new ApiError(ErrorCode.RequestTimeout, 'The request did not arrive in time: send it again'),
};

/** The path of the request line the parser read, if it got that far ("GET /api/v1/… HTTP/1.1"). */
function requestPath(raw: unknown): string {
  if (!Buffer.isBuffer(raw)) return '';
  const line = raw.subarray(0, Math.min(raw.length, 2048)).toString('latin1');
  const start = line.indexOf(' ');
  const end = line.indexOf(' ', start + 1);
  return start < 0 || end < 0 ? '' : line.slice(start + 1, end);
}

const speaksJson = (path: string) => path.startsWith('/api/') || path.startsWith('/media/') || path === '/api';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function answerClientError(error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError =
    CLIENT_ERRORS[error.code ?? '']?.() ?? new ApiError(ErrorCode.BadRequest, 'The request is not valid HTTP');
  const json = speaksJson(requestPath(error.rawPacket));
  const body = json
    ? apiErrorBytes(apiError)
    : Buffer.from(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${apiError.status} · Nametag</title></head><body><h1>${escapeHtml(apiError.message)}</h1></body></html>`,
      );
  const headers = [
    `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}`,
    `Content-Type: ${json ? 'application/json' : 'text/html'}; charset=utf-8`,
    `Content-Length: ${body.length}`,
    'Connection: close',
    'Cache-Control: no-store',
    ...(json ? ['Access-Control-Allow-Origin: *'] : []),
  ];
  const security = staticSecurityHeaders();
  for (let i = 0; i < security.length; i += 2) headers.push(`${security[i]}: ${security[i + 1]}`);
  if (socket.writable) socket.end(Buffer.concat([Buffer.from(`${headers.join('\r\n')}\r\n\r\n`), body]));
  socket.destroySoon();
}
