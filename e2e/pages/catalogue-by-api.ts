import { expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { ApiTill } from './api-till';

export interface NewProduct {
  name: string;
  price: number;
  category?: string;
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
  const api = await playwright.request.newContext({ baseURL });
  try {
    const till = await ApiTill.signIn(api, 'Manager');
    const mutations = products.map((product, index) =>
      till.mutation(
        {
          entity: 'product',
          action: 'create',
          data: { id: crypto.randomUUID(), category: 'food', available: true, ...product },
          actorId: till.userId,
          clientTime: new Date().toISOString(),
        },
        index + 1,
      ),
    );
    const pushed = await till.push(mutations);
    const { results } = (await pushed.json()) as { results: { status: string; message?: string }[] };
    expect(results.map((result) => result.message ?? result.status)).toEqual(products.map(() => 'applied'));
  } finally {
    await api.dispose();
  }
}
