import type { Page } from '@playwright/test';

/** A change made by hand, as someone at the till's developer tools would shape it. */
export interface HandMadeChange {
  entity: string;
  action: string;
  actorId: string;
  data: Record<string, unknown>;
  /** An update's: the row's version it was made against. */
  baseVersion?: number;
}

/** What a push answered for one hand-made mutation. */
export interface PushAnswer {
  status: number;
  result?: { status: string; reason?: string; message?: string };
}

/**
 * What a staff member can do from the browser's developer tools on a shared till: read and write everything the
 * app keeps in IndexedDB, use the signing key of whoever is signed in (but not read it out), and send any request
 * with the till's cookies. `sign` makes the proof with the session's key (the app's canonical message,
 * packages/domain/src/sync/actor-proof.ts); `send` pushes the change itself, or else `queue` puts it into the
 * till's own outbox at the next mutationId, exactly as the app would have, for the app's sync to send.
 */
function handMade(
  page: Page,
  change: HandMadeChange,
  options: { sign: boolean; mode: 'send' | 'queue' },
): Promise<PushAnswer | null> {
  return page.evaluate(
    async ({ change, options }) => {
      const opened = indexedDB.open('cafeposdb');
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        opened.onsuccess = () => resolve(opened.result);
        opened.onerror = () => reject(opened.error);
      });
      const done = (request: IDBRequest) =>
        new Promise<unknown>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const read = async <T>(store: string, key: string) =>
        (await done(database.transaction(store).objectStore(store).get(key))) as T;

      const deviceId = (await read<{ value: string }>('meta', 'deviceId')).value;
      const session = await read<{ key: { keyId: string; privateKey: CryptoKey } }>(
        'signingSession',
        'current',
      );
      const clientTime = new Date().toISOString();
      const sorted = (value: unknown): unknown =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
            )
          : Array.isArray(value)
            ? value.map(sorted)
            : value;
      let proof: { keyId: string; signature: string } | undefined;
      if (options.sign) {
        const message = JSON.stringify([
          'cafe-pos mutation v1',
          change.entity,
          change.action,
          change.actorId,
          clientTime,
          sorted(change.data),
        ]);
        const signature = new Uint8Array(
          await crypto.subtle.sign(
            { name: 'ECDSA', hash: 'SHA-256' },
            session.key.privateKey,
            new TextEncoder().encode(message),
          ),
        );
        const base64url = btoa(String.fromCharCode(...signature))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        proof = { keyId: session.key.keyId, signature: base64url };
      }

      if (options.mode === 'queue') {
        const tx = database.transaction(['syncLog', 'meta'], 'readwrite');
        const meta = tx.objectStore('meta');
        const next = ((await done(meta.get('nextMutationId'))) as { value: number } | undefined)?.value ?? 1;
        tx.objectStore('syncLog').add({
          id: crypto.randomUUID(),
          mutationId: next,
          entity: change.entity,
          action: change.action,
          data: change.data,
          baseVersion: change.baseVersion ?? null,
          actorId: change.actorId,
          timestamp: clientTime,
          synced: false,
          ...(proof ? { proof } : {}),
        });
        meta.put({ key: 'nextMutationId', value: next + 1 });
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        database.close();
        return null;
      }
      database.close();

      const send = (mutationId: number) =>
        fetch('/api/sync/push', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            protocol: 2,
            deviceId,
            mutations: [
              { ...change, mutationId, baseVersion: change.baseVersion ?? null, clientTime, proof },
            ],
          }),
        });
      // The server says which mutationId it expects next; the till's own queue is empty by now.
      let response = await send(Number.MAX_SAFE_INTEGER);
      if (response.status === 409) response = await send((await response.json()).expectedMutationId);
      const body = await response.json();
      return { status: response.status, result: body.results?.[0] };
    },
    { change, options },
  );
}

/** Pushes one hand-made mutation straight to the server, at the device's next mutationId. */
export async function pushByHand(page: Page, change: HandMadeChange, sign: boolean): Promise<PushAnswer> {
  return (await handMade(page, change, { sign, mode: 'send' })) as PushAnswer;
}

/** Puts one signed change into the till's outbox, as the app would if its screen had let the user make it. */
export async function queueByHand(page: Page, change: HandMadeChange): Promise<void> {
  await handMade(page, change, { sign: true, mode: 'queue' });
}

/** The signed-in user's id, as the app keeps it. */
export function signedInUserId(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.user.id as string,
  );
}
