import type { Page } from '@playwright/test';
import { pushByHand, queueByHand, signedInUserId } from './pages/developer-tools';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { TillDatabase } from './pages/till-database';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A few bytes of a real PNG: the receipt endpoint checks content, so the refusal must be about the user. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function handMadeExpense(description: string) {
  return {
    id: crypto.randomUUID(),
    description,
    amount: 4550,
    category: 'inventory',
    vendor: null,
    date: new Date().toISOString().slice(0, 10),
    paidFromTill: false,
  };
}

async function storedExpense(page: Page, id: string): Promise<unknown> {
  return (await new TillDatabase(page).row('expenses', id)) ?? null;
}

test.describe('what a staff till cannot change, even past the screens', () => {
  test('the server refuses a staff member’s product and expense changes and receipt uploads', async ({
    page,
  }) => {
    await signInAs(page, 'Staff');
    await new SyncIndicator(page).expectSynced();
    const staffId = await signedInUserId(page);

    // Signed with the staff member's own key, so the refusal is about the permission, not the proof.
    const expense = {
      entity: 'expense',
      action: 'create',
      actorId: staffId,
      data: handMadeExpense('Hand-made'),
    };
    expect(await pushByHand(page, expense, true)).toMatchObject({
      status: 200,
      result: {
        status: 'rejected',
        reason: 'forbidden',
        message: expect.stringContaining('may not add an expense'),
      },
    });
    const product = {
      entity: 'product',
      action: 'create',
      actorId: staffId,
      data: {
        id: crypto.randomUUID(),
        name: 'Free coffee',
        category: 'beverages',
        price: 0,
        available: true,
      },
    };
    expect(await pushByHand(page, product, true)).toMatchObject({
      status: 200,
      result: {
        status: 'rejected',
        reason: 'forbidden',
        message: expect.stringContaining('may not add a product'),
      },
    });
    // The receipt endpoint checks the same permission with the till's own cookies.
    const upload = await page.request.post('/api/files?purpose=receipt', {
      headers: { 'content-type': 'image/png' },
      data: PNG,
    });
    expect(upload.status()).toBe(403);
  });

  test('a refused change is shown to whoever made it, never dropped silently', async ({ page }) => {
    await signInAs(page, 'Staff');
    const sync = new SyncIndicator(page);
    await sync.expectSynced();
    const staffId = await signedInUserId(page);

    // As the app would have queued it had its screen let a staff member record an expense.
    const data = handMadeExpense('Milk for the weekend');
    await queueByHand(page, { entity: 'expense', action: 'create', actorId: staffId, data });
    await page.reload();

    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'The server refused 1 change you made on this till.' });
    await expect(notice).toBeVisible();
    await sync.expectSynced();
    expect(await storedExpense(page, data.id)).toBeNull();

    await notice.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changes the server refused' });
    await expect(dialog).toContainText('Add an expense: Milk for the weekend');
    // What happened and what a staff member can do, in words; the server's own reason beside it.
    await expect(dialog).toContainText(
      "This change wasn't saved: your role doesn't allow it, or it breaks one of the store's rules. Ask a manager to make it if it still needs doing.",
    );
    await expect(dialog).toContainText('may not add an expense');
    await expect(dialog).not.toContainText('forbidden');
    await expectNoSeriousA11yViolations(page, 'refused changes dialog');

    // It stays on every screen until it has been read and dismissed, and a reload does not lose it.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Dismiss all' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(notice).toBeHidden();
  });
});
