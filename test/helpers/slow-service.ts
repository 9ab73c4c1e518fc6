/**
 * A hostile "pronouns.cc" on loopback that holds readings open, for the fairness tests of moving in:
 * - `drip`: headers at once, then one space every `dripMs` (an endless JSON answer), never ending —
 *   the attack as it was reported;
 * - `silent`: accepts the request and never answers, not even headers;
 * - `slow`: each answer held `holdMs` (dripping meanwhile), then completed as a working service's,
 *   with a long member list — a reading that goes on, answer after answer, never timing out.
 * It counts what it sees, so a test can wait for a reading to have reached it, and can tell a
 * connection the reader closed from one it finished itself.
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { Socket } from 'node:net';

export type SlowMode = 'drip' | 'silent' | 'slow';

export class SlowService {
  /** Requests seen: path and the token sent. */
  readonly requests: Array<{ url: string; authorization: string | undefined }> = [];
  /** Answers begun and not yet ended or closed. */
  open = 0;
  /** Connections the reader closed before the answer was complete. */
  closedByReader = 0;
  url = '';
  private readonly server: http.Server;
  private readonly sockets = new Set<Socket>();
  private readonly changes = new EventEmitter();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly mode: SlowMode,
    private readonly options: { dripMs?: number; holdMs?: number; members?: number } = {},
  ) {
    this.server = http.createServer((request, response) => this.answer(request, response));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(host = '127.0.0.2'): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, host, resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    this.url = `http://${host}:${address.port}`;
    return this;
  }

  /** Resolves once `condition` holds (checked at each request and each closed answer). */
  waitFor(condition: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!condition()) return;
        this.changes.off('change', check);
        resolve();
      };
      this.changes.on('change', check);
      check();
    });
  }

  /** Stops listening and drops every connection: the readings held here fail at once. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse) {
    this.requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    this.open++;
    let ended = false;
    const timer = setInterval(() => response.write(' '), this.options.dripMs ?? 500);
    if (this.mode === 'silent') clearInterval(timer);
    else this.timers.add(timer);
    response.on('close', () => {
      clearInterval(timer);
      this.timers.delete(timer);
      this.open--;
      if (!ended) this.closedByReader++;
      this.changes.emit('change');
    });
    this.changes.emit('change');
    if (this.mode === 'silent') return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.flushHeaders();
    if (this.mode === 'drip') return;
    const done = setTimeout(() => {
      clearInterval(timer);
      this.timers.delete(timer);
      ended = true;
      response.end(JSON.stringify(this.document(request.url ?? '')));
    }, this.options.holdMs ?? 3000);
    this.timers.add(done);
  }

  /** What a working service would answer, at the end of each held answer. */
  private document(url: string): unknown {
    const members = Array.from({ length: this.options.members ?? 200 }, (_, i) => ({ id: `m${i}`, name: `M ${i}` }));
    if (url === '/api/v1/meta') return { users: { total: 1 } };
    if (url === '/api/v1/users/@me') return { id: 'slowuser', name: 'slow', members, flags: [] };
    const member = /^\/api\/v1\/members\/(m\d+)$/.exec(url);
    if (member) return { id: member[1], name: `M ${member[1]!.slice(1)}` };
    return {};
  }
}
