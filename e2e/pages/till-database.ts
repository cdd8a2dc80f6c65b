import type { Page } from '@playwright/test';

type TillRequest =
  | { op: 'getAll'; store: string }
  | { op: 'count'; store: string }
  | { op: 'get'; store: string; key: string }
  | { op: 'delete'; store: string; key: string }
  | { op: 'put'; store: string; value: unknown };

/**
 * The till's own database (the Dexie database 'cafeposdb'), read and written with plain IndexedDB from inside the
 * page: how a spec checks what a till holds, or sets it up, without its screens. Each call opens the database,
 * runs one request and closes it again, so the app's own connection never waits on a spec's. The app's live
 * queries follow its own writes only: after a `put` or `delete` a spec reloads the page for the app to see it.
 */
export class TillDatabase {
  constructor(readonly page: Page) {}

  /** Every row of a store. A Blob in a row (a kept file) leaves the page as its bytes, a number per byte. */
  rows<T>(store: string): Promise<T[]> {
    return this.run({ op: 'getAll', store }) as Promise<T[]>;
  }

  /** One row by its key, or undefined when the store holds none. Blobs as in `rows`. */
  row<T>(store: string, key: string): Promise<T | undefined> {
    return this.run({ op: 'get', store, key }) as Promise<T | undefined>;
  }

  count(store: string): Promise<number> {
    return this.run({ op: 'count', store }) as Promise<number>;
  }

  async put(store: string, value: unknown): Promise<void> {
    await this.run({ op: 'put', store, value });
  }

  async delete(store: string, key: string): Promise<void> {
    await this.run({ op: 'delete', store, key });
  }

  private run(request: TillRequest): Promise<unknown> {
    return this.page.evaluate(async (request) => {
      const opened = indexedDB.open('cafeposdb');
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        opened.onsuccess = () => resolve(opened.result);
        opened.onerror = () => reject(opened.error);
      });
      try {
        const writes = request.op === 'put' || request.op === 'delete';
        const transaction = database.transaction(request.store, writes ? 'readwrite' : 'readonly');
        // A write counts once its transaction has committed, not when its request succeeds.
        const committed = writes
          ? new Promise<void>((resolve, reject) => {
              transaction.oncomplete = () => resolve();
              transaction.onerror = () => reject(transaction.error);
            })
          : Promise.resolve();
        const store = transaction.objectStore(request.store);
        const call: IDBRequest =
          request.op === 'getAll'
            ? store.getAll()
            : request.op === 'count'
              ? store.count()
              : request.op === 'get'
                ? store.get(request.key)
                : request.op === 'put'
                  ? store.put(request.value)
                  : store.delete(request.key);
        const result = await new Promise<unknown>((resolve, reject) => {
          call.onsuccess = () => resolve(call.result);
          call.onerror = () => reject(call.error);
        });
        await committed;
        // A Blob cannot cross to the test; its bytes can.
        const portable = async (row: unknown) => {
          if (!row || typeof row !== 'object') return row;
          const entries = Object.entries(row as Record<string, unknown>);
          for (const entry of entries) {
            if (entry[1] instanceof Blob) entry[1] = Array.from(new Uint8Array(await entry[1].arrayBuffer()));
          }
          return Object.fromEntries(entries);
        };
        return Array.isArray(result) ? Promise.all(result.map(portable)) : portable(result);
      } finally {
        database.close();
      }
    }, request);
  }
}
