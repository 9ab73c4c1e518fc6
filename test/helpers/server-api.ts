/** The JSON API of a server started as a process (harness/server-process.ts), over real HTTP. */
import type { ServerProcess } from '../../harness/server-process.js';

export interface ServerAnswer {
  status: number;
  body: any;
  headers: Headers;
}

export async function callServer(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<ServerAnswer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = token;
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text), headers: res.headers };
}
