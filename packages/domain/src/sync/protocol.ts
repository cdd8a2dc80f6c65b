/**
 * The sync protocol between a device's outbox and the server (docs/sync.md is the contract in prose).
 * Every message is a zod schema so the server validates what it receives and the client what it gets back;
 * results and errors are discriminated unions, so a caller must handle each outcome by name.
 */
import { z } from 'zod';
import { type ApiIssue, toApiIssues } from '../auth.js';
import { idSchema, isoDateTimeSchema } from '../entities/common.js';
import { SYNC_ACTIONS, SYNC_ENTITIES, type SyncEntity } from '../entities/sync-log-entry.js';
import { MUTATION_SHAPE_LIMITS } from '../limits.js';
import { mutationProofSchema } from './actor-proof-schemas.js';

/** Bumped on any incompatible change; the server answers 426 with `minProtocol` to an older client. */
export const SYNC_PROTOCOL_VERSION = 2;

export const MAX_PUSH_MUTATIONS = 500;
export const DEFAULT_PULL_LIMIT = 500;
export const MAX_PULL_LIMIT = 5000;

/** Contiguous per device from 1: the server applies each exactly once and spots a gap. */
const mutationIdSchema = z.int().min(1).max(Number.MAX_SAFE_INTEGER);

export const pushMutationSchema = z.object({
  mutationId: mutationIdSchema,
  entity: z.enum(SYNC_ENTITIES),
  action: z.enum(SYNC_ACTIONS),
  /** create: the new row's fields with its client-made `id`; update: `id` + the changed fields; delete: `{ id }`. */
  data: z.record(z.string(), z.unknown()),
  /** The row version the change was made against: required for update, null for create. */
  baseVersion: z.int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
  /** The user who made the change. */
  actorId: idSchema,
  /** Device time, for display and diagnosis only: the server's clock and order decide everything. */
  clientTime: isoDateTimeSchema,
  /**
   * The actor's signature over the change (actor-proof.ts). Absent only on changes queued by an app version
   * that did not sign, which a device registered before signing began may still push (docs/sync.md).
   */
  proof: mutationProofSchema.optional(),
});
export type PushMutation = z.infer<typeof pushMutationSchema>;

/** A mutation as a batch carries it: only its mutationId is known to be sound (see pushRequestSchema). */
export type IncomingMutation = { readonly mutationId: number } & Readonly<Record<string, unknown>>;

export const INCOMING_MUTATION_MESSAGE =
  'Each mutation must be an object with a mutationId (a whole number from 1)';

/**
 * The element is kept as it came (z.custom copies nothing): readPushMutation still has to see every key it holds,
 * `__proto__` included, which a copying schema would drop.
 */
const incomingMutationSchema = z.custom<IncomingMutation>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    mutationIdSchema.safeParse((value as { mutationId?: unknown }).mutationId).success,
  { error: INCOMING_MUTATION_MESSAGE },
);

/**
 * A push as a whole. Only what identifies the batch is checked here (a 400 keeps the client's outbox stuck, so it
 * is kept for a batch that is not a batch at all): the protocol, the device and 1..500 contiguous mutationIds.
 * Everything else about a mutation is checked by readPushMutation, and a malformed one is rejected alone.
 */
export const pushRequestSchema = z
  .object({
    protocol: z.literal(SYNC_PROTOCOL_VERSION),
    deviceId: idSchema,
    mutations: z.array(incomingMutationSchema).min(1).max(MAX_PUSH_MUTATIONS),
  })
  // A batch is a contiguous run of the outbox, so a gap can only be at its start and a 409 never leaves half a
  // batch applied.
  .refine(
    (request) => {
      const first = request.mutations[0]?.mutationId ?? 0;
      return request.mutations.every((mutation, index) => mutation.mutationId === first + index);
    },
    { error: 'mutationIds must be contiguous and ascending within a batch', path: ['mutations'] },
  );
export type PushRequest = z.infer<typeof pushRequestSchema>;

/** What a malformed mutation is answered with (`rejected / invalid`, plus the issues). */
export const MALFORMED_MUTATION_MESSAGE = 'This change is malformed and cannot be applied';

export const PROTOTYPE_KEY_MESSAGE = 'Keys named __proto__, constructor or prototype are not allowed';
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const joinPath = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * The first way `value` breaks MUTATION_SHAPE_LIMITS or holds a prototype key, found without recursion: zod,
 * JSON.stringify and the query builder all recurse, and 5,000 nested arrays overflow their stacks. Prototype keys
 * can never be valid data; refusing them here means nothing later can merge one into an object's prototype.
 */
