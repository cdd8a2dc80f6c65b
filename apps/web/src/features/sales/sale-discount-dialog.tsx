import type { DiscountChoice } from '@cafe/domain';
import { useCallback } from 'react';
import type { ManagerApproval } from '../../data/auth/discount-approval';
import { LazyDialog } from '../../ui/lazy-dialog';
import { DiscountChoices } from './discount-choices';
import type { DiscountedDraft } from './discount-limit';
import { withSaleDiscount } from './discount-what-if';

export interface SaleDiscountDialogProps {
  open: boolean;
  /** The sale as it is: its lines (with their own discounts) and its discount. */
  sale: DiscountedDraft;
  applied: DiscountChoice | undefined;
  onApply: (discount: DiscountChoice | null, approval?: ManagerApproval) => void;
  onClose: () => void;
}

/**
 * The sale's discount (issue 33): a preset with one tap, or an open amount with its reason. One above the store's
 * limit is not applied: it needs a manager's approval.
 */
export function SaleDiscountDialog({ open, sale, applied, onApply, onClose }: SaleDiscountDialogProps) {
  const saleWith = useCallback((discount: DiscountChoice) => withSaleDiscount(sale, discount), [sale]);
  return (
    <LazyDialog
      open={open}
      title="Discount"
      description="Taken off the whole sale, before tax."
      onClose={onClose}
    >
      {open ? <DiscountChoices scope="sale" applied={applied} saleWith={saleWith} onApply={onApply} /> : null}
    </LazyDialog>
  );
}
