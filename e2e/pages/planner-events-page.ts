import { expect, type Locator, type Page } from '@playwright/test';

export interface EventEntry {
  title: string;
  description?: string;
  /** 'yyyy-mm-ddTHH:mm' in the store's zone. */
  start?: string;
  end?: string;
  location?: string;
  attendees?: string[];
  important?: boolean;
}

/** The planner's Events tab (/planner/events, spec §2): calendar and list, filters, cards, detail and form. */
export class PlannerEventsPage {
  readonly search: Locator;
  readonly addButton: Locator;
  readonly list: Locator;
  readonly detail: Locator;
  readonly deleteDialog: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search events' });
    this.addButton = page.getByRole('link', { name: 'Add Event', exact: true });
    this.list = page.getByRole('list', { name: 'Events' });
    this.detail = page.getByRole('dialog');
    this.deleteDialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this event?',
    });
    this.form = page.getByRole('form', { name: 'Event' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/planner/events');
    await expect(this.search).toBeVisible();
  }

  button(
    name: 'Important' | 'Upcoming' | 'Clear' | 'Calendar' | 'List' | 'Previous' | 'Today' | 'Next',
  ): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  card(label: 'Total Events' | 'Upcoming' | 'Important Events'): Locator {
    return this.page.getByRole('region', { name: label });
  }

  month(): Locator {
    return this.page.getByTestId('calendar-month');
  }

  day(day: string): Locator {
    return this.page.getByTestId(`day-${day}`);
  }

  /** The calendar shows the month of `day`, stepping with Next or Previous. */
  async showMonthOf(day: string): Promise<void> {
    const title = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let step = 0; step < 24 && (await this.month().textContent()) !== title; step += 1) {
      const shown = new Date(`${(await this.month().textContent()) ?? ''} 1 UTC`);
      await this.button(shown.getTime() < Date.parse(`${day}T00:00:00Z`) ? 'Next' : 'Previous').click();
    }
    await expect(this.month()).toHaveText(title);
  }

  listItem(title: string): Locator {
    return this.list.getByRole('listitem', { name: title, exact: true });
  }

  async fill(entry: Partial<EventEntry>): Promise<void> {
    if (entry.title !== undefined) await this.form.getByLabel('Title', { exact: true }).fill(entry.title);
    if (entry.description !== undefined)
      await this.form.getByLabel('Description', { exact: true }).fill(entry.description);
    if (entry.start !== undefined) await this.form.getByLabel('Start', { exact: true }).fill(entry.start);
    if (entry.end !== undefined) await this.form.getByLabel('End', { exact: true }).fill(entry.end);
    if (entry.location !== undefined)
      await this.form.getByLabel('Location', { exact: true }).fill(entry.location);
    for (const name of entry.attendees ?? []) {
      await this.form.getByLabel('Attendees', { exact: true }).fill(name);
      await this.form.getByRole('button', { name: 'Add', exact: true }).click();
    }
    if (entry.important !== undefined)
      await this.form.getByLabel('Important', { exact: true }).setChecked(entry.important);
  }

  async add(entry: EventEntry): Promise<void> {
    await this.addButton.click();
    await expect(this.page.getByRole('heading', { name: 'Add Event' })).toBeVisible();
    await this.fill(entry);
    await this.form.getByRole('button', { name: 'Add Event' }).click();
    await expect(this.page).toHaveURL(/\/planner\/events$/);
  }
}
