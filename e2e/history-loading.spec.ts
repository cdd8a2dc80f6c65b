import type { Page } from '@playwright/test';
import { signInAs } from './pages/sign-in-as';
import { TillDatabase } from './pages/till-database';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Puts this till in the state of a first sync's second phase (docs/till-sync.md, "A first sync in two phases"): meta `historyPull` set,
 * as the engine keeps it while the history streams in; `null` takes it away, as the engine does once the history is
 * here. Written straight to IndexedDB, then the page reloads to read it (the app's live queries follow its own
 * writes, not another connection's).
 */
async function setHistoryPull(page: Page, value: { cursor: number; head: number } | null): Promise<void> {
  const database = new TillDatabase(page);
  if (value) await database.put('meta', { key: 'historyPull', value });
  else await database.delete('meta', 'historyPull');
  await page.reload();
}

test('while the history loads, the screens say so instead of short figures, and pass axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shell = await signInAs(page, 'Manager');
  // No sync while the test holds the till in this state: the engine's answer would not be the test's.
  await page.route('**/api/sync/**', (route) => route.abort());
  await setHistoryPull(page, { cursor: 450, head: 1000 });
  const open = (name: string) => shell.sidebar.getByRole('link', { name, exact: true }).click();

  const progress = page.getByTestId('history-progress');
  await expect(progress).toContainText('Loading history… 45%');
  await expect(page.getByTestId('dashboard-sales')).toContainText('Loading history… 45%');
  await expect(page.getByText('Figures appear once this till has all its history.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard while the history loads');

  await open('Reports');
  await expect(page.getByTestId('reports-history-pending')).toContainText('Loading history… 45%');
  const exportLines = page.getByRole('button', { name: 'Export sale lines' });
  await expect(exportLines).toBeDisabled();
  await expect(exportLines).toHaveAccessibleDescription(
    'Export is available once this till has all its history.',
  );
  await expectNoSeriousA11yViolations(page, 'reports while the history loads');

  await open('Cashup');
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'cash-up while the history loads');

  await open('Sales');
  await expect(page.getByText(/older sales are still loading/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sales history while the history loads');

  // The history is here: the progress goes and the figures come.
  await setHistoryPull(page, null);
  await expect(progress).toHaveCount(0);
  await expect(page.getByText('Total Revenue')).toBeVisible();
  await expect(page.getByText(/older sales are still loading/)).toHaveCount(0);
  await open('Cashup');
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
});
