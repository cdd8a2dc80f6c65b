/**
 * The sync protocol between a device's outbox and the server (docs/sync-protocol.md is the contract in prose).
 * Every message is a zod schema so the server validates what it receives and the client what it gets back;
 * results and errors are discriminated unions, so a caller must handle each outcome by name.
 */
import { type ApiIssue, toApiIssues } from '../auth.js';
import { idSchema, isoDateTimeSchema, requiredText } from '../entities/common.js';
import { SYNC_ACTIONS, SYNC_ENTITIES } from '../entities/sync-log-entry.js';
import { TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { mutationProofSchema } from './actor-proof-schemas.js';
import {
  DEFAULT_PULL_LIMIT,
  INCOMING_MUTATION_MESSAGE,
  type IncomingMutation,
  MAX_PULL_LIMIT,
  MAX_PUSH_MUTATIONS,
  mutationShapeIssue,
  PULL_SCOPES,
  REJECTION_REASONS,
  SYNC_AUTH_ERROR_CODES,
  SYNC_PROTOCOL_VERSION,
} from './protocol-rules.js';

export * from './protocol-rules.js';

/** Contiguous per device from 1: the server applies each exactly once and spots a gap. */
const mutationIdSchema = z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER));

const pushMutationSchema = z.object({
  mutationId: mutationIdSchema,
  entity: z.enum(SYNC_ENTITIES),
  action: z.enum(SYNC_ACTIONS),
  /** create: the new row's fields with its client-made `id`; update: `id` + the changed fields; delete: `{ id }`. */
  data: z.record(z.string(), z.unknown()),
  /** The row version the change was made against: required for update, null for create. */
  baseVersion: z.nullable(z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER))),
  /** The user who made the change. */
  actorId: idSchema,
  /** Device time, for display and diagnosis only: the server's clock and order decide everything. */
  clientTime: isoDateTimeSchema,
  /**
   * The actor's signature over the change (actor-proof.ts). Absent only on changes queued by an app version
   * that did not sign, which a device registered before signing began may still push (docs/sync-protocol.md).
   */
  proof: z.optional(mutationProofSchema),
});
export type PushMutation = z.infer<typeof pushMutationSchema>;

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
    mutations: z.array(incomingMutationSchema).check(z.minLength(1), z.maxLength(MAX_PUSH_MUTATIONS)),
  })
  // A batch is a contiguous run of the outbox, so a gap can only be at its start and a 409 never leaves half a
  // batch applied.
  .check(
    z.refine(
      (request) => {
        const first = request.mutations[0]?.mutationId ?? 0;
        return request.mutations.every((mutation, index) => mutation.mutationId === first + index);
      },
      { error: 'mutationIds must be contiguous and ascending within a batch', path: ['mutations'] },
    ),
  );
export type PushRequest = z.infer<typeof pushRequestSchema>;

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

export const pullQuerySchema = z.object({
  cursor: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PULL_LIMIT)), DEFAULT_PULL_LIMIT),
  /** Changes waiting in the till's outbox as it pulls: shown to managers beside the till (Settings > Users). */
  pending: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000_000))),
  scope: z.optional(z.enum(PULL_SCOPES)),
  /** The stretch of history the cursor came from, as the last applied page named it (docs/sync-protocol.md, "Restore"). */
  history: z.optional(idSchema),
});

export const registerDeviceRequestSchema = z.object({
  /**
   * The lowest unsynced mutationId of a device whose previous registration was revoked or lost: the new
   * registration continues from it instead of from 1.
   */
  firstMutationId: z.optional(z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER))),
});
export type RegisterDeviceRequest = z.infer<typeof registerDeviceRequestSchema>;

export const deviceSummarySchema = z.object({
  id: idSchema,
  /**
   * The till's name for people: the one an admin gave it, else its browser in words ('Chrome on Android tablet').
   * Never the raw User-Agent.
   */
  name: z.string(),
  /** Whether an admin named it (else `name` is the browser's description). */
  named: z.optional(z.boolean()),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  revokedAt: z.nullable(isoDateTimeSchema),
  lastMutationId: z.int(),
  /** Changes waiting on the till when it last pulled, as it reported them (null: never reported). */
  pendingChanges: z.optional(z.nullable(z.int())),
  pendingReportedAt: z.optional(z.nullable(isoDateTimeSchema)),
});
export type DeviceSummary = z.infer<typeof deviceSummarySchema>;

/** Said when a till is given a blank name. */
const DEVICE_NAME_REQUIRED_MESSAGE = 'Give the till a name';

/** PUT /api/devices/:id/name: an admin names a till ('Counter 1'). */
export const renameDeviceRequestSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, DEVICE_NAME_REQUIRED_MESSAGE),
});
export type RenameDeviceRequest = z.infer<typeof renameDeviceRequestSchema>;

/** GET /api/devices/current: the till asking, by its device cookie, so any signed-in user can see its name. */
export const currentDeviceSchema = z.object({ id: idSchema, name: z.string(), named: z.boolean() });
export type CurrentDevice = z.infer<typeof currentDeviceSchema>;

