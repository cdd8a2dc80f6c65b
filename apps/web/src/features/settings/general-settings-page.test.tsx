import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSyncServer, type FakeSyncServer } from '../../data/sync/fake-sync-server';
import { createSyncEngine, type SyncEngine } from '../../data/sync/sync-engine';
import { provideSyncEngine } from '../../data/sync/sync-now';
import { useSyncStateStore } from '../../data/sync/sync-state-store';
import { freshDb, manualTimers, memoryLocks, NOW, STORE_ID } from '../../data/sync/test-kit';
import { useUiStore } from '../../lib/ui-store';
import { renderApp, resetUiStore } from '../../test/render-app';

// The page's own engine comes from provideSyncEngine below, syncing with a fake server, not the browser's.
vi.mock('../../data/sync/browser-sync', () => ({ startBrowserSync: () => () => {} }));

describe('Settings › General: Sync now', () => {
  let server: FakeSyncServer;
  let engine: SyncEngine;
  /** While set, the server's answers wait for it: the press's 'Syncing...' is seen before the sync ends. */
  let hold: Promise<void> | null = null;
  let release = () => {};

  function holdTheServer(): void {
    hold = new Promise((resolve) => {
      release = () => {
        hold = null;
        resolve();
      };
    });
  }

  beforeEach(async () => {
    resetUiStore();
    server = createFakeSyncServer({ storeId: STORE_ID });
    engine = createSyncEngine({
      db: freshDb(),
      fetch: async (url, init) => {
        await hold;
        return server.fetch(url, init);
      },
      now: () => new Date(NOW),
      timers: manualTimers().timers,
      random: () => 0.5,
      locks: memoryLocks(),
      isOnline: () => true,
      isSignedIn: () => true,
    });
    engine.start();
    await engine.syncNow();
    expect(engine.getState()).toMatchObject({ role: 'leader', phase: 'synced' });
    provideSyncEngine(engine);
    // As the shell's store has it on a till after its first sync.
    useSyncStateStore.setState({ phase: 'synced', lastSyncedAt: NOW });
  });
  afterEach(async () => {
    release();
    provideSyncEngine(null);
    await engine.stop();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers Sync now once the till has synced (not a lasting Syncing...)', async () => {
    renderApp('/settings', 'staff');
    const button = await screen.findByRole('button', { name: 'Sync now' });
    expect(button).toBeEnabled();
  });

  it('runs a sync on each press, reads Syncing... until it has ended, then is ready again, twice', async () => {
    const user = userEvent.setup();
    renderApp('/settings', 'staff');
    const button = await screen.findByRole('button', { name: 'Sync now' });
    for (const press of [1, 2]) {
      const before = server.requests.length;
      holdTheServer();
      await user.click(button);
      expect(button, `press ${press}`).toHaveTextContent('Syncing...');
      expect(button).toBeDisabled();
      release();
      await waitFor(() => expect(button).toHaveTextContent('Sync now'));
      expect(button).toBeEnabled();
      expect(server.requests.length, `press ${press} asked the server`).toBeGreaterThan(before);
    }
  });

  it('cannot be pressed offline, and says why', async () => {
    // Offline as the browser says it: the app's connectivity hook reads navigator.onLine when the shell mounts.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    useUiStore.setState({ isOffline: true });
    renderApp('/settings', 'staff');
    const button = await screen.findByRole('button', { name: 'Sync now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Offline: changes sync when the connection is back.');
  });
});
