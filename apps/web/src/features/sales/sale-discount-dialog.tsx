import {
  DISCOUNT_MESSAGES,
  type DiscountChoice,
  formatDiscountValue,
  openDiscountChoice,
  parseMoney,
  presetChoice,
} from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useState } from 'react';
import { approveAsManager, type ManagerApproval } from '../../data/auth/discount-approval';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { LazyDialog } from '../../ui/lazy-dialog';
import { needsApproval } from './discount-limit';
import type { DraftLine } from './sale-draft-store';
import { useDiscountLimit } from './use-discount-limit';

export interface SaleDiscountDialogProps {
  open: boolean;
  lines: readonly DraftLine[];
  applied: DiscountChoice | undefined;
  onApply: (discount: DiscountChoice | null, approval?: ManagerApproval) => void;
  onClose: () => void;
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
  const limit = useDiscountLimit();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'reason' | 'limit'; message: string } | null>(
    null,
  );
  // A discount above the limit waits here for a manager's password.
  const [awaiting, setAwaiting] = useState<DiscountChoice | null>(null);

  function apply(discount: DiscountChoice) {
    if (needsApproval(lines, discount, limit)) {
      setProblem({ field: 'limit', message: DISCOUNT_MESSAGES.needsApproval });
      setAwaiting(discount);
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
      {awaiting ? (
        <ManagerApprovalForm name={awaiting.name} onApproved={(approval) => onApply(awaiting, approval)} />
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

/** A manager's email and password, typed on this till: their approval of the discount waiting above the limit. */
function ManagerApprovalForm({
  name,
  onApproved,
}: {
  name: string;
  onApproved: (approval: ManagerApproval) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function approve(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    const outcome = await approveAsManager(email, password);
    setChecking(false);
    if (outcome.ok) onApproved(outcome.approval);
    else setRefusal(outcome.message);
  }

  return (
    <form
      aria-label={`Manager approval for ${name}`}
      className="space-y-3"
      onSubmit={(event) => void approve(event)}
    >
      <Field
        label="Manager email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label="Manager password"
        type="password"
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={refusal ?? undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={checking}>
        Approve {name}
      </Button>
    </form>
  );
}
