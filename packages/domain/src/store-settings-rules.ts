/** The zod-free half of store-settings.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */

/** Spec §9: sales tax 8.25%. */
export const DEFAULT_TAX_RATE_BPS = 825;
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_TIME_ZONE = 'UTC';
/** $5.00, in cents (issue: cash-up beyond the spec); up to $1,000.00. */
export const DEFAULT_CASHUP_VARIANCE_THRESHOLD = 500;
export const MAX_CASHUP_VARIANCE_THRESHOLD = 100_000;
/** 825 → '8.25%'. */
export function formatTaxRate(taxRateBps: number): string {
  return `${(taxRateBps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** '8.25' → 825 basis points; null for anything that is not a percentage with at most two decimals. */
export function parseTaxRatePercent(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const STORE_SETTINGS_MESSAGES = {
  taxRate: 'Enter the tax rate as a percentage, such as 8.25',
  threshold: 'Enter an amount in dollars, such as 5.00',
  saved: 'Store settings saved',
  saveFailed: 'Failed to save store settings',
} as const;
