import { WifiOff } from 'lucide-react';
import { useUiStore } from '../../lib/ui-store';

/**
 * Spec §1/§4: shown in the sidebar while the browser reports no connection. `compact` in the tablet's collapsed
 * rail: the icon, its words kept for screen readers (the top bar's sync status says it in words too).
 */
export function OfflineNotice({ compact = false }: { compact?: boolean }) {
  const isOffline = useUiStore((state) => state.isOffline);
  if (!isOffline) return null;
  if (compact) {
    return (
      <div
        role="status"
        className="mx-auto flex size-12 items-center justify-center rounded-lg border border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
      >
        <WifiOff aria-hidden="true" className="size-5" />
        <span className="sr-only">You are offline</span>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="text-sm">
        <p className="font-medium">You are offline</p>
        <p className="mt-0.5 text-xs opacity-90">
          Changes are saved on this device and sync when you reconnect.
        </p>
      </div>
    </div>
  );
}
