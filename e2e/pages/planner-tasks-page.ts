import { expect, type Locator, type Page } from '@playwright/test';

export interface TaskEntry {
  title: string;
  description?: string;
  /** yyyy-mm-dd; blank for none. */
  dueDate?: string;
  priority?: 'Low' | 'Medium' | 'High';
  category?: 'Daily' | 'Weekly' | 'Monthly';
  repeat?: 'Does not repeat' | 'Every day' | 'Every week' | 'Every month';
}

/** The planner's Tasks tab (/planner/tasks, spec §2): the list, its filters and cards, and the add/edit form. */
export class PlannerTasksPage {
  readonly search: Locator;
  readonly list: Locator;
  readonly status: Locator;
  readonly chips: Locator;
  readonly addButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search tasks' });
    this.list = page.getByRole('list', { name: 'Tasks' });
    this.status = page.getByRole('combobox', { name: 'Status' });
    this.chips = page.getByRole('group', { name: 'Categories' });
    this.addButton = page.getByRole('link', { name: 'Add Task', exact: true });
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this task?' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/planner/tasks');
    await expect(this.search).toBeVisible();
  }

  /** Every task item with this exact title. */
  items(title: string): Locator {
    return this.list.getByRole('listitem', { name: title, exact: true });
  }

  item(title: string): Locator {
    return this.items(title).first();
  }

  /** The titles shown, top to bottom. */
  titles(): Promise<string[]> {
    return this.list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  }

  /** The task's link to the edit form. */
  editLink(title: string): Locator {
    return this.item(title).getByRole('link', { name: `Edit ${title}` });
  }

  /** The task's Delete, which asks first (deleteDialog). */
  deleteButton(title: string): Locator {
    return this.item(title).getByRole('button', { name: `Delete ${title}` });
  }

  toggle(title: string): Locator {
    return this.item(title).getByRole('checkbox', { name: `Completed: ${title}` });
  }

  /** Clicks the completion toggle and waits for the stored state to show (the box follows the live row). */
  async setCompleted(title: string, completed: boolean): Promise<void> {
    await this.toggle(title).click();
    if (completed) await expect(this.toggle(title)).toBeChecked();
    else await expect(this.toggle(title)).not.toBeChecked();
  }

  card(label: 'Total Tasks' | 'Completed' | 'Due Today'): Locator {
    return this.page.getByRole('region', { name: label });
  }

  sortBy(name: 'Due Date' | 'Priority'): Promise<void> {
    return this.page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name }).click();
  }

  async fill(entry: Partial<TaskEntry>): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Task' });
    if (entry.title !== undefined) await form.getByLabel('Title').fill(entry.title);
    if (entry.description !== undefined) await form.getByLabel('Description').fill(entry.description);
    if (entry.dueDate !== undefined) await form.getByLabel('Due date').fill(entry.dueDate);
    if (entry.priority) await form.getByLabel('Priority').selectOption({ label: entry.priority });
    if (entry.category) await form.getByLabel('Category').selectOption({ label: entry.category });
    if (entry.repeat) await form.getByLabel('Repeats').selectOption({ label: entry.repeat });
  }

  async add(entry: TaskEntry): Promise<void> {
    await this.addButton.click();
    await expect(this.page.getByRole('heading', { name: 'Add Task' })).toBeVisible();
    await this.fill(entry);
    await this.page.getByRole('form', { name: 'Task' }).getByRole('button', { name: 'Add Task' }).click();
    await expect(this.page).toHaveURL(/\/planner\/tasks$/);
    await expect(this.item(entry.title)).toBeVisible();
  }

  async delete(title: string): Promise<void> {
    await this.deleteButton(title).click();
    await this.deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(this.deleteDialog).toBeHidden();
    // The dialog closes before the delete is stored; the task leaving the list is what says it is.
    await expect(this.items(title)).toHaveCount(0);
  }
}
