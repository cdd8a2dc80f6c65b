import { AlertTriangle, CheckCircle2, RefreshCw } from 'lucide-react';
import { useUiStore } from '../../lib/ui-store';
import { cn } from '../../ui/cn';

function formatSyncTime(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Never'
    : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/** Spec §2/§4: 'Synced' with a time (or 'Never'), 'Syncing...', and 'Sync failed' for anything else. */
export function SyncIndicator() {
  const syncStatus = useUiStore((state) => state.syncStatus as string);
  const lastSynced = useUiStore((state) => state.lastSynced);

  const pill =
    'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 text-xs font-medium';
  if (syncStatus === 'synced') {
    const time = formatSyncTime(lastSynced);
    return (
      <div
        role="status"
        title={`Last synced: ${time}`}
        className={cn(pill, 'bg-green-50 text-green-800 dark:bg-green-500/10 dark:text-green-300')}
      >
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
        <span>Synced</span>
        <span aria-hidden="true" className="hidden opacity-60 sm:inline">
          ·
        </span>
        {/* Full colour: faded, the small time text fell below 4.5:1 contrast on the pale pill. */}
        <span className="hidden font-normal sm:inline">{time}</span>
      </div>
    );
  }
  if (syncStatus === 'syncing') {
    return (
      <div
        role="status"
        className={cn(pill, 'bg-blue-50 text-blue-800 dark:bg-blue-500/10 dark:text-blue-300')}
      >
        {/* Still, not spinning: a new till's first sync lasts as long as its history, and a spin redrawn every frame
            for all of it cost the pull about a tenth of its speed on a two-core till (bench first-till). */}
        <RefreshCw aria-hidden="true" className="size-3.5" />
        <span>Syncing...</span>
      </div>
    );
  }
  return (
    <div role="status" className={cn(pill, 'bg-red-50 text-red-800 dark:bg-red-500/10 dark:text-red-300')}>
      <AlertTriangle aria-hidden="true" className="size-3.5" />
      <span>Sync failed</span>
    </div>
  );
}
