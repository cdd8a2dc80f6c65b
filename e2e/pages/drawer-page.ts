import { expect, type Locator, type Page } from '@playwright/test';

/** /drawer: this till's cash drawer (issue 34). */
export class DrawerPage {
  readonly heading: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Cash drawer' });
    this.main = page.getByRole('main');
  }

  async goto(): Promise<void> {
    await this.page.goto('/drawer');
    await expect(this.heading).toBeVisible();
  }

  async open(float: string): Promise<void> {
    await expect(this.main.getByText('No drawer open on this till')).toBeVisible();
    await this.page.getByLabel('Float counted').fill(float);
    await this.page.getByRole('button', { name: 'Open drawer' }).tap();
    await expect(this.main.getByText(/^Drawer open since/)).toBeVisible();
  }

  /** The drawer's figure on the open drawer's card: Float, Cash sales, Pay-outs, Expected in drawer … */
  figure(label: string): Locator {
    return this.main.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
  }

  async payOut(amount: string, reason: string, asExpense: boolean): Promise<void> {
    await this.page.getByRole('button', { name: 'Pay out', exact: true }).tap();
    const dialog = this.page.getByRole('dialog', { name: 'Pay out' });
    await dialog.getByLabel('Amount').fill(amount);
    await dialog.getByLabel('Reason').fill(reason);
    if (asExpense)
      await dialog.getByRole('checkbox', { name: 'Record it as an expense paid from the till' }).tap();
    await dialog.getByRole('button', { name: 'Save pay out' }).tap();
    await expect(dialog).toBeHidden();
  }

  async noSale(): Promise<void> {
    const before = await this.entries().count();
    await this.page.getByRole('button', { name: 'No sale', exact: true }).tap();
    await expect(this.entries()).toHaveCount(before + 1);
  }

  /** The pay-ins, pay-outs and no-sales listed since the drawer opened. */
  entries(): Locator {
    return this.main.getByRole('listitem');
  }

  closeDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Close drawer' });
  }
}
