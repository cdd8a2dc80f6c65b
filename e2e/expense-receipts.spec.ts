import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { ReceiptField, readKeptBytes, readKeptFiles } from './pages/receipt-field';
import { signInNewTill } from './pages/sign-in-new-till';
import { SYNC_TIMEOUT, SyncIndicator } from './pages/sync-indicator';
import { expectOutboxEmpties, waitForServiceWorkerControl } from './pages/till-storage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openTwoTills } from './support/open-two-tills';

// Issue 12: a receipt chosen offline is kept on the till, shown from there, uploaded when the network returns, and
// opens on another till. Two browser contexts are two tills on one server.

/** A real 1×1 PNG: the till and the server both check the bytes, not the name. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const RECEIPT_ID = createHash('sha256').update(RECEIPT_PNG).digest('hex');

/** What a till does when its window gets the focus back: the engine wakes and syncs. */
async function focusTill(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

async function openExpenses(page: Page): Promise<void> {
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
}

/** The list's 'New Expense' (a link or a button) to the form 'Add New Expense'. */
async function startNewExpense(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: 'New Expense', exact: true })
    .or(page.getByRole('button', { name: 'New Expense', exact: true }))
    .click();
  await expect(page.getByRole('heading', { name: 'Add New Expense' })).toBeVisible();
}

/** Both single-till tests start here: a new till's manager on the form 'Add New Expense'. */
async function newExpenseOnNewTill(page: Page): Promise<void> {
  const shell = await signInNewTill(page, 'Manager');
  await shell.expectDashboard();
  await openExpenses(page);
  await startNewExpense(page);
}

function expenseRow(page: Page, description: string) {
  return page.getByRole('row').filter({ hasText: description });
}

test('a receipt recorded offline on till A opens on till B after A reconnects, byte for byte', async ({
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const description = `Milk delivery ${Date.now().toString(36)}`;
  const { tillA, pageA, pageB, close } = await openTwoTills(browser, server.baseURL, ['Manager', 'Admin']);
  try {
    await Promise.all([new AppShell(pageA).expectDashboard(), new AppShell(pageB).expectDashboard()]);
    const syncA = new SyncIndicator(pageA);
    await Promise.all([
      syncA.expectSynced(SYNC_TIMEOUT),
      new SyncIndicator(pageB).expectSynced(SYNC_TIMEOUT),
    ]);
    await waitForServiceWorkerControl(pageA);
    await Promise.all([openExpenses(pageA), openExpenses(pageB)]);

    // --- A goes offline and records the expense with its receipt.
    await tillA.setOffline(true);
    await expect(syncA.offlineNotice).toBeVisible();
    await startNewExpense(pageA);
    await pageA.getByLabel('Description').fill(description);
    await pageA.getByLabel('Amount').fill('12.50');
    await pageA.getByLabel('Vendor').fill('Dairy Co');
    const receipt = new ReceiptField(pageA);
    await receipt.choose({ name: 'milk.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await receipt.expectPreview();
    await expect(pageA.getByText('Kept on this device; uploads with the next sync')).toBeVisible();
    await expectNoSeriousA11yViolations(pageA, 'the expense form with a receipt');
    await pageA.getByRole('button', { name: 'Save Expense' }).click();
    await expect(pageA).toHaveURL(/\/expenses$/);
    await expect(expenseRow(pageA, description)).toBeVisible();
    // Shown from the till's own copy, offline.
    const viewA = expenseRow(pageA, description).getByRole('link', { name: 'View' });
    await expect(viewA).toHaveAttribute('href', /^blob:/);

    expect(await readKeptFiles(pageA)).toContainEqual({
      id: RECEIPT_ID,
      state: 'pending',
      contentType: 'image/png',
      size: RECEIPT_PNG.length,
    });
    await syncA.expectOffline(1);

    // --- A reconnects: the receipt is uploaded and the expense pushed.
    await tillA.setOffline(false);
    await expect
      .poll(async () => (await readKeptFiles(pageA)).find((file) => file.id === RECEIPT_ID)?.state, {
        message: "A's receipt is uploaded",
        timeout: SYNC_TIMEOUT,
      })
      .toBe('uploaded');
    await expectOutboxEmpties(pageA, "A's outbox empties");
    await syncA.expectSynced(SYNC_TIMEOUT);

    // --- B sees the expense with its receipt, and opens it: fetched from the server, the same bytes.
    await focusTill(pageB);
    const rowB = expenseRow(pageB, description);
    await expect(rowB).toBeVisible({ timeout: SYNC_TIMEOUT });
    expect((await readKeptFiles(pageB)).map((file) => file.id)).not.toContain(RECEIPT_ID);
    const popupOpened = pageB.waitForEvent('popup');
    await rowB.getByRole('link', { name: 'View' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^blob:/, { timeout: SYNC_TIMEOUT });
    // The tab shows the image, from the copy B fetched and kept: the bytes A chose.
    await expect.poll(() => popup.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0)).toBe(1);
    const shown = await readKeptBytes(pageB, RECEIPT_ID);
    expect(shown && Buffer.from(shown).equals(RECEIPT_PNG)).toBe(true);
    // B kept it, so it opens there offline from now on.
    await expect
      .poll(async () => (await readKeptFiles(pageB)).find((file) => file.id === RECEIPT_ID)?.state)
      .toBe('uploaded');
    await expect(rowB.getByRole('link', { name: 'View' })).toHaveAttribute('href', /^blob:/);
    await expectNoSeriousA11yViolations(pageB, 'the expenses list with a receipt');
  } finally {
    await close();
  }
});

test("a receipt over 5MB shows the spec's message and is not kept", async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await newExpenseOnNewTill(page);
    const big = Buffer.alloc(Math.round(6.2 * 1024 * 1024));
    RECEIPT_PNG.copy(big);
    const receipt = new ReceiptField(page);
    await receipt.choose({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(receipt.error).toHaveText('File size exceeds 5MB (Current: 6.20MB)');
    await expect(receipt.preview).toHaveCount(0);
    expect(await readKeptFiles(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'the expense form with a receipt too large');
  } finally {
    await context.close();
  }
});

test('on a tablet the receipt field offers the camera beside the file picker', async ({
  browser,
  server,
}) => {
  const tablet = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await tablet.newPage();
    await newExpenseOnNewTill(page);
    const takePhoto = page.getByRole('button', { name: 'Take photo' });
    await expect(takePhoto).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
    const camera = page.getByLabel('Receipt photo', { exact: true });
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    // What the camera hands back is checked and kept like any chosen file.
    await camera.setInputFiles({ name: 'image.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await new ReceiptField(page).expectPreview();
    await expectNoSeriousA11yViolations(page, 'the expense form on a tablet with a photo');
  } finally {
    await tablet.close();
  }
});
