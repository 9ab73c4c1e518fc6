/**
 * PostgreSQL notifications: one dedicated connection that LISTENs on a channel and reconnects when
 * it is lost. Notifications sent while it was away are gone, so every (re)connection is reported:
 * whoever derives state from the notifications must start afresh.
 */
import pg from 'pg';

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
}

export function listen(url: string, channel: string, options: ListenOptions): NotificationListener {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const retryMs = options.retryMs ?? 1000;

  const lost = (error: Error) => {
    if (closed) return;
    listening = false;
    const failed = client;
    client = null;
    failed?.removeAllListeners();
    failed?.on('error', () => {});
    void failed?.end().catch(() => {});
    options.onLost(error);
    retry ??= setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
  };

  async function connect() {
    if (closed) return;
    const connection = new pg.Client({ connectionString: url, keepAlive: true });
    client = connection;
    connection.on('error', lost);
    connection.on('end', () => lost(new Error('the notification connection ended')));
    connection.on('notification', (message) => {
      if (message.channel === channel) options.onNotification(message.payload ?? '');
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed || client !== connection) return;
      listening = true;
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
      const connection = client;
      client = null;
      connection?.removeAllListeners();
      connection?.on('error', () => {});
      await connection?.end().catch(() => {});
    },
  };
}
