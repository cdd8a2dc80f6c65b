import { describe, expect, it } from 'vitest';
import { SYNC_ENTITIES } from '../entities/sync-log-entry.js';
import { MUTATION_SHAPE_LIMITS } from '../limits.js';
import {
  MAX_PUSH_MUTATIONS,
  mutationResultSchema,
  mutationShapeIssue,
  PROTOTYPE_KEY_MESSAGE,
  PULL_SCOPE_ENTITIES,
  PULL_SCOPES,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  readPushMutation,
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

  it('answers 400 only for what identifies the batch: a mutation without a sound mutationId', () => {
    for (const bad of [
      { ...mutation(1), mutationId: 0 },
      { ...mutation(1), mutationId: '1' },
      null,
      'x',
      [1],
    ]) {
      expect(
        pushRequestSchema.safeParse({ protocol: SYNC_PROTOCOL_VERSION, deviceId: DEVICE, mutations: [bad] })
          .success,
      ).toBe(false);
    }
  });

  it('lets a batch through with a malformed mutation, which readPushMutation then refuses alone', () => {
    const bad = [
      { ...mutation(1), entity: 'invoice' },
      { ...mutation(1), data: 'x' },
      { ...mutation(1), clientTime: 'yesterday' },
      { ...mutation(1), actorId: 'me' },
      { ...mutation(1), baseVersion: -1 },
      { ...mutation(1), proof: { keyId: 'x', signature: 'y' } },
      { mutationId: 1 },
    ];
    for (const m of bad) {
      const batch = pushRequestSchema.safeParse({
        protocol: SYNC_PROTOCOL_VERSION,
        deviceId: DEVICE,
        mutations: [m],
      });
      expect(batch.success).toBe(true);
      // The element is passed on as it came, not a copy.
      expect(batch.data?.mutations[0]).toBe(m);
      const read = readPushMutation(m);
      expect(read.ok).toBe(false);
      expect(read.ok ? [] : read.issues).not.toHaveLength(0);
    }
    expect(readPushMutation(mutation(1))).toEqual({ ok: true, mutation: mutation(1) });
  });
});

describe('mutationShapeIssue', () => {
  /** `levels` arrays inside each other, built without recursion. */
  const nested = (levels: number) => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level++) value = [value];
    return value;
  };

  it('refuses nesting past the limit without overflowing the stack, however deep', () => {
    const { depth } = MUTATION_SHAPE_LIMITS;
    // The mutation is level 1 and its data level 2.
    expect(mutationShapeIssue({ ...mutation(1), data: { deep: nested(depth.max - 2) } })).toBeNull();
    expect(mutationShapeIssue({ ...mutation(1), data: { deep: nested(depth.max - 1) } })).toEqual({
      path: `data.deep${'.0'.repeat(depth.max - 2)}`,
      message: depth.message,
    });
    const deep = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);
    expect(mutationShapeIssue({ ...mutation(1), data: { deep } })?.message).toBe(depth.message);
    expect(readPushMutation({ ...mutation(1), data: { deep } })).toMatchObject({
      ok: false,
      issues: [{ message: depth.message }],
    });
    // A million levels, parsed and walked: bounded work that a loaded machine may take longer than 5 s over.
  }, 30_000);

  it('refuses too many values, counted before they are walked', () => {
    const { values } = MUTATION_SHAPE_LIMITS;
    const many = Array.from({ length: values.max }, () => 0);
    expect(mutationShapeIssue({ ...mutation(1), data: { many } })?.message).toBe(values.message);
    expect(mutationShapeIssue({ ...mutation(1), data: { many: many.slice(0, 100) } })).toBeNull();
  });

  it('refuses prototype keys anywhere, as JSON.parse leaves them', () => {
    for (const text of [
      '{"id": "x", "__proto__": {"isAdmin": true}}',
      '{"items": [{"constructor": {"prototype": {"polluted": true}}}]}',
      '{"prototype": 1}',
    ]) {
      const m = { ...mutation(1), data: JSON.parse(text) };
      expect(mutationShapeIssue(m)?.message).toBe(PROTOTYPE_KEY_MESSAGE);
    }
    const atTop = JSON.parse(`{"mutationId": 1, "__proto__": {"entity": "sale"}}`);
    expect(readPushMutation(atTop)).toMatchObject({ ok: false, issues: [{ path: '__proto__' }] });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
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

  it('takes an optional scope of till or history, nothing else', () => {
    expect(pullQuerySchema.parse({ scope: 'till' })).toEqual({ cursor: 0, limit: 500, scope: 'till' });
    expect(pullQuerySchema.parse({ scope: 'history' }).scope).toBe('history');
    expect(pullQuerySchema.safeParse({ scope: 'sales' }).success).toBe(false);
    expect(pullQuerySchema.safeParse({ scope: '' }).success).toBe(false);
  });

  it('puts every synced entity in exactly one scope', () => {
    const scoped = PULL_SCOPES.flatMap((scope) => PULL_SCOPE_ENTITIES[scope]);
    expect([...scoped].sort()).toEqual([...SYNC_ENTITIES].sort());
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
