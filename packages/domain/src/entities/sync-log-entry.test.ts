import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstMessageByPath, toApiIssues } from '../auth.js';
import { syncLogEntrySchema } from './sync-log-entry.js';

const base = {
  id: '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f',
  storeId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:30:00.000Z',
  version: 1,
  deletedAt: null,
};
const userId = '9c8b7a6d-5e4f-4321-8fed-cba987654321';

/** The first message per field path, as a form shows them. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return firstMessageByPath(toApiIssues(result.error));
}

describe('sync log entry', () => {
  const entry = {
    id: base.id,
    mutationId: 1,
    entity: 'sale',
    action: 'create',
    data: { id: base.id },
    baseVersion: null,
    actorId: userId,
    timestamp: '2026-01-15T09:30:00.000Z',
    synced: false,
  };

  it('parses an outbox entry', () => {
    expect(syncLogEntrySchema.parse(entry)).toEqual(entry);
    expect(
      syncLogEntrySchema.parse({ ...entry, action: 'update', baseVersion: 3, synced: true }).synced,
    ).toBe(true);
  });

  it('rejects unknown entities and actions and a mutation id below 1', () => {
    expect(
      messagesOf(syncLogEntrySchema, { ...entry, entity: 'pony', action: 'explode', mutationId: 0 }),
    ).toHaveProperty('entity');
    expect(syncLogEntrySchema.safeParse({ ...entry, action: 'explode' }).success).toBe(false);
    expect(syncLogEntrySchema.safeParse({ ...entry, mutationId: 0 }).success).toBe(false);
  });
});
