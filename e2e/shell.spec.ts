import { signInAs } from './pages/sign-in-as';
import { expect, test } from './support/fixtures';

// The layout shell of spec §2 and the PWA of spec §1, as a person meets them in a real browser.

test('the chosen theme is applied and survives a reload', async ({ page }) => {
  const shell = await signInAs(page, 'Manager');
  const html = page.locator('html');

  await shell.useTheme('Dark');

  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(html).toHaveClass(/\bdark\b/);
  const stored = await page.evaluate(() => localStorage.getItem('ui-storage'));
  expect(JSON.parse(stored ?? '{}').state.theme).toBe('dark');

  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('the saved theme is on the page before any of the app runs, under the server CSP', async ({ page }) => {
  // The theme is saved from a page of the same origin where no app code runs: a running app may write its own
  // 'ui-storage' (its initial state) after ours on a slow machine.
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('ui-storage', JSON.stringify({ state: { theme: 'dark' } })));
  // No app code at all: only the page's own inline script (allowed by its hash in the CSP) can set the theme.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  expect(violations).toEqual([]);
});

test('under 768 px the sidebar is an overlay that closes on the backdrop and on navigation', async ({
  page,
}) => {
  await signInAs(page, 'Admin');
  await page.setViewportSize({ width: 375, height: 740 });

  const overlay = page.getByRole('dialog', { name: 'Sidebar' });
  const backdrop = page.getByTestId('sidebar-backdrop');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(overlay).toBeHidden();

  await toggle.click();
  await expect(overlay).toBeVisible();
  await expect(backdrop).toBeVisible();
  // Tap the dimmed part of the screen, to the right of the 16rem panel.
  await backdrop.click({ position: { x: 350, y: 400 } });
  await expect(overlay).toBeHidden();
  await expect(backdrop).toBeHidden();

  await toggle.click();
  await overlay.getByRole('link', { name: 'Sales' }).click();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(overlay).toBeHidden();
});

test('on a tablet the sidebar is an icon rail the toggle expands; at 1280 px it is the full sidebar', async ({
  page,
}) => {
  await signInAs(page, 'Admin');
  await page.setViewportSize({ width: 1024, height: 768 });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const sales = sidebar.getByRole('link', { name: 'Sales' });

  await expect(sidebar).toHaveAttribute('data-rail', 'collapsed');
  expect((await sidebar.boundingBox())?.width).toBeLessThanOrEqual(80);
  // Every rail target is at least 44 px square and keeps its name; the page beside it does not scroll sideways.
  for (const target of await sidebar.locator('a, button').all()) {
    const box = await target.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toHaveAttribute('data-rail', 'expanded');
  await expect(sidebar.getByText('Sales', { exact: true })).toBeVisible();
  expect((await sidebar.getByText('Sales', { exact: true }).boundingBox())?.width).toBeGreaterThan(20);
  await sales.click();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(sidebar).toHaveAttribute('data-rail', 'collapsed');

  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(sidebar).not.toHaveAttribute('data-rail');
  await expect(toggle).toHaveCount(0);
  await expect(sidebar.getByText('Sales', { exact: true })).toBeVisible();
});

test('a reload while offline still shows the app', async ({ page, context }) => {
  await signInAs(page, 'Staff');
  // The service worker must own the page before the network goes, as it would on a till used for a while.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByText('Sam Staff')).toBeVisible();

  await page.goto('/sales');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sales');
});
