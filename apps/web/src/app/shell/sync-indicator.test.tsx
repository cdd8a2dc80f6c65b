import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxEntry } from '../../data/db';
import { writeMeta } from '../../data/sync/meta';
import { type SyncStatus, useUiStore } from '../../lib/ui-store';
import { resetUiStore, TEST_USERS } from '../../test/render-app';
import { SyncIndicator } from './sync-indicator';

/** A change made on this till that has not reached the server yet. */
function waitingEntry(mutationId: number): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    mutationId,
    entity: 'expense',
    action: 'create',
    data: { id: crypto.randomUUID(), description: 'Milk', amount: 1250 },
    baseVersion: null,
    actorId: TEST_USERS.staff.id,
    timestamp: '2026-03-14T10:00:00.000Z',
    synced: false,
  };
}

const RED = /\bbg-red-/;

describe('SyncIndicator (spec §2/§4)', () => {
  beforeEach(async () => {
    resetUiStore();
    await db.syncLog.clear();
    await writeMeta(db, 'syncedThrough', 0);
  });

  it("reads 'Synced' with 'Never' before the first sync", () => {
    useUiStore.setState({ syncStatus: 'synced', lastSynced: null });
    render(<SyncIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Synced');
    expect(screen.getByText('Never')).toBeInTheDocument();
  });

  it("reads 'Synced' with the time of the last sync", () => {
    const lastSynced = new Date(2026, 0, 15, 14, 5).toISOString();
    useUiStore.setState({ syncStatus: 'synced', lastSynced });
    render(<SyncIndicator />);
    const time = new Date(lastSynced).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
    expect(screen.getByText('Synced')).toBeInTheDocument();
    expect(screen.getByText(time)).toBeInTheDocument();
    expect(screen.queryByText('Never')).not.toBeInTheDocument();
  });

  it("reads 'Syncing...' while syncing", () => {
    useUiStore.setState({ syncStatus: 'syncing' });
    render(<SyncIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Syncing...');
  });

  it("reads 'Sync failed' when failed", () => {
    useUiStore.setState({ syncStatus: 'failed' });
    render(<SyncIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Sync failed');
  });

  it("is red for a real failure ('Sync failed')", () => {
    useUiStore.setState({ syncStatus: 'failed' });
    render(<SyncIndicator />);
    expect(screen.getByRole('status').className).toMatch(RED);
  });

  it("reads 'Offline' alone, in a neutral colour, when the browser is offline and nothing waits", async () => {
    useUiStore.setState({ isOffline: true, syncStatus: 'synced' });
    render(<SyncIndicator />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Offline$/);
    expect(status.className).not.toMatch(RED);
  });

  it("reads 'Offline · 2 changes waiting' with the real count, and '1 change waiting' for one", async () => {
    await db.syncLog.bulkAdd([waitingEntry(1), waitingEntry(2)]);
    useUiStore.setState({ isOffline: true, syncStatus: 'failed' });
    render(<SyncIndicator />);
    const status = screen.getByRole('status');
    await expect.poll(() => status.textContent).toBe('Offline · 2 changes waiting');
    expect(status.className).not.toMatch(RED);
    await act(() => writeMeta(db, 'syncedThrough', 1));
    await expect.poll(() => screen.getByRole('status').textContent).toBe('Offline · 1 change waiting');
  });

  it("shows the engine's offline state ('offline') the same way, neutral", () => {
    useUiStore.setState({ syncStatus: 'offline' });
    render(<SyncIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline/);
    expect(screen.getByRole('status').className).not.toMatch(RED);
  });

  it.each(['paused', '', 'SYNCED'])("reads 'Sync failed' for any other value (%j)", (value) => {
    useUiStore.setState({ syncStatus: value as SyncStatus });
    render(<SyncIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Sync failed');
  });

  it('follows the store as it changes', async () => {
    render(<SyncIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Synced');
    act(() => useUiStore.getState().setSyncStatus('syncing'));
    expect(screen.getByRole('status')).toHaveTextContent('Syncing...');
    act(() => useUiStore.getState().setSyncStatus('synced', new Date().toISOString()));
    expect(screen.getByRole('status')).toHaveTextContent('Synced');
    expect(screen.queryByText('Never')).not.toBeInTheDocument();
  });
});
