import { SIGN_IN_TIMEOUT_MS } from './pages/app-shell';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './pages/demo-accounts';
import { presetKeptByManager } from './pages/discount-presets-page';
import { NewSalePage } from './pages/sales-new-page';
import { serverSales } from './pages/server-sales';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectTouchSizedControls } from './support/layout-checks';

// Issue 33, Discounts on one line: a cashier gives a line preset from the line itself, on the till's tablet; one
// above the store's limit is approved by a manager's password on the till, and the approval survives a reload.
// Sign-in (scrypt and PBKDF2, twice) on two shared cores.
test.slow();

test.describe('on a 1024×768 touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a cashier gives a remake to one line, and a manager-approved discount survives a reload to the server', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const tag = Date.now().toString(36);
    const remakeName = `Remake ${tag}`;
    const reason = `Spilled ${tag}`;
    const sync = new SyncIndicator(page);

    // The manager keeps the line preset, and has signed in on this till: their key is here, wrapped by their password.
    await presetKeptByManager(page, {
      name: remakeName,
      kind: 'Amount',
      value: '0.50',
      appliesTo: 'One item',
    });

    await signInAs(page, 'Staff');
    const till = new NewSalePage(page);
    await till.goto();
    await sync.expectSynced(SIGN_IN_TIMEOUT_MS);

    // A remake on the espresso line, from the line: 50¢ of $3.50, under the store's 20%.
    await till.add('Espresso');
    await expectTouchSizedControls(till.panel, 'the sale with a line');
    let dialog = await till.openLineDiscount('Espresso');
    await expectNoSeriousA11yViolations(page, 'the line discount dialog');
    await expectTouchSizedControls(dialog, 'the line discount dialog');
    await dialog.getByRole('button', { name: new RegExp(remakeName) }).tap();
    await expect(dialog).toBeHidden();
    await expect(till.lineDiscountButton('Espresso')).toHaveAccessibleName(
      `Discount on Espresso: ${remakeName}`,
    );
    await expect(till.line('Espresso')).toContainText(`${remakeName} −$0.50`);
    await expect(till.total('Item discounts')).toHaveText('−$0.50');
    // The next espresso is at full price, on a line of its own.
    await till.add('Espresso');
    await expect(till.panel.getByLabel('Quantity of Espresso')).toHaveCount(2);
    await expect(till.total('Item discounts')).toHaveText('−$0.50');
    await till.completeWith('Mobile');

    // An open amount above the limit: the manager approves on this till; the page reloads before it is paid.
    await till.goto();
    await till.add('Espresso');
    dialog = await till.openLineDiscount('Espresso');
    await dialog.getByLabel('Amount off ($)').fill('3');
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Apply amount' }).tap();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This discount is above the store limit and needs a manager’s approval',
    );
    const approval = dialog.getByRole('form', { name: 'Manager approval for Open discount' });
    await approval.getByLabel('Manager email').fill(DEMO_ACCOUNTS.Manager.email);
    await approval.getByLabel('Manager password').fill(DEMO_PASSWORD);
    await expectNoSeriousA11yViolations(page, 'the line discount dialog asking for a manager');
    await expectTouchSizedControls(dialog, 'the line discount dialog asking for a manager');
    await approval.getByRole('button', { name: 'Approve Open discount' }).tap();
    await expect(dialog).toBeHidden();
    await expect(till.total('Item discounts')).toHaveText('−$3.00');
    // The manager's signature, not their key, is kept with the sale being rung up.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('sale-draft') ?? ''))
      .toContain('"approval"');
    await page.reload();
    await till.expectShown();
    await expect(till.total('Item discounts')).toHaveText('−$3.00');
    await till.completeWith('Mobile');

    await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
    const server = await serverSales(playwright, baseURL ?? '');
    try {
      await expect
        .poll(
          async () => {
            const sales = await server.read();
            const given = (name: string) =>
              sales.find((sale) =>
                sale.items.some((item) => item.discounts?.some((discount) => discount.name === name)),
              );
            const approved = sales.find((sale) =>
              sale.items.some((item) => item.discounts?.some((discount) => discount.reason === reason)),
            );
            return { remade: given(remakeName), approved };
          },
          { timeout: SIGN_IN_TIMEOUT_MS },
        )
        .toMatchObject({
          remade: {
            items: [
              {
                productName: 'Espresso',
                discounts: [{ name: remakeName, kind: 'amount', value: 50, cents: 50 }],
              },
              { productName: 'Espresso', quantity: 1 },
            ],
            subtotal: 650,
          },
          approved: {
            items: [{ discounts: [{ name: 'Open discount', reason, cents: 300 }] }],
            discountApproval: { approverId: expect.any(String) },
            subtotal: 50,
          },
        });
      const remade = (await server.read()).find((sale) =>
        sale.items.some((item) => item.discounts?.some((discount) => discount.name === remakeName)),
      );
      expect(remade?.items[1]?.discounts).toBeUndefined();
    } finally {
      await server.dispose();
    }
  });
});
