import { describe, expect, it } from 'vitest';
import { base, messagesOf, userId } from './entity-test-kit.js';
import { syncLogEntrySchema } from './sync-log-entry.js';

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
