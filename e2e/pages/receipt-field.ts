import { expect, type Locator, type Page } from '@playwright/test';
import { TillDatabase } from './till-database';

/** The expense form's Receipt field (spec §2/§9): choose a file, see its preview or the reason it was refused. */
export class ReceiptField {
  readonly input: Locator;
  readonly preview: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByLabel('Receipt', { exact: true });
    this.preview = page.getByRole('img', { name: 'Receipt preview' });
    this.error = page.getByRole('alert').filter({ hasText: /File size exceeds|A receipt must be/ });
  }

  async choose(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.input.setInputFiles(file);
  }

  async expectPreview(): Promise<void> {
    await expect(this.preview).toBeVisible();
    expect(await this.preview.getAttribute('src')).toMatch(/^blob:/);
  }
}

/** A kept file as the till holds it in IndexedDB (the Dexie database 'cafeposdb', store 'files'). */
export interface KeptFile {
  id: string;
  state: string;
  contentType: string;
  size: number;
}

/** The files this till keeps, read straight from IndexedDB. */
export async function readKeptFiles(page: Page): Promise<KeptFile[]> {
  const rows = await new TillDatabase(page).rows<KeptFile>('files');
  return rows.map(({ id, state, contentType, size }) => ({ id, state, contentType, size }));
}

/** The bytes of one file this till keeps, or null when it holds none by that id. */
export async function readKeptBytes(page: Page, id: string): Promise<number[] | null> {
  const row = await new TillDatabase(page).row<{ blob: number[] }>('files', id);
  return row ? row.blob : null;
}
