/**
 * PostgreSQL notifications: one dedicated connection that LISTENs on a channel and reconnects when
 * it is lost. Notifications sent while it was away are gone, so every (re)connection is reported:
 * whoever derives state from the notifications must start afresh.
 *
 * A connection can also go quiet without ending: a NAT or load balancer that forgets an idle flow,
 * a failover without a reset. Nothing then arrives, which looks exactly like nothing happening. So
 * the connection proves it is alive: a heartbeat query every `heartbeatMs`, and one that is not
 * answered within `heartbeatMs` counts as the connection lost.
 */
import type pg from 'pg';
import { postgresDriver } from './postgres-driver.js';

export interface NotificationListener {
  /** Whether the connection is up and listening (nothing was missed since `onConnected`). */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface ListenOptions {
  onNotification(payload: string): void;
  /** The listener is (again) listening; notifications may have been missed before. */
  onConnected(): void;
  /** The connection was lost; it is retried after `retryMs`. */
  onLost(error: Error): void;
  retryMs?: number;
  /** How often the connection proves it still carries bytes, and how long an answer may take. */
  heartbeatMs?: number;
}

/** The default heartbeat: a deaf connection is noticed within about twice this. */
export const HEARTBEAT_MS = 1000;
/** When TCP starts probing an idle connection (the heartbeat keeps this one busy; pools rely on it). */
export const KEEPALIVE_DELAY_MS = 10_000;

export function listen(url: string, channel: string, options: ListenOptions): NotificationListener {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  const retryMs = options.retryMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  const lost = (error: Error) => {
    if (closed) return;
    listening = false;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    const failed = client;
    client = null;
    failed?.removeAllListeners();
    failed?.on('error', () => {});
    // Not a polite goodbye: on a connection that went quiet it would wait for an answer forever.
    failed?.connection.stream.destroy();
    options.onLost(error);
    retry ??= setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
  };

  async function connect() {
    if (closed) return;
    const connection = new (postgresDriver().Client)({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      connectionTimeoutMillis: Math.max(heartbeatMs, 1000) * 2,
      // Every query on this connection (LISTEN, the heartbeats) answers in time or the connection is lost.
      query_timeout: heartbeatMs,
    });
    client = connection;
    connection.on('error', lost);
    connection.on('end', () => lost(new Error('the notification connection ended')));
    connection.on('notification', (message) => {
      if (message.channel === channel) options.onNotification(message.payload ?? '');
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${postgresDriver().escapeIdentifier(channel)}`);
      if (closed || client !== connection) return;
      listening = true;
      heartbeat = setInterval(() => {
        if (client !== connection) return;
        connection.query('SELECT 1').catch((error: Error) => {
          if (client === connection) lost(error);
        });
      }, heartbeatMs);
      heartbeat.unref();
      options.onConnected();
    } catch (error) {
      if (client === connection) lost(error as Error);
    }
  }
  void connect();

  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      const connection = client;
      client = null;
      connection?.removeAllListeners();
      connection?.on('error', () => {});
      await connection?.end().catch(() => {});
    },
  };
}
