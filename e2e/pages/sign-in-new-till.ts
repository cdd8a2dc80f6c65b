import { expect, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { DEMO_ACCOUNTS, type DemoRole } from './demo-accounts';
import { LoginPage } from './login-page';
import { SYNC_TIMEOUT } from './sync-indicator';

/**
 * Signs in with the account's 'Use' button on a till that has never synced. Such a till first copies its store
 * ('Preparing this till…') and keeps a PBKDF2 verifier for offline sign-in, which takes a while on a loaded machine:
 * the dashboard gets SYNC_TIMEOUT, a longer bound than signInAs. Checks who is signed in.
 */
export async function signInNewTill(page: Page, role: DemoRole): Promise<AppShell> {
  const login = new LoginPage(page);
  await login.goto();
  await login.use(role);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: SYNC_TIMEOUT });
  const shell = new AppShell(page);
  await shell.expectSignedInAs(DEMO_ACCOUNTS[role].name, role);
  return shell;
}
