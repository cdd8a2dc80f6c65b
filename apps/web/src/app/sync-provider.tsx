import { useEffect } from 'react';
import { useAuthStore } from '../data/auth/auth-store';

/**
 * Starts the sync engine the first time someone is signed in, and keeps it running for the life of the page
 * (a queued sale must still reach the server after its cashier signs out). The engine loads as its own chunk so
 * the /login bundle does not carry it. The shell's FirstSyncGate shows the first pull.
 */
export function SyncProvider() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  useEffect(() => {
    if (!isAuthenticated) return;
    import('../data/sync/browser-sync')
      .then(({ startBrowserSync }) => startBrowserSync())
      .catch((error: unknown) => console.error('Could not start sync', error));
  }, [isAuthenticated]);
  return null;
}
