import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type OutboxEntry } from '../../data/db';
import { writeMeta } from '../../data/sync/meta';
import { renderApp, resetUiStore, TEST_USERS } from '../../test/render-app';

// The notice reads the outbox; the real sync engine would push it to a server this test does not have.
vi.mock('../../data/sync/browser-sync', () => ({ startBrowserSync: () => () => {} }));

function refusedEntry(mutationId: number, actorId: string, description: string): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    mutationId,
    entity: 'expense',
    action: 'create',
    data: { id: crypto.randomUUID(), description, amount: 4550 },
    baseVersion: null,
    actorId,
    timestamp: '2026-03-14T10:00:00.000Z',
    synced: true,
    outcome: 'rejected',
    rejection: { reason: 'forbidden', message: 'Sam Staff may not add an expense' },
  };
}

describe('refused changes notice', () => {
  beforeEach(async () => {
    resetUiStore();
    await db.syncLog.clear();
    await writeMeta(db, 'syncedThrough', 2);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells the signed-in user the server refused their change, shows why, and goes once they dismiss it', async () => {
    await db.syncLog.bulkAdd([
      refusedEntry(1, TEST_USERS.staff.id, 'Milk delivery'),
      refusedEntry(2, TEST_USERS.manager.id, 'Someone else'),
    ]);
    const user = userEvent.setup();
    renderApp('/dashboard', 'staff');

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The server refused 1 change you made on this till.');
    await user.click(within(notice).getByRole('button', { name: 'Review' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changes the server refused' });
    expect(dialog).toHaveTextContent('Add an expense: Milk delivery');
    expect(dialog).toHaveTextContent(
      "This change wasn't saved: your role doesn't allow it, or it breaks one of the store's rules. Ask a manager to make it if it still needs doing.",
    );
    expect(dialog).toHaveTextContent('Reason: Sam Staff may not add an expense');
    expect(dialog).not.toHaveTextContent('Someone else');

    await user.click(within(dialog).getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // The manager's refusal stays for the manager.
    expect(await db.syncLog.count()).toBe(1);
  });

  it('shows nothing when no change was refused', async () => {
    renderApp('/dashboard', 'manager');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByText(/The server refused/)).not.toBeInTheDocument();
  });
});
