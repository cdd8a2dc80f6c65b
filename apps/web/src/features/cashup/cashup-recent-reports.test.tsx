import { CASHUP_REVIEW_MESSAGES } from '@cafe/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { TEST_USERS } from '../../test/render-app';
import { open, report, useCashupPage } from './cashup-test-kit';

/** The recent cash-up reports: while they arrive, the newest 5 by status, and an admin's review of them. */

describe('Cash-up', () => {
  useCashupPage();

  it('does not say no report was submitted while the reports are still arriving', async () => {
    await writeMeta(db, 'historyPull', { cursor: 0, head: 1000 });
    try {
      await open();
      expect(await screen.findByText('Older cash-up reports are still loading.')).toBeInTheDocument();
      expect(screen.queryByText('No cash-up reports have been submitted yet.')).not.toBeInTheDocument();
    } finally {
      await deleteMeta(db, 'historyPull');
    }
  });

  it('lists the newest 5 with badges by status; a manager gets no review actions', async () => {
    await db.cashups.bulkAdd([
      report('2026-03-01', 'approved', TEST_USERS.admin.id, '2026-03-01T20:00:00.000Z'),
      report('2026-03-02', 'submitted', TEST_USERS.manager.id, '2026-03-02T20:00:00.000Z'),
      report('2026-03-03', 'draft', TEST_USERS.manager.id, '2026-03-03T20:00:00.000Z'),
      report('2026-03-04', 'submitted', TEST_USERS.manager.id, '2026-03-04T20:00:00.000Z'),
      report('2026-03-05', 'submitted', TEST_USERS.manager.id, '2026-03-05T20:00:00.000Z'),
      report('2026-02-28', 'submitted', TEST_USERS.manager.id, '2026-02-28T20:00:00.000Z'),
    ]);
    await open();
    const table = await screen.findByRole('table', { name: 'Recent Cash-up Reports' });
    const dates = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(dates).toEqual(['2026-03-05', '2026-03-04', '2026-03-03', '2026-03-02', '2026-03-01']);
    expect(within(table).getByText('Approved')).toHaveAttribute('data-tone', 'green');
    expect(within(table).getByText('Draft')).toHaveAttribute('data-tone', 'grey');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'GAAP Cash', 'Daily Total', 'Status', 'Created By']);
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });
});

describe('Cash-up review (admin)', () => {
  useCashupPage('admin');

  it('an admin approves a submitted report', async () => {
    const submitted = report('2026-03-02', 'submitted', TEST_USERS.manager.id, '2026-03-02T20:00:00.000Z');
    await db.cashups.add(submitted);
    const { user } = await open('admin');
    await user.click(await screen.findByRole('button', { name: 'Approve the report of 2026-03-02' }));
    // Asked first: Cancel leaves it submitted.
    const question = 'Approve the report of Mar 2, 2026?';
    await user.click(
      within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect((await db.cashups.get(submitted.id))?.status).toBe('submitted');
    await user.click(screen.getByRole('button', { name: 'Approve the report of 2026-03-02' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Approve',
      }),
    );
    await waitFor(async () => expect((await db.cashups.get(submitted.id))?.status).toBe('approved'));
    // Shown at once as the server will record it: the approver is whoever approved on this till.
    expect((await db.cashups.get(submitted.id))?.approvedBy).toBe(TEST_USERS.admin.id);
    const row = await screen.findByRole('row', { name: /2026-03-02/ });
    await waitFor(() => expect(within(row).getByText('Approved')).toHaveAttribute('data-tone', 'green'));
  });

  it('an admin sends a submitted report back for correction, after a confirmation', async () => {
    const submitted = report('2026-03-02', 'submitted', TEST_USERS.manager.id, '2026-03-02T20:00:00.000Z');
    await db.cashups.add(submitted);
    const { user } = await open('admin');
    await user.click(
      await screen.findByRole('button', { name: 'Send back the report of 2026-03-02 for correction' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send the report of Mar 2, 2026 back for correction?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(async () => expect((await db.cashups.get(submitted.id))?.status).toBe('returned'));
    const row = await screen.findByRole('row', { name: /2026-03-02/ });
    await waitFor(() => expect(within(row).getByText('Sent back')).toHaveAttribute('data-tone', 'grey'));
    expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('flags the second report of a day and lets an admin delete the one not kept', async () => {
    const first = report('2026-03-02', 'submitted', TEST_USERS.manager.id, '2026-03-02T20:00:00.000Z', 10000);
    const second = report('2026-03-02', 'submitted', TEST_USERS.admin.id, '2026-03-02T21:00:00.000Z', 12000);
    await db.cashups.bulkAdd([first, second]);
    const { user } = await open('admin');
    const flagged = await screen.findByRole('row', { name: /\$120\.00/ });
    expect(within(flagged).getByText('Duplicate day')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /\$100\.00/ })).queryByText('Duplicate day')).toBeNull();
    expect(screen.getByText(CASHUP_REVIEW_MESSAGES.duplicateDay)).toBeInTheDocument();

    await user.click(within(flagged).getByRole('button', { name: /^Delete the report of 2026-03-02/ }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this cash-up report?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await db.cashups.get(second.id))?.deletedAt).not.toBeNull());
    expect((await db.cashups.get(first.id))?.deletedAt).toBeNull();
    await waitFor(() => expect(screen.queryByText('Duplicate day')).not.toBeInTheDocument());
  });
});