export function mutationShapeIssue(value: unknown): ApiIssue | null {
  const { depth, values } = MUTATION_SHAPE_LIMITS;
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 1, path: '' }];
  let counted = 1;
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const node = next.value;
    if (typeof node !== 'object' || node === null) continue;
    if (next.depth > depth.max) return { path: next.path, message: depth.message };
    const keys = Array.isArray(node) ? null : Object.keys(node);
    counted += keys ? keys.length : (node as unknown[]).length;
    if (counted > values.max) return { path: next.path, message: values.message };
    if (keys === null) {
      (node as unknown[]).forEach((item, index) => {
        stack.push({ value: item, depth: next.depth + 1, path: joinPath(next.path, index) });
      });
      continue;
    }
    for (const key of keys) {
      if (PROTOTYPE_KEYS.has(key)) return { path: joinPath(next.path, key), message: PROTOTYPE_KEY_MESSAGE };
      stack.push({
        value: (node as Record<string, unknown>)[key],
        depth: next.depth + 1,
        path: joinPath(next.path, key),
      });
    }
  }
  return null;
}

/** One mutation of a batch read in full: its shape first (no recursion), then pushMutationSchema. */
export function readPushMutation(
  incoming: unknown,
): { ok: true; mutation: PushMutation } | { ok: false; issues: ApiIssue[] } {
  const shape = mutationShapeIssue(incoming);
  if (shape) return { ok: false, issues: [shape] };
  const parsed = pushMutationSchema.safeParse(incoming);
  return parsed.success
    ? { ok: true, mutation: parsed.data }
    : { ok: false, issues: toApiIssues(parsed.error) };
}

/** A row as the domain shapes it (camelCase, ISO timestamps); its schema is the entity's row schema. */
export const syncRowSchema = z.record(z.string(), z.unknown());
export type SyncRow = z.infer<typeof syncRowSchema>;

