import type { Browser } from '@playwright/test';
import { newActorKey } from '../apps/server/src/test-support/actor-signing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './pages/demo-accounts';
import { openAs } from './pages/open-as';
import { addShiftLabel, mondayOf, PlannerSchedulePage } from './pages/planner-schedule-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, type StartedServer, startServer, test } from './support/fixtures';
import { catchPrintDialog } from './support/printing';

// Each flow is a long story of forms and syncs; on a loaded shared 2-core machine it needs more than the default.
test.describe.configure({ timeout: 120_000 });

/** A day 'yyyy-mm-dd' `days` from today (UTC: the demo store's zone and the browser's in these tests). */
function dayFrom(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// Each test plans its own week, far enough ahead that the tests on this shared server never meet.
const weekAhead = (weeks: number) => mondayOf(dayFrom(weeks * 7));

test('plans, edits and deletes a shift with the spec rules, hours and overlap refused', async ({ page }) => {
  const schedule = await openAs(page, 'Manager', PlannerSchedulePage);
  await expect(schedule.card('Total Staff')).toContainText('3');
  const monday = weekAhead(3);
  const tuesday = plusDays(monday, 1);
  await schedule.showWeekOf(monday);
  await expect(schedule.grid.getByRole('rowheader', { name: 'Sam Staff' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the staff schedule');

  // The form opens for that person and day with the spec's defaults: 09:00 to 17:00, barista.
  await schedule.addIn('Sam Staff', monday).click();
  await expect(schedule.form.getByLabel('Staff member')).toHaveValue(/.+/);
  await expect(schedule.form.getByLabel('Date', { exact: true })).toHaveValue(monday);
  await expect(schedule.form.getByLabel('Start', { exact: true })).toHaveValue('09:00');
  await expect(schedule.form.getByLabel('End', { exact: true })).toHaveValue('17:00');
  await expect(schedule.form.getByLabel('Role')).toHaveValue('barista');
  await expectNoSeriousA11yViolations(page, 'the shift form');
  const save = schedule.form.getByRole('button', { name: 'Add Shift' });
  await schedule.fill({ end: '09:00' });
  await save.click();
  await expect(schedule.form.getByText('End time must be after start time')).toBeVisible();
  // An end before the start is the next day; 09:00 to 08:00 would be 23 hours, which no shift is.
  await schedule.fill({ end: '08:00' });
  await save.click();
  await expect(schedule.form.getByText(/A shift can be at most 16 hours/)).toBeVisible();
  await schedule.fill({ end: '17:00', date: '' });
  await save.click();
  await expect(schedule.form.getByText('Please fill all required fields')).toBeVisible();
  await schedule.fill({ date: monday, notes: 'Opening' });
  await save.click();
  await expect(schedule.form).toBeHidden();

  await expect(schedule.chips('Sam Staff', monday)).toHaveCount(1);
  await expect(schedule.chips('Sam Staff', monday)).toContainText('9:00 AM – 5:00 PM');
  await expect(schedule.chips('Sam Staff', monday)).toContainText('Barista');
  await expect(schedule.personHours('Sam Staff')).toHaveText('8');
  await expect(schedule.dayHours(monday)).toHaveText('8');
  await expect(schedule.weekHours()).toHaveText('8');
  await expect(schedule.card("This Week's Shifts")).toContainText('1');

  // The same person cannot be on two shifts at once.
  await schedule.button('Add Shift').click();
  await schedule.fill({ staff: 'Sam Staff', date: monday, start: '12:00', end: '20:00' });
  await save.click();
  await expect(
    schedule.form.getByText('This shift overlaps another shift of the same staff member'),
  ).toBeVisible();
  await schedule.form.getByRole('button', { name: 'Cancel' }).click();
  await expect(schedule.chips('Sam Staff', monday)).toHaveCount(1);

  // Another person on the same day counts towards the day and the week.
  await schedule.addShift('Morgan Manager', monday, { start: '07:00', end: '11:30', role: 'Manager' });
  await expect(schedule.dayHours(monday)).toHaveText('12.5');
  await expect(schedule.weekHours()).toHaveText('12.5');

  // Edit with the keyboard: the chip's edit button is reachable by Tab.
  await schedule.editButton('Sam Staff', monday).focus();
  await expect(schedule.editButton('Sam Staff', monday)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Edit Shift' })).toBeVisible();
  await schedule.fill({ date: tuesday, end: '15:00' });
  await schedule.form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(schedule.form).toBeHidden();
  await expect(schedule.chips('Sam Staff', monday)).toHaveCount(0);
  await expect(schedule.chips('Sam Staff', tuesday)).toContainText('9:00 AM – 3:00 PM');
  await expect(schedule.personHours('Sam Staff')).toHaveText('6');

  await schedule.deleteButton('Sam Staff', tuesday).click();
  await expect(schedule.deleteDialog).toBeVisible();
  await schedule.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(schedule.chips('Sam Staff', tuesday)).toHaveCount(1);
  await schedule.deleteButton('Sam Staff', tuesday).click();
  await schedule.deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(schedule.chips('Sam Staff', tuesday)).toHaveCount(0);
  await expect(schedule.personHours('Sam Staff')).toHaveText('0');
  await page.reload();
  await schedule.showWeekOf(monday);
  await expect(schedule.chips('Morgan Manager', monday)).toHaveCount(1);
  await expect(schedule.chips('Sam Staff', tuesday)).toHaveCount(0);
});

test('Copy previous week copies what fits and says how many it copied', async ({ page }) => {
  const schedule = await openAs(page, 'Manager', PlannerSchedulePage);
  const last = weekAhead(6);
  const next = plusDays(last, 7);
  await schedule.showWeekOf(last);
  await schedule.addShift('Sam Staff', last);
  await schedule.addShift('Sam Staff', plusDays(last, 1));
  await schedule.addShift('Morgan Manager', last, { start: '07:00', end: '15:00' });
  await schedule.button('Next').click();
  await schedule.addShift('Sam Staff', plusDays(next, 1), { start: '12:00', end: '20:00' });

  await schedule.button('Copy previous week').click();
  await expect(
    page.getByText('Copied 2 shifts from the previous week. Skipped 1 that would overlap a planned shift.'),
  ).toBeVisible();
  await expect(schedule.chips('Sam Staff', next)).toContainText('9:00 AM – 5:00 PM');
  await expect(schedule.chips('Morgan Manager', next)).toContainText('7:00 AM – 3:00 PM');
  await expect(schedule.chips('Sam Staff', plusDays(next, 1))).toHaveCount(1);
  await expect(schedule.weekHours()).toHaveText('24');
  // Copying again adds nothing: every copy would now overlap.
  await schedule.button('Copy previous week').click();
  await expect(
    page.getByText('Copied 0 shifts from the previous week. Skipped 3 that would overlap a planned shift.'),
  ).toBeVisible();
});

test('the week shows the events planned for each day in its headers', async ({ page }) => {
  const schedule = await openAs(page, 'Manager', PlannerSchedulePage);
  // The demo's vendor meeting is tomorrow.
  await schedule.showWeekOf(dayFrom(1));
  await expect(schedule.dayHeader(dayFrom(1))).toContainText('Vendor meeting');
  await schedule.button('Current Week').click();
  await expect(schedule.dayHeader(mondayOf(dayFrom(0)))).toBeVisible();
});

test('a shift planned on till A appears on till B', async ({ browser, server }) => {
  const tillA = await browser.newContext({ baseURL: server.baseURL });
  const tillB = await browser.newContext({ baseURL: server.baseURL });
  try {
    const pageA = await tillA.newPage();
    const pageB = await tillB.newPage();
    await signInAs(pageA, 'Manager');
    await signInAs(pageB, 'Admin');
    const a = new PlannerSchedulePage(pageA);
    const b = new PlannerSchedulePage(pageB);
    const monday = weekAhead(9);
    await a.goto();
    await b.goto();
    await a.showWeekOf(monday);
    await b.showWeekOf(monday);
    await a.addShift('Alex Admin', monday, { start: '10:00', end: '14:00', role: 'Server' });
    await expect(b.chips('Alex Admin', monday)).toContainText('10:00 AM – 2:00 PM', { timeout: 20_000 });
    await expect(b.chips('Alex Admin', monday)).toContainText('Server');
  } finally {
    await tillA.close();
    await tillB.close();
  }
});

test('on a touch tablet, a shift is edited and deleted with taps alone', async ({ browser, server }) => {
  const tablet = await browser.newContext({
    baseURL: server.baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 1024, height: 768 },
  });
  try {
    const page = await tablet.newPage();
    const schedule = await openAs(page, 'Manager', PlannerSchedulePage);
    const monday = weekAhead(12);
    await schedule.showWeekOf(monday);
    await schedule.addIn('Sam Staff', monday).tap();
    await schedule.form.getByRole('button', { name: 'Add Shift' }).tap();
    await expect(schedule.chips('Sam Staff', monday)).toHaveCount(1);
    // No hover on a touch screen: the buttons are there to tap.
    await expect(schedule.editButton('Sam Staff', monday)).toBeVisible();
    await schedule.editButton('Sam Staff', monday).tap();
    await schedule.fill({ end: '13:00' });
    await schedule.form.getByRole('button', { name: 'Save Changes' }).tap();
    await expect(schedule.chips('Sam Staff', monday)).toContainText('9:00 AM – 1:00 PM');
    await schedule.deleteButton('Sam Staff', monday).tap();
    await schedule.deleteDialog.getByRole('button', { name: 'Delete' }).tap();
    await expect(schedule.chips('Sam Staff', monday)).toHaveCount(0);
  } finally {
    await tablet.close();
  }
});

test('every user sees their own next shifts on the dashboard', async ({ page }) => {
  const shell = await signInAs(page, 'Manager');
  const schedule = new PlannerSchedulePage(page);
  await schedule.goto();
  const tomorrow = dayFrom(1);
  await schedule.showWeekOf(tomorrow);
  await schedule.addShift('Sam Staff', tomorrow, { start: '06:00', end: '14:00', role: 'Chef' });
  await shell.logout();
  await signInAs(page, 'Staff');
  const mine = page.getByRole('region', { name: 'My next shifts' });
  await expect(mine).toContainText('6:00 AM – 2:00 PM', { timeout: 20_000 });
  await expect(mine).toContainText('Chef');
  await expectNoSeriousA11yViolations(page, 'the dashboard with my next shifts');
});

test('the admin sees every planner tab; the placeholders pass axe', async ({ page }) => {
  await signInAs(page, 'Admin');
  await page.goto('/planner');
  const tabs = page.getByRole('navigation', { name: 'Planner' }).getByRole('link');
  await expect(tabs).toHaveText(['Staff Schedule', 'Tasks', 'Events', 'Inventory Reminders', 'Maintenance']);
  await tabs.filter({ hasText: 'Inventory Reminders' }).click();
  await expect(page.getByRole('button', { name: 'Set Up Inventory Alerts' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Inventory Reminders');
  await tabs.filter({ hasText: 'Maintenance' }).click();
  await expect(page.getByRole('button', { name: 'Schedule Maintenance Task' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Maintenance');
});

test('a manager has no Maintenance tab and is sent from it to the dashboard', async ({ page }) => {
  const shell = await signInAs(page, 'Manager');
  await page.goto('/planner');
  const tabs = page.getByRole('navigation', { name: 'Planner' }).getByRole('link');
  await expect(tabs).toHaveText(['Staff Schedule', 'Tasks', 'Events', 'Inventory Reminders']);
  await page.goto('/planner/maintenance');
  await shell.expectDashboard();
});

test.describe('a week with forty-three staff, more than the screen shows', () => {
  // A store of its own: forty more staff would change every figure the tests above read.
  let server: StartedServer;
  const crew = Array.from({ length: 40 }, (_, index) => `Crew ${String(index + 1).padStart(2, '0')}`);
  // The grid's order: by name.
  const everyone = [...Object.values(DEMO_ACCOUNTS).map((account) => account.name), ...crew].sort((a, b) =>
    a.localeCompare(b),
  );

  test.beforeAll(async ({ playwright }) => {
    server = await startServer({ demo: true });
    // Staff are added the way the Users screen adds them: the admin's POST /api/users.
    const admin = await playwright.request.newContext({ baseURL: server.baseURL });
    try {
      const login = await admin.post('/api/auth/login', {
        data: {
          email: DEMO_ACCOUNTS.Admin.email,
          password: DEMO_PASSWORD,
          actorKey: newActorKey().publicKey,
        },
      });
      expect(login.status()).toBe(200);
      // Side by side: each one hashes a password on the server, one after another they took seconds.
      await Promise.all(
        crew.map(async (name, index) => {
          const created = await admin.post('/api/users', {
            data: {
              id: crypto.randomUUID(),
              name,
              email: `crew-${index + 1}@cafe.example`,
              role: 'staff',
              password: 'crew-password-2026',
              confirmPassword: 'crew-password-2026',
            },
          });
          expect(created.status(), await created.text()).toBe(201);
        }),
      );
    } finally {
      await admin.dispose();
    }
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  async function openSchedule(browser: Browser) {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const schedule = await openAs(page, 'Admin', PlannerSchedulePage);
    await expect(schedule.card('Total Staff')).toContainText('43');
    // Only the rows in view (and a few either side) are drawn on screen.
    await expect(schedule.staffRows().first()).toBeVisible();
    expect((await schedule.drawnNames()).length).toBeLessThan(everyone.length);
    return { context, page, schedule };
  }

  test('printing the week puts every staff row on paper, not only the rows in view', async ({ browser }) => {
    const { context, page, schedule } = await openSchedule(browser);
    try {
      // Print, with the dialog replaced by a counter, and the page laid out as it prints.
      const printCalls = await catchPrintDialog(page);
      await schedule.button('Print').click();
      expect(await printCalls()).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(schedule.staffRows()).toHaveCount(everyone.length);
      expect(await schedule.drawnNames()).toEqual(everyone);
      for (const name of everyone) {
        await expect(schedule.grid.getByRole('rowheader', { name, exact: true })).toBeVisible();
      }
      await expect(schedule.button('Print')).toBeHidden();

      // Back on screen the grid draws the rows in view again.
      await page.emulateMedia({ media: 'screen' });
      await expect.poll(async () => (await schedule.drawnNames()).length).toBeLessThan(everyone.length);

      // Chromium's own print (the PDF it makes fires beforeprint): the rows drawn when it lays out the paper.
      await page.evaluate(() => {
        window.addEventListener('beforeprint', () => {
          const rows = document.querySelectorAll('table[aria-label="Staff schedule"] tbody th[scope="row"]');
          (window as unknown as { printedNames: string[] }).printedNames = Array.from(
            rows,
            (row) => row.textContent ?? '',
          );
        });
      });
      await page.pdf();
      const printed = await page.evaluate(
        () => (window as unknown as { printedNames: string[] }).printedNames,
      );
      expect(printed).toEqual(everyone);
    } finally {
      await context.close();
    }
  });

  test('Tab walks every chip and add button of the grid down to the last person, each row drawn as focus reaches it', async ({
    browser,
  }) => {
    const { context, page, schedule } = await openSchedule(browser);
    try {
      // A week with one shift, for a person far below the fold: every other cell holds its add button.
      const monday = weekAhead(14);
      await schedule.showWeekOf(monday);
      await schedule.button('Add Shift').click();
      await schedule.fill({ staff: 'Crew 30', date: monday });
      await schedule.form.getByRole('button', { name: 'Add Shift' }).click();
      await expect(schedule.form).toBeHidden();
      await expect(schedule.weekHours()).toHaveText('8');
      const days = Array.from({ length: 7 }, (_, index) => plusDays(monday, index));
      await expect(schedule.addIn(everyone[0] ?? '', monday)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the staff schedule of 43 people');

      const heading = (await schedule.dayHeader(monday).locator('span').first().textContent()) ?? '';
      const shift = `Crew 30 ${heading} 9:00 AM – 5:00 PM`;
      const expected = everyone.flatMap((name) =>
        days.flatMap((day) =>
          name === 'Crew 30' && day === monday
            ? [`Edit shift ${shift}`, `Delete shift ${shift}`]
            : [addShiftLabel(name, day)],
        ),
      );
      await schedule.addIn(everyone[0] ?? '', monday).focus();
      const visited: string[] = [];
      for (let press = 0; press < expected.length; press += 1) {
        if (press > 0) await page.keyboard.press('Tab');
        // Focus is on a drawn button of the grid, scrolled into view: never on nothing.
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          const box = element?.getBoundingClientRect();
          return {
            label: element?.getAttribute('aria-label') ?? element?.tagName ?? 'nothing',
            inGrid: element?.closest('table[aria-label="Staff schedule"]') !== null,
            inView: box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
          };
        });
        expect(focused.inGrid, `Tab ${press} left the grid for ${focused.label}`).toBe(true);
        expect(focused.inView, `Tab ${press} focused ${focused.label} out of view`).toBe(true);
        visited.push(focused.label);
      }
      expect(visited).toEqual(expected);
    } finally {
      await context.close();
    }
  });
});
