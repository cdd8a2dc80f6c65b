import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { writeMeta } from '../../data/sync/meta';
import { useSyncStateStore } from '../../data/sync/sync-state-store';
import { renderApp, resetUiStore, TEST_USERS } from '../../test/render-app';

// The notice follows the sync state set below; the real engine would talk to a server this test does not have.
vi.mock('../../data/sync/browser-sync', () => ({ startBrowserSync: () => () => {} }));

describe('revoked till notice', () => {
  beforeEach(async () => {
    resetUiStore();
    useSyncStateStore.setState({ deviceRevoked: false });
    await db.syncLog.clear();
    await writeMeta(db, 'syncedThrough', 0);
  });
  afterEach(() => {
    useSyncStateStore.setState({ deviceRevoked: false });
    vi.unstubAllGlobals();
  });

  it('blocks every screen, says what happened and what to do, and cannot be dismissed', async () => {
    await db.syncLog.bulkAdd(
      [1, 2].map((mutationId) => ({
        id: crypto.randomUUID(),
        mutationId,
        entity: 'expense' as const,
        action: 'create' as const,
        data: { id: crypto.randomUUID(), description: 'Milk', amount: 1250 },
        baseVersion: null,
        actorId: TEST_USERS.staff.id,
        timestamp: '2026-03-14T10:00:00.000Z',
        synced: false,
      })),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', 'staff');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => useSyncStateStore.setState({ deviceRevoked: true }));
    const notice = await screen.findByRole('alertdialog', { name: 'This till was revoked' });
    expect(notice).toHaveAccessibleDescription(
      /Changes made here are kept on it; sign in again online to sync them\./,
    );
    await waitFor(() => expect(notice).toHaveTextContent('2 changes made here are waiting on this till.'));
    const signIn = screen.getByRole('button', { name: 'Sign in again' });
    expect(signIn).toHaveFocus();
    // Everything behind it is out of reach: inert, so neither a tap nor the keyboard gets there.
    expect(nav.closest('[inert]')).not.toBeNull();
    expect(notice.closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(notice).toBeInTheDocument();

    await user.click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is not there while the till is not revoked', async () => {
    renderApp('/dashboard', 'staff');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(nav.closest('[inert]')).toBeNull();
  });
});
