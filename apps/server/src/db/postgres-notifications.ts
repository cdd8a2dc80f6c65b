import pg from 'pg';

/**
 * PostgreSQL LISTEN/NOTIFY for the server processes that share one database: a message published by one reaches
 * every process listening on its channel, the publisher included. Delivery is best effort — a message sent while a
 * process is reconnecting is lost — so a listener is told when its process has listened again (`resumed`) and can
 * make up for what it may have missed.
 */
export interface DatabaseNotifications {
  /** NOTIFY `channel` with `payload` (at most 8000 bytes). A failure is logged, never thrown. */
  publish(channel: string, payload: string): void;
  /** Listens on `channel` until the returned function is called. */
  subscribe(channel: string, handlers: NotificationHandlers): () => void;
  /** Stops listening and closes the listening connection. */
  close(): Promise<void>;
}

export interface NotificationHandlers {
  message(payload: string): void;
  /** The listening connection was lost and is back: messages of the gap were missed. */
  resumed(): void;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * LISTEN needs a session of its own: a pooled connection goes back to the pool and its LISTENs with it. So each
 * process holds one dedicated connection that listens on every subscribed channel, and opens a new one, with
 * growing pauses, whenever it is cut (a database restart, a failover, pg_terminate_backend). Publishing goes
 * through the pool.
 */
export function createPostgresNotifications(deps: {
  url: string;
  pool: pg.Pool;
  warn: (error: unknown, message: string) => void;
}): DatabaseNotifications {
  const { url, pool, warn } = deps;
  const subscribers = new Map<string, Set<NotificationHandlers>>();
  let client: pg.Client | null = null;
  let connecting = false;
  let connectedBefore = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const listenSql = (channel: string) => `listen ${pg.escapeIdentifier(channel)}`;

  const scheduleConnect = () => {
    if (closed || retryTimer !== null) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
  };

  const connect = async () => {
    if (closed || connecting || client !== null) return;
    connecting = true;
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // Without a listener, the 'error' of a cut connection would end the process; 'end' follows and reconnects.
    candidate.on('error', (error) => warn(error, 'the database notification connection failed'));
    let ended = false;
    candidate.once('end', () => {
      ended = true;
      if (client === candidate) client = null;
      scheduleConnect();
    });
    candidate.on('notification', (message) => {
      for (const handlers of subscribers.get(message.channel) ?? []) handlers.message(message.payload ?? '');
    });
    try {
      await candidate.connect();
      for (const channel of subscribers.keys()) await candidate.query(listenSql(channel));
    } catch (error) {
      connecting = false;
      warn(error, 'could not listen for database notifications; retrying');
      // Not awaited: ending a client whose connection already failed may never resolve.
      void candidate.end().catch(() => {});
      scheduleConnect();
      return;
    }
    connecting = false;
    if (ended) return;
    if (closed) {
      void candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    failures = 0;
    if (connectedBefore) {
      for (const set of subscribers.values()) for (const handlers of set) handlers.resumed();
    }
    connectedBefore = true;
  };

  return {
    publish(channel, payload) {
      pool.query('select pg_notify($1, $2)', [channel, payload]).catch((error: unknown) => {
        warn(error, 'could not send a database notification');
      });
    },
    subscribe(channel, handlers) {
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
        // A channel added while connected is listened to at once; otherwise the (re)connect does it.
        client?.query(listenSql(channel)).catch((error: unknown) => {
          warn(error, 'could not listen for database notifications');
        });
      }
      set.add(handlers);
      void connect();
      return () => {
        set.delete(handlers);
      };
    },
    async close() {
      closed = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
