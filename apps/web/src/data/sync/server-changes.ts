/** The part of EventSource this module uses, so a test can hand it a stream of its own. */
export interface ChangeStream {
  readonly readyState: number;
  addEventListener(type: 'open' | 'changed', listener: () => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser gave up (a 401, say) and will not reconnect by itself. */
const CLOSED = 2;

export const SERVER_CHANGES_URL = '/api/sync/events';

export interface ServerChanges {
  /** Opens the stream unless it is open or reconnecting. Safe to call on every sync state change. */
  follow(): void;
  stop(): void;
}

/**
 * Follows the server's "this store has changes" nudges (GET /api/sync/events) and wakes the sync engine on each,
 * so a change pushed by another till shows here in about a round trip, not at the next 30 s timer. The nudge
 * carries no data: the engine pulls from its cursor as always. On (re)connecting it also wakes once, for whatever
 * changed while the stream was down. EventSource reconnects by itself after a dropped connection; after a refusal
 * (a browser not registered yet) the next follow() opens it again.
 */
export function createServerChanges(open: () => ChangeStream, onChange: () => void): ServerChanges {
  let stream: ChangeStream | null = null;
  return {
    follow() {
      if (stream && stream.readyState !== CLOSED) return;
      stream = open();
      stream.addEventListener('open', onChange);
      stream.addEventListener('changed', onChange);
    },
    stop() {
      stream?.close();
      stream = null;
    },
  };
}
