import { describe, expect, it } from 'vitest';
import {
  MAX_PUSH_MUTATIONS,
  mutationResultSchema,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  SYNC_PROTOCOL_VERSION,
} from './protocol.js';

const DEVICE = '11111111-1111-4111-8111-111111111111';
const ACTOR = '22222222-2222-4222-8222-222222222222';

const mutation = (mutationId: number) => ({
  mutationId,
  entity: 'product',
  action: 'create',
  data: { id: '33333333-3333-4333-8333-333333333333', name: 'Tea', price: 300 },
  baseVersion: null,
  actorId: ACTOR,
  clientTime: '2026-03-14T10:00:00.000Z',
});

describe('pushRequestSchema', () => {
  it('accepts a contiguous batch of protocol 2 (signed mutations)', () => {
    expect(SYNC_PROTOCOL_VERSION).toBe(2);
    const parsed = pushRequestSchema.safeParse({
      protocol: SYNC_PROTOCOL_VERSION,
      deviceId: DEVICE,
      mutations: [mutation(4), mutation(5)],
    });
    expect(parsed.success).toBe(true);
  });

  it('rejects an empty batch, an oversized batch, a hole inside a batch and a descending batch', () => {
    const request = (mutations: unknown[]) => ({
      protocol: SYNC_PROTOCOL_VERSION,
      deviceId: DEVICE,
      mutations,
    });
    expect(pushRequestSchema.safeParse(request([])).success).toBe(false);
    const tooMany = Array.from({ length: MAX_PUSH_MUTATIONS + 1 }, (_, index) => mutation(index + 1));
    expect(pushRequestSchema.safeParse(request(tooMany)).success).toBe(false);
    expect(pushRequestSchema.safeParse(request([mutation(1), mutation(3)])).success).toBe(false);
    expect(pushRequestSchema.safeParse(request([mutation(2), mutation(1)])).success).toBe(false);
  });

  it('rejects wrong types: mutationId 0, an unknown entity, a non-object data, a bad clock string', () => {
    const bad = [
      { ...mutation(1), mutationId: 0 },
      { ...mutation(1), entity: 'invoice' },
      { ...mutation(1), data: 'x' },
      { ...mutation(1), clientTime: 'yesterday' },
      { ...mutation(1), actorId: 'me' },
    ];
    for (const m of bad) {
      expect(
        pushRequestSchema.safeParse({ protocol: SYNC_PROTOCOL_VERSION, deviceId: DEVICE, mutations: [m] })
          .success,
      ).toBe(false);
    }
  });
});

describe('results and pull', () => {
  it('discriminates results by status', () => {
    const duplicate = mutationResultSchema.parse({
      mutationId: 3,
      status: 'duplicate',
      original: { mutationId: 3, status: 'rejected', reason: 'forbidden', message: 'No' },
    });
    expect(duplicate.status).toBe('duplicate');
    expect(
      mutationResultSchema.safeParse({ mutationId: 3, status: 'rejected', reason: 'nope', message: '' })
        .success,
    ).toBe(false);
  });

  it('defaults and caps the pull query', () => {
    expect(pullQuerySchema.parse({})).toEqual({ cursor: 0, limit: 500 });
    expect(pullQuerySchema.parse({ cursor: '12', limit: '2000' })).toEqual({ cursor: 12, limit: 2000 });
    expect(pullQuerySchema.parse({ limit: '5000' })).toEqual({ cursor: 0, limit: 5000 });
    expect(pullQuerySchema.safeParse({ limit: '5001' }).success).toBe(false);
    expect(pullQuerySchema.safeParse({ cursor: '-1' }).success).toBe(false);
  });

  it('shapes tombstones and rows', () => {
    const response = pullResponseSchema.parse({
      changes: [
        { entity: 'product', id: DEVICE, version: 3, row: { id: DEVICE } },
        { entity: 'product', id: ACTOR, version: 4, deleted: true },
      ],
      cursor: 4,
      hasMore: false,
    });
    expect(response.changes).toHaveLength(2);
  });
});
