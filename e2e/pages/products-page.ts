import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** Products (/products, spec §2): the catalogue list and its one add/edit form. */
export class ProductsPage {
  readonly search: Locator;
  readonly table: Locator;
  readonly chips: Locator;
  readonly addButton: Locator;
  readonly deleteDialog: Locator;
  readonly exportButton: Locator;
  readonly importButton: Locator;
  readonly importDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search products' });
    this.table = page.getByRole('table');
    this.chips = page.getByRole('group', { name: 'Categories' });
    this.addButton = page.getByRole('link', { name: 'Add Product', exact: true });
    this.deleteDialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this product?',
    });
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
    this.importButton = page.getByRole('button', { name: 'Import CSV' });
    this.importDialog = page.getByRole('dialog', { name: 'Import products' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/products');
    await expect(this.page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  }

  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** The row's link to the edit form. */
  editLink(name: string): Locator {
    return this.row(name).getByRole('link', { name: `Edit ${name}` });
  }

  /** The row's Delete, which asks first (deleteDialog). */
  deleteButton(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Delete ${name}` });
  }

  availability(name: string): Locator {
    return this.page.getByRole('switch', { name: `Available: ${name}`, exact: true });
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  async chip(label: string): Promise<void> {
    await this.chips.getByRole('button', { name: label, exact: true }).click();
  }

  /** Fills the form at /products/new and saves; lands back on the list. */
  async add(product: {
    name: string;
    price: string;
    category?: string;
    description?: string;
    barcode?: string;
  }): Promise<void> {
    await this.addButton.click();
    await expect(this.page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
    await this.page.getByLabel('Name').fill(product.name);
    if (product.category) await this.page.getByLabel('Category').selectOption({ label: product.category });
    await this.page.getByLabel('Price ($)').fill(product.price);
    if (product.description) await this.page.getByLabel('Description (optional)').fill(product.description);
    if (product.barcode) await this.page.getByLabel('Barcode or SKU (optional)').fill(product.barcode);
    await this.page.getByRole('button', { name: 'Save Product' }).click();
    await expect(this.page).toHaveURL(/\/products$/);
  }

  /** Delete, then Delete again in the question: the row leaves the list. */
  async delete(name: string): Promise<void> {
    await this.deleteButton(name).click();
    await this.deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(this.row(name)).toHaveCount(0);
  }

  /** Import CSV, then the file chooser answered with `contents`: the import dialog opens with its plan. */
  async chooseImportFile(name: string, contents: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.importButton.click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(contents, 'utf8') });
    await expect(this.importDialog).toBeVisible();
  }

  /** Export CSV: the downloaded file's name and text. */
  async exportCsv(): Promise<{ fileName: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    const file = await download;
    return { fileName: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
  }
}
