/**
 * The device's outbox (the spec's sync log, ARCHITECTURE §4): one entry per local change, written in
 * the same Dexie transaction as the change. It lives only on the device, so it has no base row fields.
 */
import { mutationProofSchema } from '../sync/actor-proof-schemas.js';
import { z } from '../zod.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { SYNC_ACTIONS, SYNC_ENTITIES } from './sync-log-entry-rules.js';

export * from './sync-log-entry-rules.js';

export const syncLogEntrySchema = z.object({
  id: idSchema,
  /** Contiguous per device from 1, so the server can spot a gap and skip a duplicate. */
  mutationId: z.int().check(z.gte(1)),
  entity: z.enum(SYNC_ENTITIES),
  action: z.enum(SYNC_ACTIONS),
  /** The row (create), the changed fields (update) or `{ id }` (delete); validated per entity on the server. */
  data: z.record(z.string(), z.unknown()),
  /** The row version the change was made against; null for a create. */
  baseVersion: z.nullable(z.int().check(z.gte(0))),
  actorId: idSchema,
  /** Device time when the change was made: for display only, never for ordering. */
  timestamp: isoDateTimeSchema,
  synced: z.boolean(),
  /** The actor's signature, made when the change was written (sync/actor-proof.ts); absent on older entries. */
  proof: z.optional(mutationProofSchema),
});
export type SyncLogEntry = z.infer<typeof syncLogEntrySchema>;
