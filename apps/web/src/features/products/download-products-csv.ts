import { type Product, productsToCsv } from '@cafe/domain';

/** The file name of an export made on `day` (YYYY-MM-DD), so a folder of exports sorts by date. */
export function productsCsvFileName(day: string): string {
  return `products-${day}.csv`;
}

/**
 * Saves the whole catalogue as a CSV file through a Blob: made on the device, so it works offline. The object URL
 * is revoked once the browser has taken the download.
 */
export function downloadProductsCsv(products: readonly Product[], day: string): void {
  const sorted = [...products].sort((a, b) => a.name.localeCompare(b.name));
  const blob = new Blob([productsToCsv(sorted)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = productsCsvFileName(day);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
