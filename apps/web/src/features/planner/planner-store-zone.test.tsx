import { storeSettingsRowSchema } from '@cafe/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { freshTill, TEST_ROW_BASE } from '../../test/test-rows';

/** A cafe fourteen hours ahead of UTC: its day starts while UTC's is still the day before. */
async function storeIn(timeZone: string): Promise<void> {
  await db.meta.put({ key: 'storeId', value: TEST_ROW_BASE.storeId });
  await db.settings.put(
    storeSettingsRowSchema.parse({ ...TEST_ROW_BASE, id: TEST_ROW_BASE.storeId, name: 'Cafe', timeZone }),
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

beforeEach(async () => {
  await freshTill(TEST_USERS.manager, [TEST_USERS.manager]);
  await storeIn('Pacific/Kiritimati');
});

describe("the planner's first view is in the store's zone, not UTC's", () => {
  it("Staff Schedule: Sunday evening in UTC is Monday in the cafe, so the week shown is the cafe's new week", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-08T20:00:00Z'));
    renderApp('/planner', 'manager');
    await screen.findByRole('table', { name: 'Staff schedule' });
    expect(screen.getByTestId('schedule-week')).toHaveTextContent('Mar 9, 2026 – Mar 15, 2026');
    expect(screen.getByTestId('schedule-day-2026-03-09')).toBeInTheDocument();
    expect(screen.getByText('Mon, Mar 9')).toHaveAttribute('aria-current', 'date');
  });

  it('Events: the last evening of February in UTC is March 1 in the cafe, so the month shown is March', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-28T20:00:00Z'));
    renderApp('/planner/events', 'manager');
    expect(await screen.findByText('March 2026')).toHaveAttribute('data-testid', 'calendar-month');
    // And it stays there: nothing steps it back to UTC's February once everything has loaded.
    await screen.findByRole('region', { name: 'Total Events' });
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('March 2026');
  });

  it("Edit Event: the stored times are shown on the cafe's clock even when the event is read before the zone", async () => {
    const id = crypto.randomUUID();
    await db.events.add({
      ...TEST_ROW_BASE,
      id,
      title: 'Latte art night',
      description: null,
      startDate: '2026-03-14T04:00:00.000Z',
      endDate: '2026-03-14T06:00:00.000Z',
      location: null,
      attendees: [],
      isImportant: false,
      createdBy: TEST_USERS.manager.id,
    });
    renderApp(`/planner/events/edit/${id}`, 'manager');
    expect(await screen.findByLabelText('Start')).toHaveValue('2026-03-14T18:00');
    expect(screen.getByLabelText('End')).toHaveValue('2026-03-14T20:00');
  });
});
