import {
  closeNeedsNote,
  DENOMINATIONS,
  type DrawerSession,
  denominationsTotal,
  drawerOverShort,
  formatMoney,
  parseMoney,
} from '@cafe/domain';
import { type FormEvent, useState } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { drawerErrorField, drawerErrorMessage } from './drawer-error';
import { OverShort } from './over-short';

const denominationLabel = (value: number) => (value >= 100 ? `$${value / 100}` : `${value}¢`);

/** Closes the drawer with its count, by note and coin or as a total, against what it should hold. */
export function DrawerCloseDialog({
  session,
  expected,
  threshold,
  currency,
  open,
  onClose,
}: {
  session: DrawerSession;
  expected: number;
  threshold: number;
  currency: string;
  open: boolean;
  onClose: () => void;
}) {
  const [byDenomination, setByDenomination] = useState(false);
  const [total, setTotal] = useState('');
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ counted?: string; note?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  const denominations = DENOMINATIONS.map((value) => ({
    value,
    count: Number.parseInt(counts[value] ?? '', 10) || 0,
  }));
  const counted = byDenomination ? denominationsTotal(denominations) : parseMoney(total);
  const overShort = counted === null ? null : drawerOverShort(counted, expected);
  const noteNeeded = overShort !== null && closeNeedsNote(overShort, threshold);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (counted === null || counted < 0) {
      setErrors({ counted: 'Enter the cash counted as an amount, such as 212.50' });
      return;
    }
    setSaving(true);
    try {
      await repositories.drawer.close(session.id, {
        countedCash: counted,
        expectedCash: expected,
        note,
        ...(byDenomination ? { denominations: denominations.filter((entry) => entry.count > 0) } : {}),
      });
      onClose();
    } catch (failure) {
      const message = drawerErrorMessage(failure);
      setErrors(drawerErrorField(failure) === 'note' ? { note: message } : { form: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} title="Close drawer" onClose={onClose} className="max-w-lg">
      <form className="space-y-4" onSubmit={(event) => void save(event)} noValidate>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">How to count</legend>
          <Button
            variant={byDenomination ? 'secondary' : 'primary'}
            size="lg"
            aria-pressed={!byDenomination}
            onClick={() => setByDenomination(false)}
          >
            Type the total
          </Button>
          <Button
            variant={byDenomination ? 'primary' : 'secondary'}
            size="lg"
            aria-pressed={byDenomination}
            onClick={() => setByDenomination(true)}
          >
            Count notes and coins
          </Button>
        </fieldset>
        {byDenomination ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {DENOMINATIONS.map((value) => (
              <Field
                key={value}
                label={denominationLabel(value)}
                inputMode="numeric"
                touch
                value={counts[value] ?? ''}
                onChange={(event) => setCounts({ ...counts, [value]: event.target.value.replace(/\D/g, '') })}
              />
            ))}
          </div>
        ) : (
          <Field
            label="Cash counted"
            inputMode="decimal"
            touch
            data-autofocus=""
            value={total}
            onChange={(event) => setTotal(event.target.value)}
            error={errors.counted}
          />
        )}
        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-stone-50 p-3 text-sm dark:bg-stone-800">
          <div>
            <dt className="text-stone-600 dark:text-stone-400">Expected</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(expected as never, currency)}</dd>
          </div>
          <div>
            <dt className="text-stone-600 dark:text-stone-400">Counted</dt>
            <dd className="font-semibold tabular-nums">
              {counted === null ? '—' : formatMoney(counted, currency)}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600 dark:text-stone-400">Over/short</dt>
            <dd className="font-semibold tabular-nums">
              {overShort === null ? '—' : <OverShort cents={overShort} currency={currency} />}
            </dd>
          </div>
        </dl>
        <Field
          label={noteNeeded ? 'Note (required: say why it is over or short)' : 'Note'}
          touch
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="lg" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="lg" disabled={saving}>
            Close drawer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
