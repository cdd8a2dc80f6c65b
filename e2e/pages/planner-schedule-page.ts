import { expect, type Locator, type Page } from '@playwright/test';

export interface ShiftEntry {
  staff?: string;
  /** yyyy-mm-dd */
  date?: string;
  start?: string;
  end?: string;
  role?: 'Barista' | 'Server' | 'Chef' | 'Manager';
  notes?: string;
}

const dayHeading = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The accessible name of the add button in the empty cell of `staff` on `day`. */
export function addShiftLabel(staff: string, day: string): string {
  return `Add shift for ${staff} on ${dayHeading(day)}`;
}

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** Staff Schedule (/planner, spec §2): the weekly grid, its cards, the shift form and the week's actions. */
export class PlannerSchedulePage {
  readonly grid: Locator;
  readonly form: Locator;
  readonly dialog: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('table', { name: 'Staff schedule' });
    this.form = page.getByRole('form', { name: 'Shift' });
    this.dialog = page.getByRole('dialog');
    this.deleteDialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this shift?',
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/planner');
    await expect(this.grid).toBeVisible();
  }

  button(name: 'Previous' | 'Current Week' | 'Next' | 'Copy previous week' | 'Print' | 'Add Shift'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  card(label: 'Total Staff' | "This Week's Shifts" | "Today's Shifts"): Locator {
    return this.page.getByRole('region', { name: label });
  }

  /** Steps the grid to the week holding `day`. */
  async showWeekOf(day: string): Promise<void> {
    const target = mondayOf(day);
    for (let step = 0; step < 60; step += 1) {
      if ((await this.page.getByTestId(`schedule-day-${target}`).count()) > 0) return;
      const shown = await this.grid
        .locator('[data-testid^="schedule-day-"]')
        .first()
        .getAttribute('data-testid');
      const shownMonday = (shown ?? '').replace('schedule-day-', '');
      await this.button(shownMonday < target ? 'Next' : 'Previous').click();
    }
    await expect(this.page.getByTestId(`schedule-day-${target}`)).toBeVisible();
  }

  dayHeader(day: string): Locator {
    return this.page.getByTestId(`schedule-day-${day}`);
  }

  cell(staff: string, day: string): Locator {
    return this.page.getByTestId(`cell-${staff}-${day}`);
  }

  chips(staff: string, day: string): Locator {
    return this.cell(staff, day).getByTestId('shift-chip');
  }

  addIn(staff: string, day: string): Locator {
    return this.page.getByRole('button', { name: addShiftLabel(staff, day) });
  }

  /** The staff rows drawn (on screen only those in view and a few either side). */
  staffRows(): Locator {
    return this.grid.locator('tbody tr[data-index]');
  }

  /** The names of the staff rows drawn, top to bottom. */
  async drawnNames(): Promise<string[]> {
    return this.staffRows().locator('th[scope="row"]').allTextContents();
  }

  editButton(staff: string, day: string): Locator {
    return this.cell(staff, day).getByRole('button', { name: /^Edit shift/ });
  }

  deleteButton(staff: string, day: string): Locator {
    return this.cell(staff, day).getByRole('button', { name: /^Delete shift/ });
  }

  personHours(staff: string): Locator {
    return this.page.getByTestId(`hours-${staff}`);
  }

  dayHours(day: string): Locator {
    return this.page.getByTestId(`day-hours-${day}`);
  }

  weekHours(): Locator {
    return this.page.getByTestId('week-hours');
  }

  async fill(entry: ShiftEntry): Promise<void> {
    if (entry.staff) await this.form.getByLabel('Staff member').selectOption({ label: entry.staff });
    if (entry.date !== undefined) await this.form.getByLabel('Date', { exact: true }).fill(entry.date);
    if (entry.start !== undefined) await this.form.getByLabel('Start', { exact: true }).fill(entry.start);
    if (entry.end !== undefined) await this.form.getByLabel('End', { exact: true }).fill(entry.end);
    if (entry.role) await this.form.getByLabel('Role').selectOption({ label: entry.role });
    if (entry.notes !== undefined) await this.form.getByLabel('Notes').fill(entry.notes);
  }

  /** Opens the form from the empty cell of `staff` on `day`, fills it and saves. */
  async addShift(staff: string, day: string, entry: ShiftEntry = {}): Promise<void> {
    await this.addIn(staff, day).click();
    await expect(this.form).toBeVisible();
    await this.fill(entry);
    await this.form.getByRole('button', { name: 'Add Shift' }).click();
    await expect(this.form).toBeHidden();
  }
}
