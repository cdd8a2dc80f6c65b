import {
  aboveDiscountLimit,
  DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT,
  DISCOUNT_MESSAGES,
  type DiscountChoice,
  discountShare,
  formatDiscountValue,
  openDiscountChoice,
  parseMoney,
  presetChoice,
  withDiscountCents,
} from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { LazyDialog } from '../../ui/lazy-dialog';
import type { DraftLine } from './sale-draft-store';

export interface SaleDiscountDialogProps {
  open: boolean;
  lines: readonly DraftLine[];
  applied: DiscountChoice | undefined;
  onApply: (discount: DiscountChoice | null) => void;
  onClose: () => void;
}

/** Whether this discount on these lines takes more than the store's limit allows without a manager. */
function needsApproval(lines: readonly DraftLine[], discount: DiscountChoice, limit: number): boolean {
  const priced = withDiscountCents(lines, [discount]);
  const { discounted, gross } = discountShare({ items: priced.lines, discounts: priced.discounts });
  return aboveDiscountLimit(discounted, gross, limit);
}

/**
 * The sale's discount (issue 33): a preset with one tap, or an open amount with its reason. One above the store's
 * limit is not applied: it needs a manager's approval.
 */
export function SaleDiscountDialog({ open, lines, applied, onApply, onClose }: SaleDiscountDialogProps) {
  return (
    <LazyDialog
      open={open}
      title="Discount"
      description="Taken off the whole sale, before tax."
      onClose={onClose}
    >
      {open ? <DiscountChoices lines={lines} applied={applied} onApply={onApply} /> : null}
    </LazyDialog>
  );
}

function DiscountChoices({ lines, applied, onApply }: Omit<SaleDiscountDialogProps, 'open' | 'onClose'>) {
  const presets = useLiveQuery(
    async () => (await repositories.discountPresets.list()).filter((p) => p.scope === 'sale'),
    [],
  );
  const limit =
    useLiveQuery(async () => (await repositories.settings.get())?.discountLimitMilliPercent, []) ??
    DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'reason' | 'limit'; message: string } | null>(
    null,
  );

  function apply(discount: DiscountChoice) {
    if (needsApproval(lines, discount, limit)) {
      setProblem({ field: 'limit', message: DISCOUNT_MESSAGES.needsApproval });
      return;
    }
    onApply(discount);
  }

  function applyOpen(event: FormEvent) {
    event.preventDefault();
    const cents = parseMoney(amount);
    if (cents === null || cents <= 0) {
      setProblem({ field: 'amount', message: DISCOUNT_MESSAGES.amount });
      return;
    }
    if (reason.trim() === '') {
      setProblem({ field: 'reason', message: DISCOUNT_MESSAGES.reasonRequired });
      return;
    }
    apply(openDiscountChoice(cents, reason.trim()));
  }

  return (
    <div className="space-y-4">
      {problem?.field === 'limit' ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem.message}
        </p>
      ) : null}
      {presets === undefined ? (
        <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
          Loading discounts
        </p>
      ) : presets.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">No discounts for the whole sale yet.</p>
      ) : (
        <ul aria-label="Discounts" className="grid gap-2 sm:grid-cols-2">
          {presets.map((preset) => (
            <li key={preset.id}>
              <Button
                size="lg"
                variant="secondary"
                className="w-full justify-between"
                aria-pressed={applied?.presetId === preset.id}
                onClick={() => apply(presetChoice(preset))}
              >
                <span>{preset.name}</span> <span className="tabular-nums">{formatDiscountValue(preset)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form aria-label="Open discount" className="space-y-3" onSubmit={applyOpen} noValidate>
        <Field
          label="Amount off ($)"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem?.field === 'amount' ? problem.message : undefined}
        />
        <Field
          label="Reason"
          autoComplete="off"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem?.field === 'reason' ? problem.message : undefined}
        />
        <Button type="submit" size="lg" variant="secondary" className="w-full">
          Apply amount
        </Button>
      </form>
      {applied ? (
        <Button size="lg" variant="ghost" className="w-full" onClick={() => onApply(null)}>
          Remove discount
        </Button>
      ) : null}
    </div>
  );
}
