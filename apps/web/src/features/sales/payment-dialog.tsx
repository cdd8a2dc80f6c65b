import {
  type Cents,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type SalePaymentInput,
} from '@cafe/domain';
import { Banknote, CreditCard, type LucideIcon, Smartphone, WalletCards } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LazyDialog } from '../../ui/lazy-dialog';
import { PartAmounts, PaymentLegs, TipChoice } from './payment-legs';
import { nextLeg, type TipState } from './split-tender';

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
  /** The legs, once they make the total. */
  onPay: (payments: SalePaymentInput[]) => void;
  onClose: () => void;
}

const NO_TIP: TipState = { kind: 'none' };

/**
 * One tap on a method pays what is left and, when that is the whole total, completes the sale: no second
 * confirmation at a busy counter. To split ("$10 cash, rest on card") the cashier types the part first; the dialog
 * then shows what is left and asks for the next method. A tip (10/15/20% or typed) rides on the leg it is chosen for.
 */
export function PaymentDialog({ open, total, error, onPay, onClose }: PaymentDialogProps) {
  const [legs, setLegs] = useState<SalePaymentInput[]>([]);
  const [amountText, setAmountText] = useState('');
  const [tip, setTip] = useState<TipState>(NO_TIP);
  const [problem, setProblem] = useState<string | null>(null);
  const amountId = useId();

  // A closed dialog starts the next sale afresh; a total that changed under it starts its legs again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: total is the trigger, not read
  useEffect(() => {
    if (open) return;
    setLegs([]);
    setAmountText('');
    setTip(NO_TIP);
    setProblem(null);
  }, [open, total]);

  function take(method: PaymentMethod) {
    const step = nextLeg({ total, legs, method, amountText, tip });
    if ('error' in step) {
      setProblem(step.error);
      return;
    }
    setProblem(null);
    if (step.complete) {
      onPay(step.legs);
      return;
    }
    setLegs(step.legs);
    setAmountText('');
    setTip(NO_TIP);
  }

  const left = (total - legs.reduce((sum, leg) => sum + leg.amount, 0)) as Cents;
  const shown = problem ?? error;
  return (
    <LazyDialog open={open} title="Select Payment Method" onClose={onClose}>
      <p className="mb-4 text-sm text-stone-600 dark:text-stone-400">
        {legs.length === 0 ? 'Total to pay' : 'Left to pay'}{' '}
        <span
          data-testid="left-to-pay"
          className="text-lg font-semibold tabular-nums text-stone-900 dark:text-stone-50"
        >
          {formatMoney(left)}
        </span>
      </p>
      <div className="space-y-4">
        <PaymentLegs legs={legs} onStartOver={() => setLegs([])} />
        <div>
          <label htmlFor={amountId} className="block text-sm text-stone-700 dark:text-stone-300">
            Amount paying now
          </label>
          <input
            id={amountId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={`${formatMoney(left)}, all that is left`}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            className="mt-1 block h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base tabular-nums placeholder:text-stone-400 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 aria-invalid:border-red-500 dark:border-stone-700 dark:bg-stone-900"
          />
          <PartAmounts left={left} amountText={amountText} onChoose={setAmountText} />
        </div>
        <TipChoice tip={tip} onChange={setTip} />
        <div className="grid grid-cols-2 gap-3">
          {PAYMENT_METHODS.map((method) => {
            const Icon = ICONS[method];
            return (
              <button
                key={method}
                type="button"
                onClick={() => take(method)}
                className="flex h-20 flex-col items-center justify-center gap-1.5 rounded-xl border border-stone-300 bg-white text-sm font-medium text-stone-800 hover:border-brand-500 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-400" />
                {PAYMENT_METHOD_LABELS[method]}
              </button>
            );
          })}
        </div>
      </div>
      {shown ? (
        <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
          {shown}
        </p>
      ) : null}
    </LazyDialog>
  );
}
