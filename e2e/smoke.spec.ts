import { expect, test } from './support/fixtures';

// Proves the harness itself: the built server starts on its own port and the built web app is served.

test('the server answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', db: 'pglite' });
});

test('the sign-in page renders its Sign In button', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
