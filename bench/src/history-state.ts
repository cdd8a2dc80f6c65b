import type { Page } from '@playwright/test';

export interface HistoryState {
  /** The first-sync pull has finished: `pullCursor` present and no `historyPull` under way. */
  done: boolean;
  /** performance.now() in the page when it was read. */
  at: number;
}

/** Reads the sync engine's meta keys straight from IndexedDB ('cafeposdb'), as the done signal is defined. */
export function readHistoryState(page: Page): Promise<HistoryState> {
  return page.evaluate(
    () =>
      new Promise<HistoryState>((resolve) => {
        const open = indexedDB.open('cafeposdb');
        open.onerror = () => resolve({ done: false, at: performance.now() });
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) {
            db.close();
            resolve({ done: false, at: performance.now() });
            return;
          }
          const store = db.transaction('meta').objectStore('meta');
          const history = store.get('historyPull');
          const cursor = store.get('pullCursor');
          store.transaction.oncomplete = () => {
            db.close();
            resolve({
              done: history.result === undefined && cursor.result !== undefined,
              at: performance.now(),
            });
          };
          store.transaction.onerror = () => {
            db.close();
            resolve({ done: false, at: performance.now() });
          };
        };
      }),
  );
}