/**
 * A rejected sale as the till sent it. `actorId` is null when the mutation named no valid user id; `data` is the
 * mutation's `data` exactly as it arrived (any JSON value, NUL characters included; only what nests deeper than
 * the server keeps is cut off, see docs/sync-protocol.md).
 */
export const quarantinedSaleSchema = z.object({
  id: idSchema,
  deviceId: idSchema,
  actorId: z.nullable(idSchema),
  mutationId: z.int(),
  /** What the mutation named: 'sale' or 'refund' (issue 34). */
  entity: z.string(),
  data: z.unknown(),
  reason: z.enum(REJECTION_REASONS),
  message: z.string(),
  createdAt: isoDateTimeSchema,
});
export type QuarantinedSale = z.infer<typeof quarantinedSaleSchema>;

// The answers a device reads. The till reads them with protocol-readers.generated.ts, written from these schemas
// (reader-files.ts): change a schema, then `npm run generate:readers`.

/** A row as the domain shapes it (camelCase, ISO timestamps); its schema is the entity's row schema. */
const syncRowSchema = z.record(z.string(), z.unknown());
export type SyncRow = z.infer<typeof syncRowSchema>;

const issueSchema = z.object({ path: z.string(), message: z.string() });

const appliedResultSchema = z.object({
  mutationId: z.int(),
  status: z.literal('applied'),
  version: z.int(),
  row: syncRowSchema,
});

const rejectedResultSchema = z.object({
  mutationId: z.int(),
  status: z.literal('rejected'),
  reason: z.enum(REJECTION_REASONS),
  message: z.string(),
  issues: z.optional(z.array(issueSchema)),
});

/** Some or all of the change lost to an earlier-committed one; `row` is the server's row now (maybe a tombstone). */
const conflictResultSchema = z.object({
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
const duplicateResultSchema = z.object({
  mutationId: z.int(),
  status: z.literal('duplicate'),
  original: z.nullable(storedResultSchema),
});

export const mutationResultSchema = z.discriminatedUnion('status', [
  appliedResultSchema,
  rejectedResultSchema,
  conflictResultSchema,
  duplicateResultSchema,
]);
export type MutationResult = z.infer<typeof mutationResultSchema>;
export type RejectedResult = z.infer<typeof rejectedResultSchema>;

export const pushResponseSchema = z.object({
  /** The device's last handled mutationId after this push: everything up to it may leave the outbox. */
  lastMutationId: z.int(),
  results: z.array(mutationResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** 409: the batch starts after a hole; resend from `expectedMutationId`. Nothing of the batch was applied. */
export const pushGapErrorSchema = z.object({ error: z.string(), expectedMutationId: z.int() });
export type PushGapError = z.infer<typeof pushGapErrorSchema>;

/** 401: `signed_out` → sign in again; `device_unknown`/`device_revoked` → register the device again. */
export const syncAuthErrorSchema = z.object({ error: z.string(), code: z.enum(SYNC_AUTH_ERROR_CODES) });
export type SyncAuthError = z.infer<typeof syncAuthErrorSchema>;

const rowChangeSchema = z.object({
  entity: z.enum(SYNC_ENTITIES),
  id: idSchema,
  version: z.int(),
  row: syncRowSchema,
});
const tombstoneChangeSchema = z.object({
  entity: z.enum(SYNC_ENTITIES),
  id: idSchema,
  version: z.int(),
  deleted: z.literal(true),
});
const pullChangeSchema = z.union([rowChangeSchema, tombstoneChangeSchema]);
export type PullChange = z.infer<typeof pullChangeSchema>;

export const pullResponseSchema = z.object({
  /** Ascending by version; a version is never split across pages. */
  changes: z.array(pullChangeSchema),
  /** The next request's cursor: the highest version in `changes`, or the request's cursor when empty. */
  cursor: z.int(),
  hasMore: z.boolean(),
  /** The cursor is older than the purged tombstones: pull again from 0 (keeping the outbox). */
  reset: z.optional(z.literal(true)),
  /**
   * The store's version as the page was made (every scope's), so a device can tell how far it has come. Optional
   * only so an answer of a server older than scopes still reads.
   */
  head: z.optional(z.int().check(z.gte(0))),
  /** The stretch of the store's history the cursor belongs to: the till sends it back with the cursor. */
  history: z.optional(idSchema),
  /**
   * With `reset`: the device's last mutationId this server has handled. Below what the till holds as handled, the
   * server lost changes (a restore): the till sends them again from the ones it keeps.
   */
  lastMutationId: z.optional(z.int().check(z.gte(0))),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

export const registerDeviceResponseSchema = z.object({
  deviceId: idSchema,
  storeId: idSchema,
  lastMutationId: z.int(),
  serverTime: isoDateTimeSchema,
});
export type RegisterDeviceResponse = z.infer<typeof registerDeviceResponseSchema>;
