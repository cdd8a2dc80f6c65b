import type { Page } from '@playwright/test';

export interface HistoryState {
  /** The first-sync pull has finished: `pullCursor` present and no `historyPull` under way. */
  done: boolean;
  /** performance.now() in the page when it was read. */
  at: number;
}

// Reads the sync engine's meta keys straight from IndexedDB ('cafeposdb'), as the done signal is defined. One
// connection serves every read of a document (opening one per read put work on the browser's IndexedDB thread
// several times a second, beside the pull being measured); it closes should the app need to upgrade its schema.
// A string, not a function: tsx would inject helpers the page lacks.
const READ_STATE = `new Promise((resolve) => {
  const notYet = () => resolve({ done: false, at: performance.now() });
  window.__historyStateDb ??= new Promise((opened) => {
    const open = indexedDB.open('cafeposdb');
    open.onerror = () => opened(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('meta')) {
        // Opened before the app made its stores: the next read opens it afresh.
        db.close();
        window.__historyStateDb = undefined;
        opened(null);
        return;
      }
      db.onversionchange = () => {
        db.close();
        window.__historyStateDb = undefined;
      };
      opened(db);
    };
  });
  window.__historyStateDb.then((db) => {
    if (!db) return notYet();
    let store;
    try {
      store = db.transaction('meta').objectStore('meta');
    } catch {
      // Closed for an upgrade since: the next read opens it again.
      window.__historyStateDb = undefined;
      return notYet();
    }
    const history = store.get('historyPull');
    const cursor = store.get('pullCursor');
    store.transaction.oncomplete = () =>
      resolve({ done: history.result === undefined && cursor.result !== undefined, at: performance.now() });
    store.transaction.onerror = notYet;
    store.transaction.onabort = notYet;
  });
})`;

export function readHistoryState(page: Page): Promise<HistoryState> {
  return page.evaluate(READ_STATE) as Promise<HistoryState>;
}
