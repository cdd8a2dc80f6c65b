import { expect, type Locator, type Page } from '@playwright/test';

export interface NewDiscountPreset {
  name: string;
  kind: 'Percent' | 'Amount';
  /** As typed: '50' for a percent, '1.50' for an amount. */
  value: string;
  appliesTo: 'One item' | 'Whole sale';
}

/** Discounts (/products/discounts, issue 33): the list and the one add/edit form. */
export class DiscountPresetsPage {
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('link', { name: 'Add Discount', exact: true });
  }

  /** From the Products page, its Discounts tab. */
  async openFromProducts(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Catalogue' })
      .getByRole('link', { name: 'Discounts' })
      .tap();
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/products\/discounts$/);
    await expect(this.page.getByRole('heading', { name: 'Discounts', level: 1 })).toBeVisible();
  }

  preset(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  /** Fills the form with taps and typing, saves, and lands back on the list. */
  async add(preset: NewDiscountPreset): Promise<void> {
    await this.addButton.tap();
    await expect(this.page.getByRole('heading', { name: 'Add Discount' })).toBeVisible();
    await this.fill(preset);
    await this.page.getByRole('button', { name: 'Save Discount' }).tap();
    await this.expectShown();
  }

  async fill(preset: NewDiscountPreset): Promise<void> {
    await this.page.getByLabel('Name', { exact: true }).fill(preset.name);
    await this.page.getByLabel('Kind').selectOption({ label: preset.kind });
    await this.page
      .getByLabel(preset.kind === 'Percent' ? 'Percent off (%)' : 'Amount off ($)')
      .fill(preset.value);
    await this.page.getByLabel('Applies to').selectOption({ label: preset.appliesTo });
  }
}
