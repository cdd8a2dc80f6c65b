// A till over HTTP as the browser is one: sign in, register the device (POST /api/devices), push with the
// cafe_device cookie. Kept here rather than importing the server's test-support so the bench runs against dist.
import { randomUUID } from 'node:crypto';
import { EXPENSE_CATEGORIES, type MutationProof, SYNC_PROTOCOL_VERSION } from '@cafe/domain';
import {
  newActorKey,
  proofFor,
  type TestActorKey,
} from '../../apps/server/src/test-support/actor-signing.js';

export const DEMO_PASSWORD = 'cafe-demo-2026';
export const MANAGER_EMAIL = 'manager@cafe.example';
export const PUSH_BATCH = 500;

export interface Till {
  baseURL: string;
  /** The sign-in's session: what uploads (POST /api/files) need. */
  sessionCookie: string;
  deviceCookie: string;
  deviceId: string;
  userId: string;
  /** The key the sign-in registered: every pushed change is signed with it, as the app signs. */
  actorKey: TestActorKey;
  nextMutationId: number;
}

interface Mutation {
  mutationId: number;
  entity: string;
  action: 'create';
  data: Record<string, unknown>;
  baseVersion: null;
  actorId: string;
  clientTime: string;
  proof: MutationProof;
}

function cookieFrom(response: Response, name: string): string {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    if (pair?.startsWith(`${name}=`)) return pair;
  }
  throw new Error(`No ${name} cookie (HTTP ${response.status})`);
}

export async function signInTill(baseURL: string, email = MANAGER_EMAIL): Promise<Till> {
  const actorKey = newActorKey();
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, actorKey: actorKey.publicKey }),
  });
  if (login.status !== 200) throw new Error(`Sign-in failed: HTTP ${login.status} ${await login.text()}`);
  const { user } = (await login.json()) as { user: { id: string } };
  const sessionCookie = cookieFrom(login, 'cafe_session');
  const device = await fetch(`${baseURL}/api/devices`, {
    method: 'POST',
    headers: { cookie: sessionCookie, 'user-agent': 'Cafe POS bench' },
  });
  if (device.status !== 200 && device.status !== 201) {
    throw new Error(`Device registration failed: HTTP ${device.status} ${await device.text()}`);
  }
  const { deviceId } = (await device.json()) as { deviceId: string };
  return {
    baseURL,
    sessionCookie,
    deviceCookie: cookieFrom(device, 'cafe_device'),
    deviceId,
    userId: user.id,
    actorKey,
    nextMutationId: 1,
  };
}

const NAMES = ['Espresso', 'Flat White', 'Latte', 'Croissant', 'Muffin', 'Brownie', 'Mug', 'Chai'];
const CATEGORIES = ['beverages', 'food', 'desserts', 'merchandise'] as const;
const METHODS = ['cash', 'credit_card', 'debit_card', 'mobile_payment'] as const;

export interface SeedProduct {
  id: string;
  name: string;
  price: number;
}

export function productData(index: number): SeedProduct & Record<string, unknown> {
  return {
    id: randomUUID(),
    name: `${NAMES[index % NAMES.length]} ${index}`,
    category: CATEGORIES[index % CATEGORIES.length],
    price: 150 + (index % 50) * 25,
    description: `Bench product number ${index}`,
    available: true,
  };
}

export function saleData(index: number, products: readonly SeedProduct[]): Record<string, unknown> {
  const product = products[index % Math.max(1, products.length)] ?? {
    id: randomUUID(),
    name: 'Espresso',
    price: 350,
  };
  return {
    id: randomUUID(),
    items: [
      {
        id: randomUUID(),
        productId: product.id,
        productName: product.name,
        quantity: 1 + (index % 3),
        unitPrice: product.price,
      },
    ],
    paymentMethod: METHODS[index % METHODS.length],
  };
}

/** An expense as the Expenses form sends it; dated over the last two years like a cafe's books. */
export function expenseData(index: number): Record<string, unknown> {
  return {
    id: randomUUID(),
    description: `Bench expense ${index}`,
    amount: 100 + ((index * 7919) % 50_000),
    category: EXPENSE_CATEGORIES[index % EXPENSE_CATEGORIES.length],
    vendor: `Supplier ${String.fromCharCode(65 + (index % 26))}`,
    date: new Date(Date.now() - ((index * 37) % 730) * 86_400_000).toISOString().slice(0, 10),
    paidFromTill: index % 5 === 0,
  };
}

/** Pushes one contiguous batch and checks every mutation was applied. */
export async function pushBatch(
  till: Till,
  entity: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const clientTime = new Date().toISOString();
  const mutations: Mutation[] = rows.map((data) => {
    const change = { entity, action: 'create' as const, data, actorId: till.userId, clientTime };
    return {
      ...change,
      mutationId: till.nextMutationId++,
      baseVersion: null,
      proof: proofFor(till.actorKey, change),
    };
  });
  const response = await fetch(`${till.baseURL}/api/sync/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: till.deviceCookie },
    body: JSON.stringify({ protocol: SYNC_PROTOCOL_VERSION, deviceId: till.deviceId, mutations }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`Push failed: HTTP ${response.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { results?: { status?: string }[] };
  const refused = (body.results ?? []).filter(
    (result) => result.status !== undefined && result.status !== 'applied',
  );
  if (refused.length > 0)
    throw new Error(`Push: ${refused.length} mutations not applied: ${text.slice(0, 300)}`);
}

/** Pushes `count` rows made by `make` in batches of PUSH_BATCH, one batch in flight (as one till's outbox does). */
export async function pushMany(
  till: Till,
  entity: string,
  count: number,
  make: (index: number) => Record<string, unknown>,
  offset = 0,
): Promise<void> {
  for (let start = 0; start < count; start += PUSH_BATCH) {
    const rows: Record<string, unknown>[] = [];
    for (let index = start; index < Math.min(count, start + PUSH_BATCH); index += 1)
      rows.push(make(offset + index));
    await pushBatch(till, entity, rows);
  }
}
