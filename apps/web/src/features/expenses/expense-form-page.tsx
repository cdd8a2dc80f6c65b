import {
  businessDay,
  centsToDecimalString,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_DEFAULTS,
  EXPENSE_REQUIRED_MESSAGE,
  type Expense,
  type ExpenseFormValues,
  expenseFormSchema,
  type ParsedExpenseForm,
  paths,
  resolveTimeZone,
} from '@cafe/domain';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import {
  enumOptions,
  Form,
  FormActions,
  FormBanner,
  FormField,
  SelectField,
  SwitchField,
  TextField,
  useDomainForm,
} from '../../ui/form';
import { type FormStartSource, RoutedFormPage, type RoutedFormProps } from '../../ui/form-page';
import { ReceiptField } from './receipt-field';

/** Spec §9 defaults: category inventory, date today (the cafe's today, in the store's zone), status pending. */
function emptyValues(today: string): ExpenseFormValues {
  return {
    description: '',
    amount: '',
    category: EXPENSE_DEFAULTS.category,
    vendor: '',
    date: today,
    paidFromTill: EXPENSE_DEFAULTS.paidFromTill,
    receiptFileId: null,
  };
}

function toFormValues(expense: Expense): ExpenseFormValues {
  return {
    description: expense.description,
    amount: centsToDecimalString(expense.amount),
    category: expense.category,
    vendor: expense.vendor ?? '',
    date: expense.date,
    paidFromTill: expense.paidFromTill,
    receiptFileId: expense.receiptFileId,
  };
}

/** The store's business day today, as this device knows the store's zone (UTC until the settings arrive). */
async function storeToday(): Promise<string> {
  const settings = await repositories.settings.get().catch(() => undefined);
  return businessDay(new Date(), resolveTimeZone(settings?.timeZone));
}

const START: FormStartSource<ExpenseFormValues> = {
  empty: async () => emptyValues(await storeToday()),
  stored: async (id) => {
    const row = await repositories.expenses.get(id);
    return row ? toFormValues(row) : undefined;
  },
  notFound: 'Expense not found',
  failed: 'Failed to load expense',
};

/** /expenses/new and /expenses/edit/{id}: one form, titled by mode (spec §2). */
export function ExpenseFormPage() {
  return (
    <RoutedFormPage
      source={START}
      addTitle="Add New Expense"
      editTitle="Edit Expense"
      form={ExpenseForm}
      loadingLabel="Loading expense"
      back={{ to: paths.expenses, label: 'Back to Expenses' }}
    />
  );
}

function ExpenseForm({ id, initial }: RoutedFormProps<ExpenseFormValues>) {
  const navigate = useNavigate();
  // The schema's input is typed text (the amount in dollars); its output is the domain's parsed expense.
  const form = useDomainForm<ExpenseFormValues, ParsedExpenseForm>(expenseFormSchema, {
    defaultValues: initial,
  });

  async function save(values: ParsedExpenseForm) {
    if (id === undefined) {
      await repositories.expenses.create({ ...values, receiptFileId: values.receiptFileId ?? undefined });
    } else {
      await repositories.expenses.update(id, {
        ...values,
        // A blank vendor clears what was stored; a removed receipt travels as null.
        vendor: values.vendor ?? '',
      });
    }
    navigate(paths.expenses);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      failureMessage="Failed to save expense"
      invalidMessage={EXPENSE_REQUIRED_MESSAGE}
      aria-label="Expense"
      className="space-y-5"
    >
      <FormBanner />
      <TextField<ExpenseFormValues, 'description'>
        name="description"
        label="Description"
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<ExpenseFormValues, 'amount'>
          name="amount"
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          description="In dollars, at least 0.01."
        />
        <SelectField<ExpenseFormValues, 'category'>
          name="category"
          label="Category"
          options={enumOptions(EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS)}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<ExpenseFormValues, 'vendor'> name="vendor" label="Vendor" autoComplete="off" />
        <TextField<ExpenseFormValues, 'date'> name="date" label="Date" type="date" />
      </div>
      <SwitchField<ExpenseFormValues, 'paidFromTill'>
        name="paidFromTill"
        label="Paid from till"
        description="Cash taken out of the till; the day's cash-up counts it."
      />
      <FormField
        control={form.control}
        name="receiptFileId"
        render={({ field }) => <ReceiptInput value={field.value} onChange={field.onChange} />}
      />
      <FormActions cancel={paths.expenses}>{id === undefined ? 'Save Expense' : 'Save Changes'}</FormActions>
    </Form>
  );
}

/** The receipt field, locked while the form saves so a file cannot change under a save in flight. */
function ReceiptInput({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { isSubmitting } = useFormState();
  return <ReceiptField value={value} onChange={onChange} disabled={isSubmitting} />;
}
