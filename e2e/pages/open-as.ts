import type { Page } from '@playwright/test';
import type { DemoRole } from './demo-accounts';
import { signInAs } from './sign-in-as';

/** A page model whose screen can be opened from anywhere in the signed-in app. */
interface Screen {
  goto(): Promise<void>;
}

/**
 * Where most specs start: signed in as `role` (signInAs, the dashboard shown), then on the screen under test as its
 * page model opens it. Returns that page model, so a spec's first line says who is where.
 */
export async function openAs<S extends Screen>(
  page: Page,
  role: DemoRole,
  ScreenModel: new (page: Page) => S,
): Promise<S> {
  await signInAs(page, role);
  const screen = new ScreenModel(page);
  await screen.goto();
  return screen;
}