export const REJECTION_REASONS = ['forbidden', 'invalid', 'unknown_actor', 'not_found', 'immutable'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

const issueSchema = z.object({ path: z.string(), message: z.string() });

export const appliedResultSchema = z.object({
  mutationId: z.int(),
  status: z.literal('applied'),
  version: z.int(),
  row: syncRowSchema,
});

export const rejectedResultSchema = z.object({
  mutationId: z.int(),
  status: z.literal('rejected'),
  reason: z.enum(REJECTION_REASONS),
  message: z.string(),
  issues: z.array(issueSchema).optional(),
});

/** Some or all of the change lost to an earlier-committed one; `row` is the server's row now (maybe a tombstone). */
export const conflictResultSchema = z.object({
  mutationId: z.int(),
  status: z.literal('conflict'),
  version: z.int(),
  row: syncRowSchema,
});

/** What the server stores per mutation and repeats for a duplicate. */
export const storedResultSchema = z.discriminatedUnion('status', [
  appliedResultSchema,
  rejectedResultSchema,
  conflictResultSchema,
]);
export type StoredResult = z.infer<typeof storedResultSchema>;

/**
 * The mutation was handled before (a retry after a lost response, or another tab's push); `original` is the
 * answer it got then. Null when the mutation predates this device registration (see `firstMutationId`).
 */
export const duplicateResultSchema = z.object({
  mutationId: z.int(),
  status: z.literal('duplicate'),
  original: storedResultSchema.nullable(),
});

export const mutationResultSchema = z.discriminatedUnion('status', [
  appliedResultSchema,
  rejectedResultSchema,
  conflictResultSchema,
  duplicateResultSchema,
]);
export type MutationResult = z.infer<typeof mutationResultSchema>;
export type AppliedResult = z.infer<typeof appliedResultSchema>;
export type RejectedResult = z.infer<typeof rejectedResultSchema>;
export type ConflictResult = z.infer<typeof conflictResultSchema>;
export type DuplicateResult = z.infer<typeof duplicateResultSchema>;

export const pushResponseSchema = z.object({
  /** The device's last handled mutationId after this push: everything up to it may leave the outbox. */
  lastMutationId: z.int(),
  results: z.array(mutationResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** 409: the batch starts after a hole; resend from `expectedMutationId`. Nothing of the batch was applied. */
export const pushGapErrorSchema = z.object({ error: z.string(), expectedMutationId: z.int() });
export type PushGapError = z.infer<typeof pushGapErrorSchema>;

/** 426: the client speaks an older protocol; it must update (keeping its outbox) before syncing again. */
export const protocolErrorSchema = z.object({ error: z.string(), minProtocol: z.int() });
export type ProtocolError = z.infer<typeof protocolErrorSchema>;

export const SYNC_AUTH_ERROR_CODES = ['signed_out', 'device_unknown', 'device_revoked'] as const;
export type SyncAuthErrorCode = (typeof SYNC_AUTH_ERROR_CODES)[number];

/** 401: `signed_out` → sign in again; `device_unknown`/`device_revoked` → register the device again. */
export const syncAuthErrorSchema = z.object({ error: z.string(), code: z.enum(SYNC_AUTH_ERROR_CODES) });
export type SyncAuthError = z.infer<typeof syncAuthErrorSchema>;

/**
 * What a pull may be limited to (docs/sync.md, "Two phases"): `till` is what a till needs to sell and today's open
 * orders, `history` the store's records of what happened. Together they are every synced entity, each in one scope.
 * A pull without a scope is all of them, as before there were scopes.
 */
export const PULL_SCOPES = ['till', 'history'] as const;
export type PullScopeName = (typeof PULL_SCOPES)[number];

export const PULL_SCOPE_ENTITIES: Readonly<Record<PullScopeName, readonly SyncEntity[]>> = {
  till: ['storeSettings', 'user', 'product', 'customOrder', 'mobileOrder'],
  history: ['sale', 'expense', 'cashup', 'shift', 'task', 'event'],
};

export const pullQuerySchema = z.object({
  cursor: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PULL_LIMIT).default(DEFAULT_PULL_LIMIT),
  /** Changes waiting in the till's outbox as it pulls: shown to managers beside the till (Settings > Users). */
  pending: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  scope: z.enum(PULL_SCOPES).optional(),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

export const rowChangeSchema = z.object({
  entity: z.enum(SYNC_ENTITIES),
  id: idSchema,
  version: z.int(),
  row: syncRowSchema,
});
export const tombstoneChangeSchema = z.object({
  entity: z.enum(SYNC_ENTITIES),
  id: idSchema,
  version: z.int(),
  deleted: z.literal(true),
});
export const pullChangeSchema = z.union([rowChangeSchema, tombstoneChangeSchema]);
export type PullChange = z.infer<typeof pullChangeSchema>;

export const pullResponseSchema = z.object({
  /** Ascending by version; a version is never split across pages. */
  changes: z.array(pullChangeSchema),
  /** The next request's cursor: the highest version in `changes`, or the request's cursor when empty. */
  cursor: z.int(),
  hasMore: z.boolean(),
  /** The cursor is older than the purged tombstones: pull again from 0 (keeping the outbox). */
  reset: z.literal(true).optional(),
  /**
   * The store's version as the page was made (every scope's), so a device can tell how far it has come. Optional
   * only so an answer of a server older than scopes still reads.
   */
  head: z.int().min(0).optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

export const registerDeviceRequestSchema = z.object({
  /**
   * The lowest unsynced mutationId of a device whose previous registration was revoked or lost: the new
   * registration continues from it instead of from 1.
   */
  firstMutationId: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type RegisterDeviceRequest = z.infer<typeof registerDeviceRequestSchema>;

export const registerDeviceResponseSchema = z.object({
  deviceId: idSchema,
  storeId: idSchema,
  lastMutationId: z.int(),
  serverTime: isoDateTimeSchema,
});
export type RegisterDeviceResponse = z.infer<typeof registerDeviceResponseSchema>;

export const deviceSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  revokedAt: isoDateTimeSchema.nullable(),
  lastMutationId: z.int(),
  /** Changes waiting on the till when it last pulled, as it reported them (null: never reported). */
  pendingChanges: z.int().nullable().optional(),
  pendingReportedAt: isoDateTimeSchema.nullable().optional(),
});
export type DeviceSummary = z.infer<typeof deviceSummarySchema>;

/**
 * A rejected sale as the till sent it. `actorId` is null when the mutation named no valid user id; `data` is the
 * mutation's `data` exactly as it arrived (any JSON value, NUL characters included; only what nests deeper than
 * the server keeps is cut off, see docs/sync.md).
 */
export const quarantinedSaleSchema = z.object({
  id: idSchema,
  deviceId: idSchema,
  actorId: idSchema.nullable(),
  mutationId: z.int(),
  data: z.unknown(),
  reason: z.enum(REJECTION_REASONS),
  message: z.string(),
  createdAt: isoDateTimeSchema,
});
export type QuarantinedSale = z.infer<typeof quarantinedSaleSchema>;
