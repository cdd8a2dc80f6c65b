/**
 * Fields a queued change may still carry under an older name. A till's outbox keeps each change exactly as it was
 * made and signed, so a change queued by an older app can reach the server after a field was renamed: the server
 * checks the signature over the change as it was sent, then reads its data in today's names with this, before the
 * entity's schema (docs/sync-protocol.md, "Fields renamed since").
 */

import type { SyncAction, SyncEntity } from '../entities/sync-log-entry-rules.js';
import { MILLI_PERCENT_PER_PERCENT } from '../sale-pricing.js';

/** A basis point is a hundredth of a percent: ten thousandths of a percent. */
export const MILLI_PERCENT_PER_BASIS_POINT = MILLI_PERCENT_PER_PERCENT / 100;

interface RenamedField {
  /** The changes that may carry it, as `entity:action`. */
  changes: readonly `${SyncEntity}:${SyncAction}`[];
  from: string;
  to: string;
  /** The old value in the new field's unit. */
  convert(value: number): number;
}

const RENAMED_FIELDS: readonly RenamedField[] = [
  {
    // Issue 31: a tax rate takes three decimals (8.875%). Basis points (825 = 8.25%) could not hold one.
    changes: ['sale:create', 'storeSettings:update'],
    from: 'taxRateBps',
    to: 'taxRateMilliPercent',
    convert: (basisPoints) => basisPoints * MILLI_PERCENT_PER_BASIS_POINT,
  },
];

/**
 * The data of a change in today's field names and units. A change that already names the new field keeps both,
 * so its strict schema refuses the old one; a value that is not a whole number moves as it is, for the new
 * field's own rule to refuse.
 */
export function withCurrentFieldNames(
  entity: SyncEntity,
  action: SyncAction,
  data: Record<string, unknown>,
): Record<string, unknown> {
  let current = data;
  for (const field of RENAMED_FIELDS) {
    if (!field.changes.includes(`${entity}:${action}`)) continue;
    if (!Object.hasOwn(current, field.from) || Object.hasOwn(current, field.to)) continue;
    const { [field.from]: old, ...rest } = current;
    rest[field.to] = typeof old === 'number' && Number.isSafeInteger(old) ? field.convert(old) : old;
    current = rest;
  }
  return current;
}
