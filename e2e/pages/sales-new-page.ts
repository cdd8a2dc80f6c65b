import { expect, type Locator, type Page } from '@playwright/test';
import { storedSaleCount } from './till-storage';

export type PaymentMethodLabel = 'Cash' | 'Credit Card' | 'Debit Card' | 'Mobile';

/** New Sale (/sales/new, spec §2) as a cashier uses it. */
export class NewSalePage {
  readonly search: Locator;
  readonly products: Locator;
  readonly panel: Locator;
  readonly completeButton: Locator;
  readonly cancelButton: Locator;
  readonly paymentDialog: Locator;
  readonly cancelDialog: Locator;
  /** The sale-complete sheet, over Sales History after payment. */
  readonly completeSheet: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByLabel('Search products');
    this.products = page.getByRole('list', { name: 'Products' });
    this.panel = page.getByRole('region', { name: 'Current Sale' });
    this.completeButton = this.panel.getByRole('button', { name: 'Complete Sale' });
    this.cancelButton = this.panel.getByRole('button', { name: 'Cancel' });
    this.paymentDialog = page.getByRole('dialog', { name: 'Select Payment Method' });
    this.cancelDialog = page.getByRole('alertdialog');
    this.completeSheet = page.getByRole('dialog', { name: 'Sale complete' });
  }

  /** By its address, as a till opened on New Sale starts. */
  async goto(): Promise<void> {
    await this.page.goto('/sales/new');
    await this.expectShown();
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

  /** The options picker a product with option groups opens, titled with the product's name. */
  picker(product: string): Locator {
    return this.page.getByRole('dialog', { name: product, exact: true });
  }

  /** One option of the open picker, named by how its button starts ('Large', 'Extra shot'). */
  option(product: string, option: string): Locator {
    return this.picker(product).getByRole('button', { name: new RegExp(`^${escapeRegExp(option)}`) });
  }

  /** The picker's Add, which shows the line's price. */
  pickerAdd(product: string): Locator {
    return this.picker(product).getByRole('button', { name: /^Add / });
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

  /** Opens the line's note (it opens on demand), types it and closes it again with Enter. */
  async note(name: string, text: string): Promise<void> {
    const escaped = escapeRegExp(name);
    await this.panel.getByRole('button', { name: new RegExp(`^(Add note for|Note for) ${escaped}`) }).click();
    const field = this.panel.getByLabel(`Note for ${name}`, { exact: true });
    await field.fill(text);
    await field.press('Enter');
  }

  /** The note a line shows, as a button that edits it. */
  shownNote(name: string): Locator {
    return this.panel.getByRole('button', { name: `Note for ${name}:` });
  }

  /** The line's discount button (issue 33): 'Discount on Espresso', or 'Discount on Espresso: Remake' once given. */
  lineDiscountButton(name: string): Locator {
    return this.panel.getByRole('button', { name: new RegExp(`^Discount on ${escapeRegExp(name)}(:|$)`) });
  }

  /** The line's discount dialog, opened from the line. */
  async openLineDiscount(name: string): Promise<Locator> {
    await this.lineDiscountButton(name).first().tap();
    const dialog = this.page.getByRole('dialog', { name: `Discount on ${name}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Taps the quantity and types one, as a cashier does for a tray. */
  async typeQuantity(name: string, text: string): Promise<void> {
    await this.quantityOf(name).click();
    const field = this.panel.getByRole('textbox', { name: `Quantity of ${name}` });
    await field.fill(text);
    await field.press('Enter');
  }

  total(label: string): Locator {
    return this.panel.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
  }

  /**
   * Complete Sale, then the payment method: waits until the sale is stored on the device and returns the
   * sale-complete sheet, open over /sales. The till shows the sale at once, while its IndexedDB write commits: a
   * test that reloads the page in that moment would cut the write off (the sale then stays in the till's draft,
   * not lost), so the next step starts only once the sale is stored.
   */
  async pay(method: PaymentMethodLabel): Promise<Locator> {
    const before = await storedSaleCount(this.page);
    await this.completeButton.click();
    await this.paymentDialog.getByRole('button', { name: method, exact: true }).click();
    await expect(this.page).toHaveURL(/\/sales$/);
    await expect(this.completeSheet).toBeVisible();
    await expect
      .poll(() => storedSaleCount(this.page), { message: 'the sale is stored on the till' })
      .toBeGreaterThan(before);
    return this.completeSheet;
  }

  /** A whole sale of one product whose line carries `note` (a spec's tag, to find it again), paid with `method`. */
  async sellWithNote(product: string, note: string, method: PaymentMethodLabel): Promise<void> {
    await this.add(product);
    await this.note(product, note);
    await this.completeWith(method);
  }

  /** Pays, then 'No receipt' on the sale-complete sheet: back on Sales History with the sale stored. */
  async completeWith(method: PaymentMethodLabel): Promise<void> {
    const sheet = await this.pay(method);
    await sheet.getByRole('button', { name: 'No receipt' }).click();
    await expect(sheet).toBeHidden();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
