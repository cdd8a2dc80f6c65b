import {
  type Cents,
  can,
  centsToDecimalString,
  DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT,
  DEFAULT_DRAWER_FLOAT,
  DEFAULT_REFUND_LIMIT_CENTS,
  formatTaxRatePercent,
  type ParsedStoreSettingsForm,
  STORE_SETTINGS_MESSAGES,
  type StoreSettingsFormValues,
  type StoreSettingsRow,
  storeSettingsFormSchema,
} from '@cafe/domain';
import { useMemo } from 'react';
import { useAuthStore } from '../../data/auth/auth-store';
import { repositories } from '../../data/repositories/repositories';
import { useLiveRead } from '../../data/use-live-read';
import { Card } from '../../ui/card';
import {
  Form,
  FormBanner,
  SelectField,
  SubmitButton,
  SwitchField,
  TextField,
  useDomainForm,
} from '../../ui/form';
import { Spinner } from '../../ui/spinner';

const readSettings = () => repositories.settings.get();

function toFormValues(settings: StoreSettingsRow): StoreSettingsFormValues {
  return {
    name: settings.name,
    timeZone: settings.timeZone,
    taxRate: formatTaxRatePercent(settings.taxRateMilliPercent),
    cashupVarianceThreshold: centsToDecimalString(settings.cashupVarianceThreshold as Cents),
    receiptHeader: settings.receiptHeader ?? '',
    receiptFooter: settings.receiptFooter ?? '',
    discountLimit: formatTaxRatePercent(
      settings.discountLimitMilliPercent ?? DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT,
    ),
    refundLimit: centsToDecimalString((settings.refundLimitCents ?? DEFAULT_REFUND_LIMIT_CENTS) as Cents),
    drawersEnabled: settings.drawersEnabled ?? false,
    drawerDefaultFloat: centsToDecimalString((settings.drawerDefaultFloat ?? DEFAULT_DRAWER_FLOAT) as Cents),
  };
}

/**
 * /settings/store: the store's name, time zone, tax rate, receipt text and cash-up variance threshold. Saved like
 * any change (synced to every till); a new rate applies to sales rung up after it arrives, never to past ones.
 * Admins edit (manage_store); managers see the values.
 */
export function StoreSettingsPage() {
  const { read } = useLiveRead('settings', readSettings, 'Failed to load the store settings');
  const role = useAuthStore((state) => state.user?.role ?? null);
  const mayEdit = role !== null && can(role, 'manage_store');
  if (read.state === 'loading') {
    return (
      <Card className="flex justify-center p-12">
        <Spinner label="Loading store settings" />
      </Card>
    );
  }
  if (read.state === 'failed' || !read.settings) {
    return (
      <Card className="p-6">
        <p role="alert" className="text-red-700 dark:text-red-400">
          {read.state === 'failed'
            ? 'Failed to load the store settings'
            : 'The store settings have not reached this device yet. They arrive with the next sync.'}
        </p>
      </Card>
    );
  }
  return <StoreSettingsForm key={read.settings.id} settings={read.settings} mayEdit={mayEdit} />;
}

function StoreSettingsForm({ settings, mayEdit }: { settings: StoreSettingsRow; mayEdit: boolean }) {
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf('timeZone');
    return all.includes(settings.timeZone) ? all : [settings.timeZone, ...all];
  }, [settings.timeZone]);
  const form = useDomainForm<StoreSettingsFormValues, ParsedStoreSettingsForm>(storeSettingsFormSchema, {
    defaultValues: toFormValues(settings),
    disabled: !mayEdit,
  });

  async function save({
    discountLimitMilliPercent,
    refundLimitCents,
    drawersEnabled,
    drawerDefaultFloat,
    ...values
  }: ParsedStoreSettingsForm) {
    // The drawer settings, like the limit, are sent only when changed: a row from before them keeps their defaults.
    const drawerChanges = {
      ...(drawersEnabled !== (settings.drawersEnabled ?? false) ? { drawersEnabled } : {}),
      ...(drawerDefaultFloat !== (settings.drawerDefaultFloat ?? DEFAULT_DRAWER_FLOAT)
        ? { drawerDefaultFloat }
        : {}),
    };
    // A row from before a limit shows the default: saving other fields leaves it unsent, as nobody changed it.
    const limitChanged =
      discountLimitMilliPercent !==
      (settings.discountLimitMilliPercent ?? DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT);
    const refundLimitChanged = refundLimitCents !== (settings.refundLimitCents ?? DEFAULT_REFUND_LIMIT_CENTS);
    await repositories.settings.update({
      ...values,
      ...(limitChanged ? { discountLimitMilliPercent } : {}),
      ...(refundLimitChanged ? { refundLimitCents } : {}),
      ...drawerChanges,
      // A blank text clears what was stored.
      receiptHeader: values.receiptHeader ?? '',
      receiptFooter: values.receiptFooter ?? '',
    });
  }

  return (
    <Card className="max-w-2xl p-4 sm:p-6">
      <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">Store</h2>
      {!mayEdit ? (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Only an admin can change these settings.
        </p>
      ) : null}
      <Form
        form={form}
        onSubmit={save}
        failureMessage={STORE_SETTINGS_MESSAGES.saveFailed}
        savedMessage={STORE_SETTINGS_MESSAGES.saved}
        aria-label="Store settings"
        className="mt-4 space-y-5"
      >
        <FormBanner />
        <TextField<StoreSettingsFormValues, 'name'>
          name="name"
          label="Store name"
          autoComplete="organization"
        />
        <SelectField<StoreSettingsFormValues, 'timeZone'>
          name="timeZone"
          label="Time zone"
          options={zones.map((zone) => ({ value: zone, label: zone }))}
          description="The cafe's day (today's sales, the cash-up) is counted in this zone."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField<StoreSettingsFormValues, 'taxRate'>
            name="taxRate"
            label="Sales tax rate (%)"
            inputMode="decimal"
            description="Applies to sales rung up from now on."
          />
          <TextField<StoreSettingsFormValues, 'cashupVarianceThreshold'>
            name="cashupVarianceThreshold"
            label="Cash-up variance threshold ($)"
            inputMode="decimal"
            description="A variance above this needs a note."
          />
          <TextField<StoreSettingsFormValues, 'discountLimit'>
            name="discountLimit"
            label="Discount limit (%)"
            inputMode="decimal"
            description="Discounts above this share of a sale need a manager's approval."
          />
          <TextField<StoreSettingsFormValues, 'refundLimit'>
            name="refundLimit"
            label="Refund limit ($)"
            inputMode="decimal"
            description="Staff may refund up to this much of a sale from today; above it, or for an older sale, a manager approves."
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SwitchField<StoreSettingsFormValues, 'drawersEnabled'>
            name="drawersEnabled"
            label="Cash drawers"
            description="Each till opens its drawer with a float before its first cash sale. Off for a card-only cafe."
          />
          <TextField<StoreSettingsFormValues, 'drawerDefaultFloat'>
            name="drawerDefaultFloat"
            label="Default float ($)"
            inputMode="decimal"
            description="What a drawer opens with unless the count says otherwise."
          />
        </div>
        <TextField<StoreSettingsFormValues, 'receiptHeader'> name="receiptHeader" label="Receipt header" />
        <TextField<StoreSettingsFormValues, 'receiptFooter'> name="receiptFooter" label="Receipt footer" />
        {mayEdit ? <SubmitButton pendingLabel="Saving...">Save Store Settings</SubmitButton> : null}
      </Form>
    </Card>
  );
}
