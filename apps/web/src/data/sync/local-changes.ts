import { type ChangeContext, entityModule, type Refusal, type SyncEntity } from '@cafe/domain';
import type { EntityRows, OutboxEntry } from '../db';

type Fields = Record<string, unknown>;

/** Keys an update may carry that are never part of a stored row (the server hashes the password). */
const NOT_ROW_FIELDS = new Set(['id', 'password', 'confirmPassword']);

/**
 * A row with an update's fields laid over it, as the server would store them: '' (a cleared optional text) is
 * null, and what the entity's module derives from the change (a task's completedAt, a cash-up's grand total) is
 * derived the same way, so the screen shows the result before the server confirms it. `context.at` is the device
 * time of the change. A refusal of the merged row (an event ending before it starts) comes back beside the row
 * with the fields laid over and nothing derived: a new change is refused with it, a pending one is shown as sent.
 */
export function applyFieldChanges<E extends SyncEntity>(
  entity: E,
  row: EntityRows[E],
  data: Fields,
  context: ChangeContext,
): { row: EntityRows[E]; refusal: Refusal | null } {
  const next: Fields = { ...row, updatedAt: context.at };
  const changed = new Set<string>();
  for (const [key, value] of Object.entries(data)) {
    if (NOT_ROW_FIELDS.has(key) || value === undefined) continue;
    next[key] = value === '' ? null : value;
    changed.add(key);
  }
  // The row's own fields with the update's laid over: still the entity's row shape.
  const merged = next as EntityRows[E];
  const derived = entityModule(entity).derive?.(merged, changed, context);
  if (!derived) return { row: merged, refusal: null };
  return derived.ok
    ? { row: { ...merged, ...derived.value }, refusal: null }
    : { row: merged, refusal: derived.refusal };
}

/**
 * The row this device should show: the server's row (undefined when the server deleted it) with this device's
 * unsynced changes to it replayed on top, oldest first. A server delete wins over local edits (ARCHITECTURE §4);
 * a local delete shows as a tombstone until the server confirms it.
 */
export function withPendingChanges<E extends SyncEntity>(
  entity: E,
  serverRow: EntityRows[E] | undefined,
  pending: readonly OutboxEntry[],
): EntityRows[E] | undefined {
  if (!serverRow) return undefined;
  let row = serverRow;
  for (const entry of pending) {
    if (entry.action === 'update') {
      row = applyFieldChanges(entity, row, entry.data, { actorId: entry.actorId, at: entry.timestamp }).row;
    } else if (entry.action === 'delete') row = { ...row, deletedAt: entry.timestamp };
  }
  return row;
}

/** The key of a row across entities, for grouping outbox entries by the row they change. */
export function rowKey(entity: SyncEntity, id: string): string {
  return `${entity}:${id}`;
}

/** Unsynced outbox entries grouped by the row they change, each group oldest first. */
export function groupPendingByRow(entries: readonly OutboxEntry[]): Map<string, OutboxEntry[]> {
  const groups = new Map<string, OutboxEntry[]>();
  const sorted = [...entries].sort((a, b) => a.mutationId - b.mutationId);
  for (const entry of sorted) {
    const id = entry.data.id;
    if (typeof id !== 'string') continue;
    const key = rowKey(entry.entity, id);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}
