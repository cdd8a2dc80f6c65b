import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../data/db';
import { countUnsynced } from '../../data/sync/outbox';
import { syncNow } from '../../data/sync/sync-now';
import { useSyncStateStore } from '../../data/sync/sync-state-store';
import { APP_VERSION } from '../../lib/app-version';
import { THEMES, type Theme, useUiStore } from '../../lib/ui-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PrinterSettings } from './printer-settings';
import { ThisTillName } from './this-till-name';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

interface StorageFacts {
  usedBytes: number | null;
  persistent: boolean | null;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function formatTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';
}

/** What the browser says about this device's storage; unknown where it cannot say. */
function useStorageFacts(): StorageFacts | null {
  const [facts, setFacts] = useState<StorageFacts | null>(null);
  useEffect(() => {
    let current = true;
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
    Promise.all([
      storage?.estimate ? storage.estimate().then((estimate) => estimate.usage ?? null) : null,
      storage?.persisted ? storage.persisted() : null,
    ])
      .then(([usedBytes, persistent]) => {
        if (current) setFacts({ usedBytes, persistent });
      })
      .catch(() => {
        if (current) setFacts({ usedBytes: null, persistent: null });
      });
    return () => {
      current = false;
    };
  }, []);
  return facts;
}

/**
 * 'Sync now' shows its own press: 'Syncing...' until the sync it asked for has ended, then ready again. (Read from
 * the engine's phase it never was: after the first sync the phase is 'synced' or 'failed', never 'idle' again.)
 */
function useSyncNow(): { syncing: boolean; start: () => void } {
  const [syncing, setSyncing] = useState(false);
  const start = () => {
    setSyncing(true);
    syncNow()
      .catch((error: unknown) => console.error('Sync now failed', error))
      .finally(() => setSyncing(false));
  };
  return { syncing, start };
}

/** /settings (General, everyone): the theme, this device's storage and sync, and its printer. */
export function GeneralSettingsPage() {
  const theme = useUiStore((state) => state.theme);
  const setTheme = useUiStore((state) => state.setTheme);
  const waiting = useLiveQuery(() => countUnsynced(db), []);
  const lastSyncedAt = useSyncStateStore((state) => state.lastSyncedAt);
  const isOffline = useUiStore((state) => state.isOffline);
  const sync = useSyncNow();
  const storage = useStorageFacts();

  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <fieldset>
          <legend className="text-base font-semibold text-stone-900 dark:text-stone-100">Theme</legend>
          <div className="mt-3 flex flex-wrap gap-4">
            {THEMES.map((value) => (
              <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => setTheme(value)}
                  className="size-4 accent-amber-700"
                />
                {THEME_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">This device</h2>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <ThisTillName />
          <div>
            <dt className="text-stone-600 dark:text-stone-400">Storage used</dt>
            <dd className="mt-1 font-medium">
              {storage === null
                ? 'Checking…'
                : storage.usedBytes === null
                  ? 'Unknown'
                  : formatBytes(storage.usedBytes)}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600 dark:text-stone-400">Persistent storage</dt>
            <dd className="mt-1 font-medium">
              {storage === null
                ? 'Checking…'
                : storage.persistent === null
                  ? 'Unknown'
                  : storage.persistent
                    ? 'Yes: the browser will not clear this data on its own'
                    : 'No: the browser may clear this data when space runs low'}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600 dark:text-stone-400">Changes waiting to sync</dt>
            <dd className="mt-1 font-medium tabular-nums" data-testid="changes-waiting">
              {waiting === undefined ? '…' : waiting}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600 dark:text-stone-400">Last sync</dt>
            <dd className="mt-1 font-medium">{formatTime(lastSyncedAt)}</dd>
          </div>
          <div>
            <dt className="text-stone-600 dark:text-stone-400">App version</dt>
            <dd className="mt-1 font-medium">v{APP_VERSION}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={sync.syncing || isOffline}
            aria-describedby={isOffline ? 'sync-now-offline' : undefined}
            onClick={sync.start}
          >
            {sync.syncing ? 'Syncing...' : 'Sync now'}
          </Button>
          {isOffline ? (
            <p id="sync-now-offline" className="text-sm text-stone-600 dark:text-stone-400">
              Offline: changes sync when the connection is back.
            </p>
          ) : null}
        </div>
      </Card>
      <PrinterSettings />
    </div>
  );
}
