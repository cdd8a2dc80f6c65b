import type { Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { DEMO_ACCOUNTS, type DemoRole } from './demo-accounts';
import { LoginPage } from './login-page';

/** Signs in the way a person does (the account's 'Use' button) and waits for the dashboard. */
export async function signInAs(page: Page, role: DemoRole): Promise<AppShell> {
  const login = new LoginPage(page);
  await login.goto();
  await login.use(role);
  const shell = new AppShell(page);
  await shell.expectDashboardAfterSignIn();
  await shell.expectSignedInAs(DEMO_ACCOUNTS[role].name, role);
  return shell;
}
