import { expect, type Locator, type Page } from '@playwright/test';

export interface NewOptionGroup {
  name: string;
  fewest: string;
  most: string;
  /** Each option: its name, its price change as typed ('0.60', '+0.60', '-0.25'), whether it is the default. */
  options: readonly { name: string; priceChange?: string; isDefault?: boolean }[];
}

/** Option groups (/products/options, issue 33): the list with its sold-out switches, and the one add/edit form. */
export class OptionGroupsPage {
  readonly addButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('link', { name: 'Add Option Group', exact: true });
    this.deleteDialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this option group?',
    });
  }

  /** From the Products page, its Option groups tab. */
  async openFromProducts(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Catalogue' })
      .getByRole('link', { name: 'Option groups' })
      .tap();
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/products\/options$/);
    await expect(this.page.getByRole('heading', { name: 'Option groups', level: 1 })).toBeVisible();
  }

  group(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  soldOut(group: string, option: string): Locator {
    return this.group(group).getByRole('switch', { name: `Sold out: ${option}`, exact: true });
  }

  optionRow(n: number): Locator {
    return this.page.getByRole('group', { name: `Option ${n}`, exact: true });
  }

  /** Fills the form at /products/options/new with taps and typing, saves, and lands back on the list. */
  async add(group: NewOptionGroup): Promise<void> {
    await this.addButton.tap();
    await expect(this.page.getByRole('heading', { name: 'Add Option Group' })).toBeVisible();
    await this.page.getByLabel('Name', { exact: true }).fill(group.name);
    await this.page.getByLabel('Fewest choices').fill(group.fewest);
    await this.page.getByLabel('Most choices').fill(group.most);
    for (const [index, option] of group.options.entries()) {
      if (index > 0) await this.page.getByRole('button', { name: 'Add option' }).tap();
      const row = this.optionRow(index + 1);
      await row.getByLabel('Option name').fill(option.name);
      if (option.priceChange) await row.getByLabel('Price change ($)').fill(option.priceChange);
      if (option.isDefault) await row.getByRole('checkbox', { name: 'Default' }).tap();
    }
    await this.page.getByRole('button', { name: 'Save Option Group' }).tap();
    await this.expectShown();
  }
}
