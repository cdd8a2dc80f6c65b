import type { Product } from '@cafe/domain';
import { useEffect, useMemo } from 'react';
import { preloadDomainSchemas } from '../../data/load-domain-schemas';
import { whenNotPrecached } from '../../lib/when-not-precached';
import { preloadDialogs } from '../../ui/lazy-dialog';
import { lineDiscount, optionsPicker, payment, saleDiscount } from './lazy-sale-dialogs';
import { preloadSalesHistory } from './lazy-sales-history';
import { preloadSalesTable } from './lazy-sales-table';
import { preloadSaleCompleteSheet } from './sale-complete-host';

/**
 * The code that keeps a manager's approval with the draft: it comes with the discount dialogs, which bring the
 * manager's key, and a payment above the limit reads it; neither is in the till's first load.
 */
export const loadDraftApproval = () => import('./sign-draft-approval');

/**
 * What a sale goes on to draw once it has an item, none of it in the till's first load: the payment and discount
 * dialogs, the manager's approval kept with the draft, and the history with its sale-complete sheet.
 */
function preloadWhatASaleDraws(): void {
  preloadSaleCompleteSheet();
  preloadSalesHistory();
  preloadSalesTable();
  saleDiscount.preload();
  lineDiscount.preload();
  payment.preload();
  loadDraftApproval().catch(() => {
    // Nothing to report: the payment imports it again and shows its own failure.
  });
}

/**
 * New Sale's read-ahead. The dialogs' code and the schemas a sale is checked with are not part of the till's first
 * load; a sale with an item will want them soon, so they arrive then: Complete Sale opens the payment dialog on the
 * first tap, and the payment stores the sale without waiting for a file. A product with options on screen opens the
 * picker on its first tap, so the picker's code comes before that tap. A till whose service worker has not cached
 * the app yet must still show the sheet and the history if the network drops before the first item: on such a till
 * all of it comes with the register, not with the sale.
 */
export function useSaleReadAhead(hasLines: boolean, products: readonly Product[] | undefined): void {
  useEffect(() => {
    if (!hasLines) return;
    preloadDialogs();
    preloadDomainSchemas();
    preloadWhatASaleDraws();
  }, [hasLines]);
  const asksForOptions = useMemo(
    () => products?.some((product) => (product.modifierGroupIds?.length ?? 0) > 0) ?? false,
    [products],
  );
  useEffect(() => {
    if (!asksForOptions) return;
    preloadDialogs();
    optionsPicker.preload();
  }, [asksForOptions]);
  useEffect(() => {
    void whenNotPrecached(() => {
      preloadWhatASaleDraws();
      optionsPicker.preload();
    });
  }, []);
}
