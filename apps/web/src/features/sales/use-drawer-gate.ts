import { DRAWER_MESSAGES, isCash } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { db } from '../../data/db';
import { openDrawerOf } from '../../data/repositories/drawer-repository';

/**
 * Whether this till may take cash now (issue 34): with drawers on, a till with no open drawer asks to open one
 * before its first cash sale; card and mobile sales are never held up. Read live (only the keys it names, so a sale's
 * own writes do not wake it), so the tap that pays needs no read of its own.
 */
export function useDrawerGate(): (payments: readonly { method: string }[]) => string | null {
  const mustOpen = useLiveQuery(async () => {
    const [deviceId, storeId] = await Promise.all([db.meta.get('deviceId'), db.meta.get('storeId')]);
    const settings = typeof storeId?.value === 'string' ? await db.settings.get(storeId.value) : undefined;
    if (!settings?.drawersEnabled || typeof deviceId?.value !== 'string') return false;
    return (await openDrawerOf(db, deviceId.value)) === undefined;
  }, []);
  return useCallback(
    (payments) => (mustOpen && payments.some((leg) => isCash(leg.method)) ? DRAWER_MESSAGES.openFirst : null),
    [mustOpen],
  );
}
