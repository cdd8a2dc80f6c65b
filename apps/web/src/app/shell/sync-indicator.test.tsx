import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type SyncStatus, useUiStore } from '../../lib/ui-store';
import { resetUiStore } from '../../test/render-app';
import { SyncIndicator } from './sync-indicator';

describe('SyncIndicator (spec §2/§4)', () => {
  beforeEach(() => resetUiStore());

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

  it.each(['paused', '', 'SYNCED'])("reads 'Sync failed' for any other value (%j)", (value) => {
    useUiStore.setState({ syncStatus: value as SyncStatus });
    render(<SyncIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Sync failed');
  });

  it('follows the store as it changes', async () => {
    render(<SyncIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Synced');
    const { act } = await import('@testing-library/react');
    act(() => useUiStore.getState().setSyncStatus('syncing'));
    expect(screen.getByRole('status')).toHaveTextContent('Syncing...');
    act(() => useUiStore.getState().setSyncStatus('synced', new Date().toISOString()));
    expect(screen.getByRole('status')).toHaveTextContent('Synced');
    expect(screen.queryByText('Never')).not.toBeInTheDocument();
  });
});
