import { DRAWER_EVENT_LABELS, parseMoney } from '@cafe/domain';
import { type FormEvent, useState } from 'react';
import { kickCashDrawer } from '../../data/printing/cash-drawer';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { TouchCheckbox } from '../../ui/touch-checkbox';
import { drawerErrorField, drawerErrorMessage } from './drawer-error';

export type DrawerEntryKind = 'pay_in' | 'pay_out';

/** Cash put into the drawer or taken out of it between sales, with why; a pay-out may record its expense. */
export function DrawerEntryDialog({
  sessionId,
  kind,
  today,
  onClose,
}: {
  sessionId: string;
  kind: DrawerEntryKind | null;
  /** The business day a recorded expense is dated. */
  today: string;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [asExpense, setAsExpense] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  function close() {
    setAmount('');
    setReason('');
    setAsExpense(false);
    setErrors({});
    onClose();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!kind) return;
    const cents = parseMoney(amount) ?? 0;
    setSaving(true);
    try {
      const entry = { sessionId, kind, amount: cents, reason };
      const expense =
        kind === 'pay_out' && asExpense
          ? {
              description: reason.trim() || 'Paid from the till',
              amount: cents,
              category: 'other' as const,
              date: today,
            }
          : undefined;
      await repositories.drawer.record(entry, expense);
      kickCashDrawer();
      close();
    } catch (failure) {
      const message = drawerErrorMessage(failure);
      const field = drawerErrorField(failure);
      setErrors(field === 'amount' || field === 'reason' ? { [field]: message } : { form: message });
    } finally {
      setSaving(false);
    }
  }

  const title = kind ? DRAWER_EVENT_LABELS[kind] : '';
  return (
    <Dialog open={kind !== null} title={title} onClose={close}>
      <form className="space-y-4" onSubmit={(event) => void save(event)} noValidate>
        <Field
          label="Amount"
          inputMode="decimal"
          touch
          data-autofocus=""
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
        />
        <Field
          label="Reason"
          touch
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        {kind === 'pay_out' ? (
          <TouchCheckbox
            checked={asExpense}
            onCheckedChange={setAsExpense}
            label="Record it as an expense paid from the till"
          />
        ) : null}
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="lg" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" size="lg" disabled={saving}>
            Save {title.toLowerCase()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
