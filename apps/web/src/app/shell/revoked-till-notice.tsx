import { ShieldOff } from 'lucide-react';
import { useSyncStateStore } from '../../data/sync/sync-state-store';

/**
 * Shown in the sidebar once the server has revoked this till: 'Sync failed' alone would not say why nothing
 * syncs, nor that the changes made here are safe and still waiting.
 */
export function RevokedTillNotice() {
  const deviceRevoked = useSyncStateStore((state) => state.deviceRevoked);
  if (!deviceRevoked) return null;
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200"
    >
      <ShieldOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="text-sm">
        <p className="font-medium">This till was revoked</p>
        <p className="mt-0.5 text-xs opacity-90">
          It no longer syncs. Changes made here are kept on it; sign in again online to sync them.
        </p>
      </div>
    </div>
  );
}
