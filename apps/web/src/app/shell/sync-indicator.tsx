import { useLiveQuery } from 'dexie-react-hooks';
import { AlertTriangle, CheckCircle2, CloudOff, RefreshCw } from 'lucide-react';
import { db } from '../../data/db';
import { countUnsynced } from '../../data/sync/outbox';
import { useUiStore } from '../../lib/ui-store';
import { cn } from '../../ui/cn';

const pill = 'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 text-xs font-medium';

const waitingWords = (count: number) => (count === 1 ? 'change waiting' : 'changes waiting');

/**
 * Offline is not a failure: the changes made here are safe and wait for the network, so the pill is neutral and
 * says how many wait. It counts only while offline, so a sale rung up online does not re-read the outbox for it.
 */
function OfflineStatus() {
  const waiting = useLiveQuery(() => countUnsynced(db), []);
  const detail = waiting ? `${waiting} ${waitingWords(waiting)}` : null;
  return (
    <div
      role="status"
      title={detail ? `Offline · ${detail}` : 'Offline'}
      className={cn(pill, 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-200')}
    >
      <CloudOff aria-hidden="true" className="size-3.5" />
      <span>Offline</span>
      {waiting ? (
        <>
          {/* The spaces are for the text itself ('Offline · 2 changes waiting'); the flex gap spaces the look. */}{' '}
          <span aria-hidden="true" className="opacity-60">
            ·
          </span>{' '}
          {/* A phone's top bar has room for the count alone; a screen reader hears the whole phrase everywhere. */}
          <span>
            {waiting}
            <span className="sr-only sm:not-sr-only"> {waitingWords(waiting)}</span>
          </span>
        </>
      ) : null}
    </div>
  );
}

function formatSyncTime(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Never'
    : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/**
 * Spec §2/§4: 'Synced' with a time (or 'Never'), 'Syncing...', and 'Sync failed' for anything else; and, while the
 * browser is offline (or the engine found it so), 'Offline' with the changes waiting. Red is kept for a real
 * failure: the server refused or answered with an error.
 */
export function SyncIndicator() {
  const syncStatus = useUiStore((state) => state.syncStatus as string);
  const lastSynced = useUiStore((state) => state.lastSynced);
  const isOffline = useUiStore((state) => state.isOffline);

  if (isOffline || syncStatus === 'offline') return <OfflineStatus />;
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
