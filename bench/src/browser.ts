// Chromium as the tills run it, always with a persistent profile: an incognito context keeps IndexedDB in memory,
// which makes every local-database number a lie.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const DEMO_PASSWORD = 'cafe-demo-2026';

export async function newProfileDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'cafe-bench-profile-'));
}

export async function removeProfile(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** A screen the page is laid out on: the bench's laptop by default, or a phone or tablet (touch, its pixel ratio). */
export interface Device {
  viewport: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
}

export const LAPTOP: Device = { viewport: { width: 1280, height: 800 } };

/**
 * `debuggingPort`: also listen for DevTools on a free port (see devToolsPort), for a tool that drives the browser
 * itself, such as Lighthouse.
 */
export function launch(
  profileDir: string,
  options: { blockServiceWorkers?: boolean; device?: Device; debuggingPort?: boolean } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: options.debuggingPort ? [...CHROMIUM_ARGS, '--remote-debugging-port=0'] : CHROMIUM_ARGS,
    headless: true,
    ...(options.device ?? LAPTOP),
    ...(options.blockServiceWorkers ? { serviceWorkers: 'block' as const } : {}),
  });
}

/** The DevTools port a browser launched with `debuggingPort` chose: Chromium writes it into the profile. */
export async function devToolsPort(profileDir: string): Promise<number> {
  const [port] = (await readFile(join(profileDir, 'DevToolsActivePort'), 'utf8')).split('\n');
  const parsed = Number(port);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`No DevTools port in ${profileDir}`);
  return parsed;
}

export function firstPage(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0];
  return page ? Promise.resolve(page) : context.newPage();
}

/** Signs in through the login form, as a person does. */
export async function signInThroughForm(page: Page, baseURL: string, email: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
}

/** Rows in one store of the app's Dexie database ('cafeposdb'), read through IndexedDB directly. */
export function countLocal(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (storeName) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('cafeposdb');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve(0);
            return;
          }
          const request = db.transaction(storeName, 'readonly').objectStore(storeName).count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => {
            db.close();
            resolve(-1);
          };
        };
      }),
    store,
  );
}
