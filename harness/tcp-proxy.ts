/**
 * A TCP proxy on loopback in front of a real service, that can stop forwarding without closing
 * anything: the service then looks connected but never answers (a hung Redis, a stalled network, a
 * flow a NAT forgot).
 */
import { once } from 'node:events';
import { createServer, type Socket, connect } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stop forwarding in both directions; connections stay open and silent. */
  freeze(): void;
  /**
   * Stop forwarding on the open connections whose client has sent `text` (e.g. "LISTEN "): only
   * they go silent; the others, and connections opened later, go on working. Returns how many.
   */
  freezeConnectionsThatSent(text: string): number;
  close(): Promise<void>;
}

/** What the proxy keeps of a client's bytes, to tell its connections apart. */
const KEPT_BYTES = 64 * 1024;

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const connections = new Set<{ sent: Buffer[]; keptBytes: number; frozen: boolean }>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    const connection = { sent: [] as Buffer[], keptBytes: 0, frozen: false };
    connections.add(connection);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    const passes = () => !frozen && !connection.frozen;
    client.on('data', (chunk: Buffer) => {
      if (connection.keptBytes < KEPT_BYTES) {
        connection.sent.push(chunk);
        connection.keptBytes += chunk.length;
      }
      if (passes()) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => passes() && client.write(chunk));
    client.on('close', () => {
      upstream.destroy();
      connections.delete(connection);
    });
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => {
      frozen = true;
    },
    freezeConnectionsThatSent: (text) => {
      let count = 0;
      for (const connection of connections) {
        if (!connection.frozen && Buffer.concat(connection.sent).includes(text)) {
          connection.frozen = true;
          count++;
        }
      }
      return count;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
