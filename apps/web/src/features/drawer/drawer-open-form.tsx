import { formatMoney, parseMoney } from '@cafe/domain';
import { type FormEvent, useState } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { drawerErrorMessage } from './drawer-error';

/** No drawer open on this till: count the float into it and open it. */
export function DrawerOpenForm({ deviceId, defaultFloat }: { deviceId: string; defaultFloat: number }) {
  const [float, setFloat] = useState(formatMoney(defaultFloat as never).replace(/[$,]/g, ''));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function open(event: FormEvent) {
    event.preventDefault();
    const cents = parseMoney(float);
    if (cents === null || cents < 0) {
      setError('Enter the float as an amount, such as 150.00');
      return;
    }
    setSaving(true);
    try {
      await repositories.drawer.open(deviceId, cents);
      setError(undefined);
    } catch (failure) {
      setError(drawerErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="max-w-md p-5">
      <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">No drawer open on this till</h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        Count the float into the drawer and open it before taking cash.
      </p>
      <form className="mt-4 space-y-4" onSubmit={(event) => void open(event)} noValidate>
        <Field
          label="Float counted"
          inputMode="decimal"
          touch
          value={float}
          onChange={(event) => setFloat(event.target.value)}
          error={error}
        />
        <Button type="submit" size="lg" disabled={saving} className="w-full">
          Open drawer
        </Button>
      </form>
    </Card>
  );
}
