/**
 * A TCP proxy on loopback in front of a real service, that can stop forwarding without closing
 * anything: the service then looks connected but never answers (a hung Redis, a stalled network).
 */
import { once } from 'node:events';
import { createServer, type Socket, connect } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stop forwarding in both directions; connections stay open and silent. */
  freeze(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => {
      frozen = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
