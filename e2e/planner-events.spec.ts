import { openAs } from './pages/open-as';
import { PlannerEventsPage } from './pages/planner-events-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';

// Each flow is a long story of forms and syncs; on a loaded shared 2-core machine it needs more than the default.
test.describe.configure({ timeout: 120_000 });

// The demo store and the browser count days in UTC in these tests.
function dayFrom(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const tag = (name: string) => `${name} ${Date.now().toString(36)}`;

test('the demo events: cards, calendar, list, detail, each scanned by axe', async ({ browser }) => {
  const store = await freshStore(browser);
  try {
    const { page } = store;
    const events = await openAs(page, 'Manager', PlannerEventsPage);
    // Spec §9: staff meeting, equipment maintenance, vendor meeting; only the staff meeting is important.
    await expect(events.card('Total Events')).toContainText('3');
    await expect(events.card('Upcoming')).toContainText('3');
    await expect(events.card('Important Events')).toContainText('1');

    await events.showMonthOf(dayFrom(1));
    await expect(events.day(dayFrom(1)).getByRole('button', { name: 'Vendor meeting' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the events calendar');

    await events.day(dayFrom(1)).getByRole('button', { name: 'Vendor meeting' }).click();
    await expect(events.detail).toContainText('Cafe seating area');
    await expect(events.detail.getByRole('list', { name: 'Attendees' })).toContainText('Blue Ridge Roasters');
    await expect(events.detail.getByRole('link', { name: 'Edit Event' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the event detail');
    await events.detail.getByRole('button', { name: 'Close' }).last().click();
    await expect(events.detail).toBeHidden();

    await events.button('List').click();
    await expect(events.list.getByRole('listitem')).toHaveCount(3);
    await expect(events.listItem('Staff meeting')).toContainText('Important');
    await expectNoSeriousA11yViolations(page, 'the events list');

    await events.button('Important').click();
    await expect(events.list.getByRole('listitem')).toHaveCount(1);
    await events.button('Clear').click();
    await events.search.fill('ROASTERS');
    await expect(events.list.getByRole('listitem')).toHaveCount(1);
    await expect(events.listItem('Vendor meeting')).toBeVisible();
    await events.button('Clear').click();
    await expect(events.search).toHaveValue('');
    await expect(events.list.getByRole('listitem')).toHaveCount(3);
  } finally {
    await store.close();
  }
});

test('the form: required fields, an end before the start, attendees, then edit and delete', async ({
  page,
}) => {
  const events = await openAs(page, 'Manager', PlannerEventsPage);
  await events.addButton.click();
  const save = events.form.getByRole('button', { name: 'Add Event' });
  await save.click();
  await expect(page.getByText('Title, start date, and end date are required').first()).toBeVisible();

  const title = tag('Latte art class');
  const day = dayFrom(3);
  await events.fill({ title, start: `${day}T15:00`, end: `${day}T14:00` });
  await save.click();
  await expect(page.getByText('The end cannot be before the start')).toBeVisible();
  await expect(page).toHaveURL(/\/planner\/events\/new$/);

  // Attendees: blank is ignored, Enter and Add both add.
  await events.form.getByLabel('Attendees', { exact: true }).fill('   ');
  await events.form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(events.form.getByRole('list', { name: 'Attendee list' })).toHaveCount(0);
  await events.form.getByLabel('Attendees', { exact: true }).fill('  Sam  ');
  await events.form.getByLabel('Attendees', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/planner\/events\/new$/);
  await events.fill({ end: `${day}T17:00`, attendees: ['Bakery team'], location: 'Bar', important: true });
  await expect(events.form.getByRole('list', { name: 'Attendee list' }).getByRole('listitem')).toHaveText([
    'Sam',
    'Bakery team',
  ]);
  await expectNoSeriousA11yViolations(page, 'the event form');
  await save.click();
  await expect(page).toHaveURL(/\/planner\/events$/);

  await events.showMonthOf(day);
  await events.day(day).getByRole('button', { name: title }).click();
  await expect(events.detail).toContainText('3:00 PM – 5:00 PM');
  await expect(events.detail).toContainText('Important');
  await events.detail.getByRole('link', { name: 'Edit Event' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  await expect(events.form.getByLabel('Start', { exact: true })).toHaveValue(`${day}T15:00`);
  await events.fill({ start: `${day}T16:00` });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/planner\/events$/);

  await events.showMonthOf(day);
  await events.day(day).getByRole('button', { name: title }).click();
  await expect(events.detail).toContainText('4:00 PM – 5:00 PM');
  await events.detail.getByRole('button', { name: 'Delete' }).click();
  await expect(events.deleteDialog).toBeVisible();
  await events.deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(events.day(day).getByRole('button', { name: title })).toHaveCount(0);
});

test('a day shows three events then +N more; past and today badges; the list starts today', async ({
  page,
}) => {
  const events = await openAs(page, 'Manager', PlannerEventsPage);
  const mark = Date.now().toString(36);
  const busy = dayFrom(40);
  for (const hour of ['08', '10', '12', '14']) {
    await events.add({
      title: `Slot ${hour} ${mark}`,
      start: `${busy}T${hour}:00`,
      end: `${busy}T${hour}:30`,
    });
  }
  await events.showMonthOf(busy);
  await expect(events.day(busy).getByRole('button', { name: new RegExp(mark) })).toHaveCount(3);
  await expect(events.day(busy)).toContainText('+1 more');
  await events.button('Today').click();
  await expect(events.day(dayFrom(0))).toBeVisible();

  const past = `Yesterday ${mark}`;
  const now = `All day ${mark}`;
  const long = `Long ${mark}`;
  await events.add({ title: past, start: `${dayFrom(-1)}T09:00`, end: `${dayFrom(-1)}T10:00` });
  await events.add({ title: now, start: `${dayFrom(0)}T00:00`, end: `${dayFrom(0)}T23:59` });
  await events.add({
    title: long,
    start: `${dayFrom(2)}T09:00`,
    end: `${dayFrom(2)}T10:00`,
    description: 'x'.repeat(140),
  });
  await events.search.fill(mark);
  await events.showMonthOf(dayFrom(-1));
  await events.day(dayFrom(-1)).getByRole('button', { name: past }).click();
  await expect(events.detail).toContainText('Past event');
  await events.detail.getByRole('button', { name: 'Close' }).last().click();

  await events.button('List').click();
  await expect(events.listItem(past)).toHaveCount(0);
  await expect(events.listItem(now)).toContainText('Today');
  await expect(events.listItem(long).getByTestId('event-description')).toHaveText(`${'x'.repeat(100)}...`);
});

test('staff may plan an event too', async ({ page }) => {
  const events = await openAs(page, 'Staff', PlannerEventsPage);
  const title = tag('Team lunch');
  await events.add({ title, start: `${dayFrom(1)}T12:00`, end: `${dayFrom(1)}T13:00` });
  await events.button('List').click();
  await expect(events.listItem(title)).toBeVisible();
});
