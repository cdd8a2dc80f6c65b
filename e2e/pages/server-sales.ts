import type { Refund, Sale } from '@cafe/domain';
import { expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { newActorKey } from '../../apps/server/src/test-support/actor-signing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

interface PulledChange {
  entity: string;
  row?: unknown;
}

export interface ServerSales {
  /** The sales the server holds now: what the tills pushed, after the server's checks. */
  read(): Promise<Sale[]>;
  /** The refunds the server holds now (issue 34). */
  refunds(): Promise<Refund[]>;
  dispose(): Promise<void>;
}

/** Reads the server's sales as a manager's new device pulls them (signed in and registered once). */
export async function serverSales(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<ServerSales> {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', {
    data: { email: DEMO_ACCOUNTS.Manager.email, password: DEMO_PASSWORD, actorKey: newActorKey().publicKey },
  });
  expect(login.status()).toBe(200);
  expect((await api.post('/api/devices')).status()).toBeLessThan(300);
  /** Every row of `entity` a pull from the start carries. */
  async function pulled<T>(entity: string): Promise<T[]> {
    const rows: T[] = [];
    let cursor = 0;
    for (let page = 0; page < 100; page++) {
      const response = await api.get(`/api/sync/pull?cursor=${cursor}&limit=5000`);
      expect(response.status(), await response.text()).toBe(200);
      const body = (await response.json()) as { changes: PulledChange[]; cursor: number; hasMore: boolean };
      for (const change of body.changes) {
        if (change.entity === entity && change.row) rows.push(change.row as T);
      }
      if (!body.hasMore) return rows;
      cursor = body.cursor;
    }
    throw new Error('The pull did not finish within 100 pages');
  }
  return {
    read: () => pulled<Sale>('sale'),
    refunds: () => pulled<Refund>('refund'),
    dispose: () => api.dispose(),
  };
}
