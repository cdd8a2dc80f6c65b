import { expect, type Locator, type Page } from '@playwright/test';

export interface CustomOrderFields {
  customer: string;
  contact?: string;
  what: string;
  dueTime: string;
  price: string;
  deposit?: string;
  depositMethod?: 'Cash' | 'Credit Card' | 'Debit Card' | 'Mobile Payment';
}

/** Custom Orders (/orders/custom, issue 35): the list by due date, its form, and each order's next moves. */
export class CustomOrdersPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/orders/custom');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/orders\/custom$/);
    await expect(this.page.getByRole('heading', { name: 'Custom Orders', level: 1 })).toBeVisible();
  }

  group(name: 'Overdue' | 'Due today' | 'Due tomorrow' | 'Later' | 'Done'): Locator {
    return this.page.getByRole('region', { name });
  }

  order(customer: string, within: Locator = this.page.getByRole('main')): Locator {
    return within.getByRole('listitem', { name: `Order for ${customer}` });
  }

  /** Takes a new order due today from the list's button, and waits for the list again. */
  async take(fields: CustomOrderFields): Promise<void> {
    await this.page
      .getByRole('link', { name: /New Custom Order|Take Your First Custom Order/ })
      .first()
      .tap();
    await this.page.getByLabel('Customer').fill(fields.customer);
    if (fields.contact) await this.page.getByLabel('Phone or email').fill(fields.contact);
    await this.page.getByLabel('What').fill(fields.what);
    await this.page.getByLabel('Due time').fill(fields.dueTime);
    await this.page.getByLabel('Price').fill(fields.price);
    if (fields.deposit) await this.page.getByLabel('Deposit taken').fill(fields.deposit);
    if (fields.depositMethod)
      await this.page.getByLabel('Deposit paid by').selectOption({ label: fields.depositMethod });
    await this.page.getByRole('button', { name: 'Save Order' }).tap();
    await this.expectShown();
  }

  /** Taps one of the order's move buttons and waits for it to be gone (the move stored). */
  async move(customer: string, button: string | RegExp): Promise<void> {
    const tapped = this.order(customer).getByRole('button', { name: button });
    await tapped.tap();
    await expect(tapped).toHaveCount(0);
  }
}
