import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYNC_ENTITIES } from '../entities/sync-log-entry.js';
import {
  pullResponseSchema,
  pushGapErrorSchema,
  pushResponseSchema,
  REJECTION_REASONS,
  registerDeviceResponseSchema,
  SYNC_AUTH_ERROR_CODES,
  syncAuthErrorSchema,
} from './protocol.js';
import {
  parsePullResponse,
  parsePushGapError,
  parsePushResponse,
  parseRegisterDeviceResponse,
  parseSyncAuthError,
} from './protocol-readers.generated.js';

describe('the protocol readers agree with their schemas', () => {
  /** Mostly the given samples (good and bad), sometimes anything at all. */
  const field = (...samples: unknown[]) =>
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...samples) }, { weight: 1, arbitrary: fc.anything() });
  /** Objects with every key, some missing, extra keys, or not an object at all. */
  const objectOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.record(fields) },
      { weight: 2, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.record(fields).map((value) => ({ ...value, extra: 'dropped' })) },
      { weight: 1, arbitrary: fc.anything() },
    );
  const arrayOf = (item: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.anything() },
    );

  const int = field(0, 1, 42, -3, 1.5, Number.MAX_SAFE_INTEGER, 2 ** 53, Number.NaN, '7', null);
  const id = field(
    '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
    'ABCDEF12-3456-7890-abcd-ef1234567890',
    'not-an-id',
    '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5',
    '',
  );
  const text = field('Not found', '', 'x');
  const row = fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(null, [], [1], 'row', new Date(0), Object.create(null)) },
    { weight: 1, arbitrary: fc.anything() },
  );
  const issues = fc.oneof(fc.constant(undefined), arrayOf(objectOf({ path: text, message: text })));
  const stored = fc.oneof(
    objectOf({ mutationId: int, status: field('applied', 'conflict', 'nope'), version: int, row }),
    objectOf({
      mutationId: int,
      status: field('rejected'),
      reason: field(...REJECTION_REASONS, 'bored'),
      message: text,
      issues,
    }),
  );
  const result = fc.oneof(
    stored,
    objectOf({ mutationId: int, status: field('duplicate'), original: fc.oneof(fc.constant(null), stored) }),
  );
  const change = objectOf({
    entity: field(...SYNC_ENTITIES, 'customer'),
    id,
    version: int,
    row: fc.oneof(fc.constant(undefined), row),
    deleted: field(undefined, true, false, 'true'),
  });
  const pull = objectOf({
    changes: arrayOf(change),
    cursor: int,
    hasMore: field(true, false, 'false'),
    reset: field(undefined, true, false),
    head: fc.oneof(fc.constant(undefined), int),
  });
  const push = objectOf({ lastMutationId: int, results: arrayOf(result) });
  const instant = field(
    '2026-11-24T08:53:44.123Z',
    '2026-11-24T08:53:44Z',
    '2024-02-29T23:59:59+05:30',
    '2023-02-29T10:00:00Z',
    '2026-11-24T08:53Z',
    '2026-11-24 08:53:44Z',
    '2026-11-24T24:00:00Z',
    '2026-11-24T08:53:44.5-00:00',
  );
  const register = objectOf({ deviceId: id, storeId: id, lastMutationId: int, serverTime: instant });

  const cases = [
    ['parsePullResponse', pullResponseSchema, parsePullResponse, pull],
    ['parsePushResponse', pushResponseSchema, parsePushResponse, push],
    ['parseRegisterDeviceResponse', registerDeviceResponseSchema, parseRegisterDeviceResponse, register],
    [
      'parsePushGapError',
      pushGapErrorSchema,
      parsePushGapError,
      objectOf({ error: text, expectedMutationId: int }),
    ],
    [
      'parseSyncAuthError',
      syncAuthErrorSchema,
      parseSyncAuthError,
      objectOf({ error: text, code: field(...SYNC_AUTH_ERROR_CODES, 'expired') }),
    ],
  ] as const;

  it.each(cases)('%s', (_name, schema, read, input) => {
    fc.assert(
      fc.property(input, (value) => {
        const parsed = schema.safeParse(value);
        expect(read(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 1000 },
    );
  });

  it('read a real pull page: a change, a tombstone, unknown keys dropped', () => {
    const id = '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';
    const page = {
      changes: [
        { entity: 'product', id, version: 7, row: { id, name: 'Latte' }, extra: 1 },
        { entity: 'sale', id, version: 8, deleted: true },
      ],
      cursor: 8,
      hasMore: false,
      head: 9,
      servedBy: 'node-2',
    };
    expect(parsePullResponse(page)).toEqual({
      changes: [
        { entity: 'product', id, version: 7, row: { id, name: 'Latte' } },
        { entity: 'sale', id, version: 8, deleted: true },
      ],
      cursor: 8,
      hasMore: false,
      head: 9,
    });
    expect(parsePullResponse({ ...page, cursor: '8' })).toBeNull();
  });

  it('refuse what no schema takes: a change that is neither row nor tombstone, a symbol key, an unknown status', () => {
    const id = '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';
    const page = (change: object) => ({ changes: [change], cursor: 1, hasMore: false });
    for (const change of [
      { entity: 'sale', id, version: 1 },
      { entity: 'sale', id, version: 1, deleted: 'true' },
      { entity: 'sale', id, version: 1, row: { [Symbol('key')]: 1 } },
    ]) {
      expect(pullResponseSchema.safeParse(page(change)).success).toBe(false);
      expect(parsePullResponse(page(change))).toBeNull();
    }
    const unknown = { mutationId: 1, status: 'nope', reason: 'invalid', message: 'x', version: 1, row: {} };
    expect(pushResponseSchema.safeParse({ lastMutationId: 1, results: [unknown] }).success).toBe(false);
    expect(parsePushResponse({ lastMutationId: 1, results: [unknown] })).toBeNull();
  });
});
