import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';

/** A live local read as a screen shows it: loading until the first answer, then the rows under `K`, or failed. */
export type LiveRead<K extends string, T> =
  | { state: 'loading' }
  | { state: 'failed' }
  | ({ state: 'ready' } & { [key in K]: T });

export interface LiveReadResult<K extends string, T> {
  read: LiveRead<K, T>;
  /** Reads again, after a failed read. */
  retry: () => void;
}

/**
 * Reads `read()` from this device's database, live: a row synced from another till shows without a reload. A read
 * that throws is logged as `failureLog` and shows as failed, so the screen says so instead of going blank. Like
 * Dexie's live query, `read` is taken once per attempt: it must read the database, never the render's values.
 */
export function useLiveRead<K extends string, T>(
  key: K,
  read: () => Promise<T>,
  failureLog: string,
): LiveReadResult<K, T> {
  // A new attempt is a new live query: the failed one would only answer again on the next write.
  const [attempt, setAttempt] = useState(0);
  const state = useLiveQuery(
    async (): Promise<LiveRead<K, T>> => {
      try {
        // A computed key cannot carry its literal type: the object is exactly `{ state, [key] }`.
        return { state: 'ready', [key]: await read() } as LiveRead<K, T>;
      } catch (error) {
        console.error(failureLog, error);
        return { state: 'failed' };
      }
    },
    [attempt],
    { state: 'loading' } as LiveRead<K, T>,
  );
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { read: state, retry };
}
