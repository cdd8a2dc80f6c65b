import {
  cents,
  DISCOUNT_MESSAGES,
  type DiscountChoice,
  type DiscountScope,
  formatDiscountValue,
  formatMoney,
  openDiscountChoice,
  parseMoney,
  presetChoice,
} from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import type { ManagerApproval } from '../../data/auth/discount-approval';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { type DiscountedDraft, needsApproval } from './discount-limit';
import { centsTaken } from './discount-what-if';
import { ManagerApprovalForm } from './manager-approval-form';
import { useDiscountLimit } from './use-discount-limit';

export interface DiscountChoicesProps {
  /** Which presets are offered: the sale's or a line's. */
  scope: DiscountScope;
  applied: DiscountChoice | undefined;
  /** The sale as it would be with this discount applied: what the store's limit is measured on. */
  saleWith: (discount: DiscountChoice) => DiscountedDraft;
  onApply: (discount: DiscountChoice | null, approval?: ManagerApproval) => void;
}

const NO_PRESETS: Readonly<Record<DiscountScope, string>> = {
  sale: 'No discounts for the whole sale yet.',
  line: 'No discounts for one item yet.',
};

/**
 * A discount to apply (issue 33): a preset of the scope with one tap, or an open amount with its reason. One that
 * takes the sale above the store's limit is not applied: it waits for a manager's approval.
 */
export function DiscountChoices({ scope, applied, saleWith, onApply }: DiscountChoicesProps) {
  const presets = useLiveQuery(
    async () => (await repositories.discountPresets.list()).filter((p) => p.scope === scope),
    [scope],
  );
  const limit = useDiscountLimit();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'reason' | 'limit'; message: string } | null>(
    null,
  );
  // A discount above the limit waits here for a manager's password.
  const [awaiting, setAwaiting] = useState<DiscountChoice | null>(null);

  function apply(discount: DiscountChoice) {
    if (needsApproval(saleWith(discount), limit)) {
      setProblem({ field: 'limit', message: DISCOUNT_MESSAGES.needsApproval });
      setAwaiting(discount);
      return;
    }
    onApply(discount);
  }

  function applyOpen(event: FormEvent) {
    event.preventDefault();
    const asked = parseMoney(amount);
    if (asked === null || asked <= 0) {
      setProblem({ field: 'amount', message: DISCOUNT_MESSAGES.amount });
      return;
    }
    if (reason.trim() === '') {
      setProblem({ field: 'reason', message: DISCOUNT_MESSAGES.reasonRequired });
      return;
    }
    const open = openDiscountChoice(asked, reason.trim());
    // Pricing would quietly take less than asked: the cashier hears what the most is instead.
    const taken = centsTaken(saleWith(open), open) ?? asked;
    if (taken < asked) {
      setProblem({ field: 'amount', message: DISCOUNT_MESSAGES.moreThanLeft(formatMoney(cents(taken))) });
      return;
    }
    apply(open);
  }

  return (
    <div className="space-y-4">
      {problem?.field === 'limit' ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem.message}
        </p>
      ) : null}
      {awaiting ? (
        <ManagerApprovalForm name={awaiting.name} onApproved={(approval) => onApply(awaiting, approval)} />
      ) : null}
      {presets === undefined ? (
        <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
          Loading discounts
        </p>
      ) : presets.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{NO_PRESETS[scope]}</p>
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
          touch
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem?.field === 'amount' ? problem.message : undefined}
        />
        <Field
          label="Reason"
          autoComplete="off"
          touch
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
