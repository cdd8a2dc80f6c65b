import { openAs } from './pages/open-as';
import { PlannerTasksPage } from './pages/planner-tasks-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';

// Each flow is a long story of forms and syncs; on a loaded shared 2-core machine it needs more than the default.
test.describe.configure({ timeout: 120_000 });

// Tests on the shared server name their tasks with their own tag.
const tag = (name: string) => `${name} ${Date.now().toString(36)}`;

/** A day 'yyyy-mm-dd' `days` from today, as the browser (UTC in these tests, like the demo store) counts it. */
function dayFrom(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('the demo tasks and their cards, then completing one moves Completed and Due Today', async ({
  browser,
}) => {
  const store = await freshStore(browser);
  try {
    const { page } = store;
    const tasks = await openAs(page, 'Manager', PlannerTasksPage);
    // Spec §9: clean machines, restock milk, staff meeting; two due today, one in two days.
    await expect(tasks.item('Clean coffee machines')).toBeVisible();
    await expect(tasks.item('Restock milk')).toBeVisible();
    await expect(tasks.item('Staff meeting')).toBeVisible();
    await expect(tasks.card('Total Tasks')).toContainText('3');
    await expect(tasks.card('Completed')).toContainText('0');
    await expect(tasks.card('Due Today')).toContainText('2');
    await expect(tasks.item('Restock milk').getByTestId('task-due')).toHaveText('Today');

    await tasks.setCompleted('Restock milk', true);
    await expect(tasks.card('Completed')).toContainText('1');
    await expect(tasks.card('Due Today')).toContainText('1');
    // Un-completing clears it again (spec §4).
    await tasks.setCompleted('Restock milk', false);
    await expect(tasks.card('Completed')).toContainText('0');
    await expect(tasks.card('Due Today')).toContainText('2');
    await expectNoSeriousA11yViolations(page, 'the Tasks tab');
  } finally {
    await store.close();
  }
});

test('adds, edits and deletes a task, deleting only after the question', async ({ page }) => {
  const tasks = await openAs(page, 'Manager', PlannerTasksPage);
  await tasks.addButton.click();
  // Spec §9 defaults: priority medium, category daily.
  await expect(page.getByLabel('Priority')).toHaveValue('medium');
  await expect(page.getByLabel('Category')).toHaveValue('daily');
  // Spec §5: a title is required, and nothing is saved without one.
  await tasks.fill({ title: '   ' });
  await page.getByRole('form', { name: 'Task' }).getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page).toHaveURL(/\/planner\/tasks\/new$/);
  await expectNoSeriousA11yViolations(page, 'the task form with an error');
  await page.getByRole('link', { name: 'Cancel' }).click();

  const title = tag('Descale kettle');
  await tasks.add({ title, description: 'Use the blue descaler', dueDate: dayFrom(1), priority: 'High' });
  await expect(tasks.item(title).getByTestId('task-due')).toHaveText('Tomorrow');
  await expect(tasks.item(title)).toContainText('High');

  await tasks.editLink(title).click();
  await expect(page.getByRole('heading', { name: 'Edit Task' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await tasks.fill({ dueDate: dayFrom(-1), category: 'Monthly' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/planner\/tasks$/);
  await expect(tasks.item(title).getByTestId('task-due')).toHaveText('Overdue');
  await expect(tasks.item(title)).toContainText('Monthly');

  await tasks.deleteButton(title).click();
  await expect(tasks.deleteDialog).toBeVisible();
  await tasks.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(tasks.item(title)).toBeVisible();
  await tasks.delete(title);
  await page.reload();
  await expect(tasks.search).toBeVisible();
  await expect(tasks.items(title)).toHaveCount(0);
});

test('search, category and status filters, and the two sorts', async ({ page }) => {
  const tasks = await openAs(page, 'Manager', PlannerTasksPage);
  const mark = Date.now().toString(36);
  const low = `Low soon ${mark}`;
  const high = `High later ${mark}`;
  await tasks.add({ title: low, dueDate: dayFrom(3), priority: 'Low', category: 'Weekly' });
  await tasks.add({ title: high, dueDate: dayFrom(9), priority: 'High', category: 'Monthly' });

  await tasks.search.fill(mark.toUpperCase());
  await expect.poll(() => tasks.titles()).toEqual([low, high]);
  await tasks.sortBy('Priority');
  await expect.poll(() => tasks.titles()).toEqual([high, low]);
  await tasks.sortBy('Due Date');
  await expect.poll(() => tasks.titles()).toEqual([low, high]);

  await tasks.chips.getByRole('button', { name: 'Monthly' }).click();
  await expect.poll(() => tasks.titles()).toEqual([high]);
  await tasks.chips.getByRole('button', { name: 'All' }).click();

  await tasks.setCompleted(low, true);
  await tasks.status.selectOption({ label: 'Completed' });
  await expect.poll(() => tasks.titles()).toEqual([low]);
  await tasks.status.selectOption({ label: 'Pending' });
  await expect.poll(() => tasks.titles()).toEqual([high]);
  await tasks.status.selectOption({ label: 'All' });
  await tasks.search.fill('no task is called this');
  await expect(page.getByText('No tasks match your filters.')).toBeVisible();
});

test('completing a repeating task brings it back once, a period later', async ({ page }) => {
  const tasks = await openAs(page, 'Manager', PlannerTasksPage);
  const title = tag('Deep clean fridge');
  await tasks.add({ title, dueDate: dayFrom(0), repeat: 'Every week' });
  await tasks.search.fill(title);
  await tasks.setCompleted(title, true);
  await expect(tasks.items(title)).toHaveCount(2);
  const next = tasks.items(title).filter({ has: page.getByRole('checkbox', { checked: false }) });
  await expect(next.getByTestId('task-due')).toHaveText(
    new Date(`${dayFrom(7)}T00:00:00Z`).toLocaleDateString('en-US', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }),
  );
  // Un-completing and completing again does not make a third.
  const done = tasks.items(title).filter({ has: page.getByRole('checkbox', { checked: true }) });
  await done.getByRole('checkbox').click();
  await expect(tasks.items(title).getByRole('checkbox', { checked: true })).toHaveCount(0);
  await tasks.items(title).getByRole('checkbox').first().click();
  await expect(tasks.items(title).getByRole('checkbox', { checked: true })).toHaveCount(1);
  await page.reload();
  await tasks.search.fill(title);
  await expect(tasks.items(title)).toHaveCount(2);
});

test('staff see only Tasks and Events, are sent from the schedule to the dashboard, and may add a task', async ({
  page,
}) => {
  const shell = await signInAs(page, 'Staff');
  await shell.sidebar.getByRole('link', { name: 'Planner' }).click();
  await expect(page).toHaveURL(/\/planner\/tasks$/);
  const tabs = page.getByRole('navigation', { name: 'Planner' }).getByRole('link');
  await expect(tabs).toHaveText(['Tasks', 'Events']);
  for (const path of ['/planner', '/planner/inventory', '/planner/maintenance']) {
    await page.goto(path);
    await shell.expectDashboard();
  }
  const tasks = new PlannerTasksPage(page);
  await tasks.goto();
  const title = tag('Wipe tables');
  await tasks.add({ title });
  await page.reload();
  await expect(tasks.item(title)).toBeVisible();
});
