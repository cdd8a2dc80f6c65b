import { expect, type Locator, type Page } from '@playwright/test';
import { storedSaleCount } from './till-storage';

/** New Sale (/sales/new, spec §2) as a cashier uses it. */
export class NewSalePage {
  readonly search: Locator;
  readonly products: Locator;
  readonly panel: Locator;
  readonly completeButton: Locator;
  readonly cancelButton: Locator;
  readonly paymentDialog: Locator;
  readonly cancelDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByLabel('Search products');
    this.products = page.getByRole('list', { name: 'Products' });
    this.panel = page.getByRole('region', { name: 'Current Sale' });
    this.completeButton = this.panel.getByRole('button', { name: 'Complete Sale' });
    this.cancelButton = this.panel.getByRole('button', { name: 'Cancel' });
    this.paymentDialog = page.getByRole('dialog', { name: 'Select Payment Method' });
    this.cancelDialog = page.getByRole('alertdialog');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/sales\/new$/);
    await expect(this.products.getByRole('button').first()).toBeVisible();
  }

  product(name: string): Locator {
    return this.products.getByRole('button', { name: new RegExp(`^${name}`) });
  }

  async add(name: string): Promise<void> {
    await this.product(name).click();
  }

  quantityOf(name: string): Locator {
    return this.panel.getByLabel(`Quantity of ${name}`);
  }

  line(name: string): Locator {
    return this.panel.getByRole('listitem').filter({ hasText: name });
  }

  async decrease(name: string): Promise<void> {
    await this.panel.getByRole('button', { name: `Decrease ${name}` }).click();
  }

  async note(name: string, text: string): Promise<void> {
    await this.panel.getByLabel(`Note for ${name}`).fill(text);
  }

  total(label: string): Locator {
    return this.panel.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
  }

  /** Complete Sale, then the payment method: the sale is stored and the till returns to /sales. */
  /**
   * Pays and waits until the sale is stored on the device. The till shows the sale in the history at once, while
   * its IndexedDB write commits: a test that reloads the page in that moment would cut the write off (the sale
   * then stays in the till's draft, not lost), so the next step starts only once the sale is stored.
   */
  async completeWith(method: 'Cash' | 'Credit Card' | 'Debit Card' | 'Mobile'): Promise<void> {
    const before = await storedSaleCount(this.page);
    await this.completeButton.click();
    await this.paymentDialog.getByRole('button', { name: method, exact: true }).click();
    await expect(this.page).toHaveURL(/\/sales$/);
    await expect
      .poll(() => storedSaleCount(this.page), { message: 'the sale is stored on the till' })
      .toBeGreaterThan(before);
  }
}
