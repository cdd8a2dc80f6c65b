import { addDays, businessDay, mondayOf, type Shift, type User } from '@cafe/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { renderApp, signInAs, TEST_USERS } from '../../test/render-app';
import { freshTill, TEST_ROW_BASE } from '../../test/test-rows';

const monday = mondayOf(businessDay(new Date(), 'UTC'));

function user(name: string, role: User['role'] = 'staff'): User {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    name,
    email: `${name}@cafe.example`,
    role,
    avatarFileId: null,
    credentialsVersion: 0,
  };
}

function shift(userId: string, userName: string, day: string, from: string, to: string): Shift {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    userId,
    userName,
    start: `${day}T${from}:00.000Z`,
    end: `${day}T${to}:00.000Z`,
    role: 'barista',
    notes: null,
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Staff Schedule', () => {
  const jo = user('Jo Barista');

  beforeEach(async () => {
    // Each test is a new session: signing out forgets the weeks the schedule read ahead for the last one.
    signInAs(null);
    // Local writes are signed by the person making them: the manager.
    await freshTill(TEST_USERS.manager, [TEST_USERS.manager, jo]);
  });

  it("keeps a deleted person's shifts under the name stored with them, and counts everyone's hours", async () => {
    await db.schedules.bulkAdd([
      shift(jo.id, 'Jo Barista', monday, '09:00', '17:00'),
      // The person was deleted: no user row is left, only the name the shift stored.
      shift(crypto.randomUUID(), 'Former Chef', addDays(monday, 1), '06:00', '10:30'),
    ]);
    renderApp('/planner', 'manager');
    const grid = await screen.findByRole('table', { name: 'Staff schedule' });
    const gone = await within(grid).findByRole('rowheader', { name: /Former Chef/ });
    expect(gone).toHaveTextContent('No longer on staff');
    expect(await screen.findByTestId('hours-Former Chef')).toHaveTextContent('4.5');
    expect(screen.getByTestId('hours-Jo Barista')).toHaveTextContent('8');
    expect(screen.getByTestId('week-hours')).toHaveTextContent('12.5');
    // A deleted person gets no add buttons: nobody can plan them any more.
    expect(screen.queryByRole('button', { name: /Add shift for Former Chef/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Total Staff' })).toHaveTextContent('2');
  });

  it('shows a shift pulled from another till without a reload', async () => {
    renderApp('/planner', 'manager');
    await screen.findByRole('table', { name: 'Staff schedule' });
    expect(screen.getByTestId('week-hours')).toHaveTextContent('0');
    await db.schedules.add(shift(jo.id, 'Jo Barista', addDays(monday, 2), '10:00', '12:00'));
    expect(
      await within(screen.getByTestId(`cell-Jo Barista-${addDays(monday, 2)}`)).findByTestId('shift-chip'),
    ).toHaveTextContent('10:00 AM – 12:00 PM');
    expect(screen.getByTestId('week-hours')).toHaveTextContent('2');
  });

  it('plans an overnight shift (22:00–02:00): it sits on its first day and ends the next day', async () => {
    const user = userEvent.setup();
    renderApp('/planner', 'manager');
    await screen.findByRole('table', { name: 'Staff schedule' });
    await user.click(
      screen.getAllByRole('button', { name: /^Add shift for Jo Barista on / })[0] as HTMLElement,
    );
    const form = await screen.findByRole('form', { name: 'Shift' });
    const date = (within(form).getByLabelText('Date') as HTMLInputElement).value;
    await user.clear(within(form).getByLabelText('Start'));
    await user.type(within(form).getByLabelText('Start'), '22:00');
    await user.clear(within(form).getByLabelText('End'));
    await user.type(within(form).getByLabelText('End'), '02:00');
    expect(within(form).getByLabelText('End')).toHaveAccessibleDescription('Ends the next day');
    await user.click(within(form).getByRole('button', { name: 'Add Shift' }));
    const chip = await within(screen.getByTestId(`cell-Jo Barista-${date}`)).findByTestId('shift-chip');
    expect(chip).toHaveTextContent('10:00 PM – 2:00 AM (next day)');
    const [stored] = await db.schedules.toArray();
    expect(Date.parse(stored?.end ?? '') - Date.parse(stored?.start ?? '')).toBe(4 * 3_600_000);
  });

  it("a failed local write: 'Failed to save schedule' in the shift form, which stays open, nothing stored", async () => {
    vi.spyOn(repositories.schedules, 'create').mockRejectedValueOnce(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/planner', 'manager');
    await screen.findByRole('table', { name: 'Staff schedule' });
    await user.click(
      screen.getAllByRole('button', { name: /^Add shift for Jo Barista on / })[0] as HTMLElement,
    );
    const form = await screen.findByRole('form', { name: 'Shift' });
    await user.click(within(form).getByRole('button', { name: 'Add Shift' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to save schedule');
    expect(screen.getByRole('form', { name: 'Shift' })).toBeInTheDocument();
    expect(await db.schedules.count()).toBe(0);
  });

  it("a shift for someone removed while the form was open: 'Selected user not found' beside Staff member", async () => {
    const user = userEvent.setup();
    renderApp('/planner', 'manager');
    await screen.findByRole('table', { name: 'Staff schedule' });
    await user.click(
      screen.getAllByRole('button', { name: /^Add shift for Jo Barista on / })[0] as HTMLElement,
    );
    const form = await screen.findByRole('form', { name: 'Shift' });
    // Another till deletes Jo; the pull lands while this form is still open with Jo chosen.
    await db.users.update(jo.id, { deletedAt: new Date().toISOString() });
    await user.click(within(form).getByRole('button', { name: 'Add Shift' }));
    expect(await within(form).findByText('Selected user not found')).toBeInTheDocument();
    expect(within(form).getByLabelText('Staff member')).toHaveAttribute('aria-invalid', 'true');
    expect(await db.schedules.count()).toBe(0);
  });

  it('steps to weeks read ahead, and a shift planned meanwhile on another till still shows there', async () => {
    const user = userEvent.setup();
    const next = addDays(monday, 7);
    await db.schedules.add(shift(jo.id, 'Jo Barista', addDays(next, 1), '08:00', '12:00'));
    renderApp('/planner', 'manager');
    await screen.findByRole('table', { name: 'Staff schedule' });
    expect(screen.getByTestId('week-hours')).toHaveTextContent('0');
    // Pulled while this week is on screen, after the next week may have been read ahead.
    await db.schedules.add(shift(jo.id, 'Jo Barista', addDays(next, 3), '14:00', '16:00'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const cell = await screen.findByTestId(`cell-Jo Barista-${addDays(next, 3)}`);
    expect(await within(cell).findByTestId('shift-chip')).toHaveTextContent('2:00 PM – 4:00 PM');
    expect(
      within(screen.getByTestId(`cell-Jo Barista-${addDays(next, 1)}`)).getByTestId('shift-chip'),
    ).toHaveTextContent('8:00 AM – 12:00 PM');
    expect(screen.getByTestId('week-hours')).toHaveTextContent('6');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByTestId('week-hours')).toHaveTextContent('0'));
    expect(screen.queryByTestId('shift-chip')).toBeNull();
  });
});
