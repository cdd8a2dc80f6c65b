import { type APIRequestContext, expect } from '@playwright/test';

interface PulledChange {
  entity: string;
  id: string;
  deleted?: boolean;
  row?: Record<string, unknown>;
}

/** The server's live rows of `entity`, as the pull API gives them to this till (its own device cookie). */
export async function serverRows(
  request: APIRequestContext,
  entity: string,
): Promise<Record<string, unknown>[]> {
  const rows = new Map<string, Record<string, unknown>>();
  let cursor = 0;
  for (let page = 0; page < 100; page++) {
    const response = await request.get(`/api/sync/pull?cursor=${cursor}&limit=2000`);
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { changes: PulledChange[]; cursor: number; hasMore: boolean };
    for (const change of body.changes) {
      if (change.entity !== entity) continue;
      if (change.deleted || !change.row) rows.delete(change.id);
      else rows.set(change.id, { ...change.row, id: change.id });
    }
    if (!body.hasMore) return [...rows.values()];
    cursor = body.cursor;
  }
  throw new Error('The pull did not finish within 100 pages');
}
