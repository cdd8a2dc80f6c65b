import type { Page } from '@playwright/test';

/** Millimetres in PDF points (72 per inch). */
export const points = (mm: number) => (mm / 25.4) * 72;

/** The page size Chromium prints with, in points, from the PDF it makes of the page as it stands. */
export async function printedPageSize(page: Page): Promise<[number, number]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  if (!box) throw new Error('The PDF has no page size');
  return [Number(box[1]), Number(box[2])];
}

/**
 * Replaces the browser's print dialog with a counter, so a test can press Print and then look at the page as it
 * would print (`page.emulateMedia({ media: 'print' })`); returns how many times the app asked to print.
 */
export async function catchPrintDialog(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
}
