import { expect, type Locator, type Page } from '@playwright/test';
import { SIGN_IN_TIMEOUT_MS } from './app-shell';
import { signInAs } from './sign-in-as';
import { SyncIndicator } from './sync-indicator';

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

/**
 * The manager keeps `preset` on Discounts and signs out once it has reached the server; their sign-in leaves their
 * key on this till, wrapped by their password, so they can approve a discount here later, offline too.
 */
export async function presetKeptByManager(page: Page, preset: NewDiscountPreset): Promise<void> {
  const manager = await signInAs(page, 'Manager');
  await page.goto('/products/discounts');
  const discounts = new DiscountPresetsPage(page);
  await discounts.expectShown();
  await discounts.add(preset);
  await new SyncIndicator(page).expectSynced(SIGN_IN_TIMEOUT_MS);
  await manager.logout();
}
