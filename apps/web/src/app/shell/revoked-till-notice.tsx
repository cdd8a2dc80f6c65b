import { useLiveQuery } from 'dexie-react-hooks';
import { ShieldOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { db } from '../../data/db';
import { countUnsynced } from '../../data/sync/outbox';
import { useSyncStateStore } from '../../data/sync/sync-state-store';
import { Button } from '../../ui/button';
import { useLogout } from './use-logout';

/** Whether the server has revoked this till; the shell holds everything else still while it has. */
export function useDeviceRevoked(): boolean {
  return useSyncStateStore((state) => state.deviceRevoked);
}

function keptLine(waiting: number | undefined): string {
  if (!waiting) return 'Nothing made here is lost.';
  return waiting === 1
    ? '1 change made here is waiting on this till.'
    : `${waiting} changes made here are waiting on this till.`;
}

/**
 * Once the server has revoked this till it no longer syncs, and a sale rung up here would reach no one: a panel over
 * every screen says what happened and what to do, and cannot be closed. Only signing in again online (which
 * registers the till anew and sends what it kept) lifts it; the rest of the shell is inert meanwhile (app-shell.tsx).
 */
export function RevokedTillNotice() {
  const deviceRevoked = useDeviceRevoked();
  if (!deviceRevoked) return null;
  return <RevokedTillPanel />;
}

function RevokedTillPanel() {
  const logout = useLogout();
  const waiting = useLiveQuery(() => countUnsynced(db), []);
  const panel = useRef<HTMLDivElement>(null);
  // Focus goes into the panel: everything behind it is inert, so it is the one place left to be.
  useEffect(() => panel.current?.querySelector('button')?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/60 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="revoked-till-title"
        aria-describedby="revoked-till-description"
        className="w-full max-w-md rounded-t-2xl bg-white p-6 shadow-xl sm:rounded-2xl dark:bg-stone-900"
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300">
          <ShieldOff aria-hidden="true" className="size-5" />
        </span>
        <h2 id="revoked-till-title" className="mt-4 text-lg font-semibold text-stone-900 dark:text-stone-50">
          This till was revoked
        </h2>
        <div
          id="revoked-till-description"
          className="mt-2 space-y-2 text-sm text-stone-700 dark:text-stone-300"
        >
          <p>It no longer syncs. Changes made here are kept on it; sign in again online to sync them.</p>
          <p data-testid="revoked-till-waiting">{keptLine(waiting)}</p>
        </div>
        <Button className="mt-6 h-11 w-full" onClick={() => void logout()}>
          Sign in again
        </Button>
      </div>
    </div>
  );
}
