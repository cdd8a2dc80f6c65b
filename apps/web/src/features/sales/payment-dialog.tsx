import {
  type Cents,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@cafe/domain';
import { Banknote, CreditCard, type LucideIcon, Smartphone, WalletCards } from 'lucide-react';
import { LazyDialog } from '../../ui/lazy-dialog';

const ICONS: Record<PaymentMethod, LucideIcon> = {
  cash: Banknote,
  credit_card: CreditCard,
  debit_card: WalletCards,
  mobile_payment: Smartphone,
};

export interface PaymentDialogProps {
  open: boolean;
  total: Cents;
  error: string | null;
  onPay: (method: PaymentMethod) => void;
  onClose: () => void;
}

/** One tap on a method completes the sale: no second confirmation at a busy counter. */
export function PaymentDialog({ open, total, error, onPay, onClose }: PaymentDialogProps) {
  return (
    <LazyDialog open={open} title="Select Payment Method" onClose={onClose}>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">
        Total to pay{' '}
        <span className="text-lg font-semibold tabular-nums text-stone-900 dark:text-stone-50">
          {formatMoney(total)}
        </span>
      </p>
      <div className="grid grid-cols-2 gap-3">
        {PAYMENT_METHODS.map((method) => {
          const Icon = ICONS[method];
          return (
            <button
              key={method}
              type="button"
              onClick={() => onPay(method)}
              className="flex h-20 flex-col items-center justify-center gap-1.5 rounded-xl border border-stone-300 bg-white text-sm font-medium text-stone-800 hover:border-brand-500 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
            >
              <Icon aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-400" />
              {PAYMENT_METHOD_LABELS[method]}
            </button>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </LazyDialog>
  );
}
