import {
  CASHUP_AMOUNT_FIELDS,
  type CashupIncomeField,
  type Cents,
  cashupDailyGrandTotal,
  lineAmount,
  type SaleLineForPricing,
  type SyncEntity,
  sumCents,
} from '@cafe/domain';
import type { EntityRows, OutboxEntry } from '../db';

type AnyRow = EntityRows[SyncEntity];
type Fields = Record<string, unknown>;

/** Keys an update may carry that are never part of a stored row (the server hashes the password). */
const NOT_ROW_FIELDS = new Set(['id', 'password', 'confirmPassword']);

/**
 * A row with an update's fields laid over it, as the server would store them: '' (a cleared optional text) is
 * null, and the fields the server derives from others are derived the same way so the screen shows the result
 * before the server confirms it. `at` is the device time of the change.
 */
export function applyFieldChanges<R extends AnyRow>(entity: SyncEntity, row: R, data: Fields, at: string): R {
  const next: Fields = { ...row, updatedAt: at };
  for (const [key, value] of Object.entries(data)) {
    if (NOT_ROW_FIELDS.has(key) || value === undefined) continue;
    next[key] = value === '' ? null : value;
  }
  if (entity === 'task' && 'completed' in data) next.completedAt = data.completed === true ? at : null;
  if (entity === 'cashup' && CASHUP_AMOUNT_FIELDS.some((field) => field in data)) {
    next.dailyGrandTotal = cashupDailyGrandTotal(next as Record<CashupIncomeField | 'expenses', Cents>);
  }
  if (entity === 'mobileOrder' && 'items' in data) {
    const items = next.items as SaleLineForPricing[];
    next.total = sumCents(items.map((item, index) => lineAmount(item, index)));
  }
  return next as R;
}

/**
 * The row this device should show: the server's row (undefined when the server deleted it) with this device's
 * unsynced changes to it replayed on top, oldest first. A server delete wins over local edits (ARCHITECTURE §4);
 * a local delete shows as a tombstone until the server confirms it.
 */
export function withPendingChanges<R extends AnyRow>(
  entity: SyncEntity,
  serverRow: R | undefined,
  pending: readonly OutboxEntry[],
): R | undefined {
  if (!serverRow) return undefined;
  let row = serverRow;
  for (const entry of pending) {
    if (entry.action === 'update') row = applyFieldChanges(entity, row, entry.data, entry.timestamp);
    else if (entry.action === 'delete') row = { ...row, deletedAt: entry.timestamp };
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
