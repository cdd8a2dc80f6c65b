import { wordsForPeople } from '@cafe/domain';
import { Coffee } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuthStore } from '../data/auth/auth-store';
import { checkFirstSync } from '../data/sync/first-sync-check';
import { useSyncStateStore } from '../data/sync/sync-state-store';
import { useUiStore } from '../lib/ui-store';
import { useTakingLong } from '../lib/use-taking-long';
import { Button } from '../ui/button';

/**
 * A browser signing in for the first time pulls its store before it shows data, so a till never shows an empty
 * catalogue as if it were the truth. Offline it steps aside: the app shows whatever this device holds.
 *
 * The screens are not mounted while it is up: a first pull is the heaviest work a till ever does (100,000 sales
 * on a cheap tablet), and a dashboard hidden behind it would re-read and re-render after every page it stores.
 * For the same reason nothing on it animates; the row count moving is the sign of life. A first pull that stalls
 * (a server that stopped answering, a till on a busy network) must not hold the till hostage: past
 * TAKING_LONG_MS it says so and offers to go on with what the device holds, as a failure does at once.
 */
export function FirstSyncGate({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isOffline = useUiStore((state) => state.isOffline);
  const { firstSyncKnown, needsFirstSync, pulledRows, phase, error } = useSyncStateStore();
  const [dismissed, setDismissed] = useState(false);
  const watching = isAuthenticated && !isOffline && !dismissed;
  const gateUp = watching && firstSyncKnown && needsFirstSync;
  const takingLong = useTakingLong(gateUp);

  useEffect(() => {
    if (isAuthenticated && !firstSyncKnown) void checkFirstSync();
  }, [isAuthenticated, firstSyncKnown]);

  // A local read of a few milliseconds: the screens wait for it rather than mount and then make way for the gate
  // (which would lose what the person had begun). Blank, not a spinner, for so short a wait.
  if (watching && !firstSyncKnown) return <div className="min-h-dvh bg-stone-50 dark:bg-stone-950" />;
  if (!gateUp) return children;
  const rows = `${pulledRows.toLocaleString()} ${pulledRows === 1 ? 'row' : 'rows'} so far`;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-stone-50 p-6 dark:bg-stone-950">
      <div role="status" aria-live="polite" className="flex max-w-sm flex-col items-center gap-3 text-center">
        <Coffee aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-400" />
        <h1 className="text-lg font-semibold text-stone-900 dark:text-stone-100">Preparing this till…</h1>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Copying your store's data to this device so it keeps working offline.
        </p>
        <p className="text-sm font-medium text-stone-700 tabular-nums dark:text-stone-300">{rows}</p>
        {phase === 'failed' ? (
          <p className="text-sm text-red-700 dark:text-red-300">
            {/* The engine's sentence when it is one; a raw fault's words never reach the screen. */}
            {wordsForPeople(error) ? error : 'Could not reach the server.'} Trying again…
          </p>
        ) : takingLong ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">
            This is taking longer than usual. The server may be busy; the copy goes on in the background.
          </p>
        ) : null}
        {phase === 'failed' || takingLong ? (
          <Button variant="secondary" size="sm" onClick={() => setDismissed(true)}>
            Continue with what is on this device
          </Button>
        ) : null}
      </div>
    </div>
  );
}
