import type { Page } from '@playwright/test';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { expect, test } from './support/fixtures';

/** What a push answered for one hand-made mutation. */
interface Answer {
  status: number;
  result?: { status: string; reason?: string };
}

/**
 * What a staff member can do from the browser's developer tools on a shared till: read everything the app keeps in
 * IndexedDB, use the signing key of whoever is signed in (but not read it out), and send any request with the
 * till's cookies. Pushes one mutation at the device's next mutationId, signed with the session's key when `sign`.
 */
function pushByHand(
  page: Page,
  change: { entity: string; action: string; actorId: string; data: Record<string, unknown> },
  sign: boolean,
): Promise<Answer> {
  return page.evaluate(
    async ({ change, sign }) => {
      const opened = indexedDB.open('cafeposdb');
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        opened.onsuccess = () => resolve(opened.result);
        opened.onerror = () => reject(opened.error);
      });
      const read = <T>(store: string, key: string) =>
        new Promise<T>((resolve, reject) => {
          const request = database.transaction(store).objectStore(store).get(key);
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error);
        });
      const deviceId = (await read<{ value: string }>('meta', 'deviceId')).value;
      const session = await read<{ key: { keyId: string; privateKey: CryptoKey } }>(
        'signingSession',
        'current',
      );
      database.close();

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
      if (sign) {
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
      const send = (mutationId: number) =>
        fetch('/api/sync/push', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            protocol: 2,
            deviceId,
            mutations: [{ ...change, mutationId, baseVersion: null, clientTime, proof }],
          }),
        });
      // The server says which mutationId it expects next; the till's own queue is empty by now.
      let response = await send(Number.MAX_SAFE_INTEGER);
      if (response.status === 409) response = await send((await response.json()).expectedMutationId);
      const body = await response.json();
      return { status: response.status, result: body.results?.[0] };
    },
    { change, sign },
  );
}

test('a staff member cannot push as the manager who signed in on the same till before them', async ({
  page,
}) => {
  const manager = await signInAs(page, 'Manager');
  const userId = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.user.id as string);
  const managerId = await userId();
  await manager.logout();
  await signInAs(page, 'Staff');
  const staffId = await userId();
  // The till has registered and synced: its device id is stored and its own queue is empty.
  await new SyncIndicator(page).expectSynced();

  const product = { id: crypto.randomUUID(), name: 'Free coffee', category: 'beverages', price: 0 };
  const asManager = { entity: 'product', action: 'create', actorId: managerId, data: product };
  // Unsigned, as the app before actor keys sent changes.
  expect(await pushByHand(page, asManager, false)).toMatchObject({
    status: 200,
    result: { status: 'rejected', reason: 'unknown_actor' },
  });
  // Signed with the only key the till can use now: the staff member's own.
  expect(await pushByHand(page, asManager, true)).toMatchObject({
    status: 200,
    result: { status: 'rejected', reason: 'unknown_actor' },
  });

  // The same hand-made route works for the staff member's own change: the refusal is about the actor.
  const sale = {
    id: crypto.randomUUID(),
    items: [
      {
        id: crypto.randomUUID(),
        productId: crypto.randomUUID(),
        productName: 'Espresso',
        quantity: 1,
        unitPrice: 350,
      },
    ],
    paymentMethod: 'cash',
  };
  expect(
    await pushByHand(page, { entity: 'sale', action: 'create', actorId: staffId, data: sale }, true),
  ).toMatchObject({ status: 200, result: { status: 'applied' } });
});
