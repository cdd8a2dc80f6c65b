import { dialogOnFirstOpen } from '../../ui/lazy-dialog';
import type { LineDiscountDialogProps } from './line-discount-dialog';
import type { PaymentDialogProps } from './payment-dialog';
import type { ProductOptionsPickerProps } from './product-options-picker';
import type { SaleDiscountDialogProps } from './sale-discount-dialog';

// New Sale's dialogs are not part of the register's first load (its byte budget): each is fetched once the sale
// will want it (an item in the sale; a product with options on screen) and draws on the tap that opens it.

/** Payment, leg by leg (split tender, tips). */
export const payment = dialogOnFirstOpen(
  () => import('./payment-dialog'),
  (module) => module.PaymentDialog,
  (props: PaymentDialogProps) => props.open,
);

/** The sale's discount, with a manager's approval above the store's limit. */
export const saleDiscount = dialogOnFirstOpen(
  () => import('./sale-discount-dialog'),
  (module) => module.SaleDiscountDialog,
  (props: SaleDiscountDialogProps) => props.open,
);

/** One line's discount, the same way as the sale's. */
export const lineDiscount = dialogOnFirstOpen(
  () => import('./line-discount-dialog'),
  (module) => module.LineDiscountDialog,
  (props: LineDiscountDialogProps) => props.line !== null,
);

/** A product's options. */
export const optionsPicker = dialogOnFirstOpen(
  () => import('./product-options-picker'),
  (module) => module.ProductOptionsPicker,
  (props: ProductOptionsPickerProps) => props.request !== null,
);
