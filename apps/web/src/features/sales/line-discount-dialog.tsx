import { type DiscountChoice, describeOptions } from '@cafe/domain';
import { useCallback } from 'react';
import type { ManagerApproval } from '../../data/auth/discount-approval';
import { LazyDialog } from '../../ui/lazy-dialog';
import { DiscountChoices } from './discount-choices';
import type { DiscountedDraft } from './discount-limit';
import { withLineDiscount } from './discount-what-if';
import type { DraftLine } from './sale-draft-store';

export interface LineDiscountDialogProps {
  /** The line being discounted; null while the dialog is closed. */
  line: DraftLine | null;
  /** The sale as it is: the store's limit is measured on all of it. */
  sale: DiscountedDraft;
  onApply: (lineId: string, discount: DiscountChoice | null, approval?: ManagerApproval) => void;
  onClose: () => void;
}

/** What the dialog is about: 'Latte, Large · Oat' (a plain latte and a large oat one are two lines). */
function lineName(line: DraftLine): string {
  return line.options?.length ? `${line.productName}, ${describeOptions(line.options)}` : line.productName;
}

/**
 * One line's discount (issue 33): a line preset ("Spilled — remake") or an open amount with its reason, taken off
 * the line (all of its quantity) before the sale's discount and tax. Above the store's limit, a manager approves.
 */
export function LineDiscountDialog({ line, sale, onApply, onClose }: LineDiscountDialogProps) {
  const lineId = line?.lineId;
  const saleWith = useCallback(
    (discount: DiscountChoice) => (lineId ? withLineDiscount(sale, lineId, discount) : sale),
    [sale, lineId],
  );
  const apply = useCallback(
    (discount: DiscountChoice | null, approval?: ManagerApproval) => {
      if (lineId) onApply(lineId, discount, approval);
    },
    [lineId, onApply],
  );
  return (
    <LazyDialog
      open={line !== null}
      title={line ? `Discount on ${lineName(line)}` : 'Discount on an item'}
      description={
        line && line.quantity > 1
          ? `Taken off all ${line.quantity} of this item, before the sale’s discount and tax.`
          : 'Taken off this item, before the sale’s discount and tax.'
      }
      onClose={onClose}
    >
      {line ? (
        // Keyed by the line: another line's dialog starts with its own empty amount and reason.
        <DiscountChoices
          key={line.lineId}
          scope="line"
          applied={line.discounts?.[0]}
          saleWith={saleWith}
          onApply={apply}
        />
      ) : null}
    </LazyDialog>
  );
}
