import { expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { ApiTill } from './api-till';

export interface NewProduct {
  name: string;
  price: number;
  category?: string;
}

/** A change as a till records it, before it is signed and numbered for the push. */
export interface ManagerChange {
  entity: string;
  action: 'create' | 'update';
  data: Record<string, unknown>;
}

/**
 * Pushes changes as a manager's till would, through the sync API, each signed with the key the manager's sign-in
 * registered, in one push in the order given; expects every one applied.
 */
export async function pushAsManager(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  changes: readonly ManagerChange[],
): Promise<void> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const till = await ApiTill.signIn(api, 'Manager');
    const mutations = changes.map((change, index) =>
      till.mutation({ ...change, actorId: till.userId, clientTime: new Date().toISOString() }, index + 1),
    );
    const pushed = await till.push(mutations);
    const { results } = (await pushed.json()) as { results: { status: string; message?: string }[] };
    expect(results.map((result) => result.message ?? result.status)).toEqual(changes.map(() => 'applied'));
  } finally {
    await api.dispose();
  }
}

/**
 * Adds products as a manager's till would, through the sync API with a signed change, so a test can fill a till's
 * catalogue beyond the ten demo products without going through the Products screen.
 */
export async function addProductsAsManager(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  products: readonly NewProduct[],
): Promise<void> {
  await pushAsManager(
    playwright,
    baseURL,
    products.map((product) => ({
      entity: 'product',
      action: 'create',
      data: { id: crypto.randomUUID(), category: 'food', available: true, ...product },
    })),
  );
}
