// Beside the first till's history: the same pull with no app code. A fresh profile on the app's origin, with a
// device's cookie, asks /api/sync/pull for the till scope and then the history scope, 5,000 changes a page, the
// next page requested as soon as this one's cursor is known (as the app does), parses each answer with
// `response.json()` and puts its rows into object stores with the app's keys and indexes, one transaction per page,
// with plain IndexedDB calls. Against the indexeddb-floor it says what the server, the network and the parse add
// on this machine (they share its two cores with the browser); against the app's history, what the app adds.
import { SYNC_ENTITIES } from '@cafe/domain';
import { firstPage, launch, newProfileDir, removeProfile } from './browser';
import { signInTill } from './till-client';

const PAGE_SIZE = 5_000;

// The app's stores for the rows the bench's store holds most of; every other entity in a store keyed by id.
const INDEXES: Record<string, string[]> = {
  sale: ['createdAt', 'soldAt', 'paymentMethod'],
  product: ['category', 'barcode'],
  expense: ['date', 'category'],
};

// A string, not a function: tsx would inject helpers the page lacks.
const PULL_ALL = `(async ({ entities, indexes, pageSize }) => {
  const open = indexedDB.open('bench-pull-floor', 1);
  open.onupgradeneeded = () => {
    for (const entity of entities) {
      const store = open.result.createObjectStore(entity, { keyPath: 'id' });
      for (const index of indexes[entity] ?? []) store.createIndex(index, index);
    }
  };
  const db = await new Promise((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  const get = (scope, cursor) =>
    fetch('/api/sync/pull?cursor=' + cursor + '&limit=' + pageSize + '&scope=' + scope).then((response) => {
      if (!response.ok) throw new Error('pull answered HTTP ' + response.status);
      return response.json();
    });
  const started = performance.now();
  let rows = 0;
  for (const scope of ['till', 'history']) {
    let next = get(scope, 0);
    for (;;) {
      const page = await next;
      if (page.hasMore) next = get(scope, page.cursor);
      if (page.changes.length > 0) {
        const tx = db.transaction([...new Set(page.changes.map((change) => change.entity))], 'readwrite');
        for (const change of page.changes) {
          if (change.row) tx.objectStore(change.entity).put(change.row);
          else tx.objectStore(change.entity).delete(change.id);
        }
        rows += page.changes.length;
        await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
      }
      if (!page.hasMore) break;
    }
  }
  return { seconds: (performance.now() - started) / 1000, rows };
})`;

export interface PullFloor {
  seconds: number;
  rows: number;
}

/** Pulls the server's whole store into a fresh profile with no app code; the time from the first request. */
export async function measurePullFloor(baseURL: string): Promise<PullFloor> {
  const till = await signInTill(baseURL);
  const [name, value] = till.deviceCookie.split('=') as [string, string];
  const dir = await newProfileDir();
  const context = await launch(dir);
  try {
    await context.addCookies([{ name, value, url: baseURL }]);
    const page = await firstPage(context);
    // A page of the app's origin that runs none of the app: the pulls are same-origin requests with its cookie.
    await page.goto(`${baseURL}/api/health`);
    return (await page.evaluate(
      `${PULL_ALL}(${JSON.stringify({ entities: SYNC_ENTITIES, indexes: INDEXES, pageSize: PAGE_SIZE })})`,
    )) as PullFloor;
  } finally {
    await context.close();
    await removeProfile(dir);
  }
}
