/** 825 basis points → '8.25%'. */
export function formatTaxRate(taxRateBps: number): string {
  return `${taxRateBps / 100}%`;
}
