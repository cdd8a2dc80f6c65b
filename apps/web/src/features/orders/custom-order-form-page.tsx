import {
  businessDay,
  CUSTOM_ORDER_REQUIRED_MESSAGE,
  type CustomOrder,
  type CustomOrderFormValues,
  can,
  centsToDecimalString,
  customOrderFormSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type ParsedCustomOrderForm,
  paths,
  resolveTimeZone,
} from '@cafe/domain';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { repositories } from '../../data/repositories/repositories';
import {
  enumOptions,
  Form,
  FormActions,
  FormBanner,
  SelectField,
  TextAreaField,
  TextField,
  useDomainForm,
} from '../../ui/form';
import { type FormStartSource, RoutedFormPage, type RoutedFormProps } from '../../ui/form-page';

export const CUSTOM_ORDER_SAVE_FAILED = 'Failed to save custom order';

function toFormValues(order: CustomOrder): CustomOrderFormValues {
  return {
    customerName: order.customerName,
    customerPhone: order.customerPhone ?? '',
    description: order.description,
    dueDate: order.dueDate,
    dueTime: order.dueTime ?? '',
    price: centsToDecimalString(order.price),
    deposit: centsToDecimalString(order.deposit),
    depositMethod: 'cash',
    notes: order.notes ?? '',
  };
}

const START: FormStartSource<CustomOrderFormValues> = {
  empty: async () => {
    const settings = await repositories.settings.get().catch(() => undefined);
    return {
      customerName: '',
      customerPhone: '',
      description: '',
      dueDate: businessDay(new Date(), resolveTimeZone(settings?.timeZone)),
      dueTime: '',
      price: '',
      deposit: '',
      depositMethod: 'cash',
      notes: '',
    };
  },
  stored: async (id) => {
    const row = await repositories.customOrders.get(id);
    return row ? toFormValues(row) : undefined;
  },
  notFound: 'Custom order not found',
  failed: 'Failed to load custom order',
};

/** /orders/custom/new and /orders/custom/edit/{id}: one form, titled by mode. */
export function CustomOrderFormPage() {
  return (
    <RoutedFormPage
      source={START}
      addTitle="New Custom Order"
      editTitle="Edit Custom Order"
      form={CustomOrderForm}
      loadingLabel="Loading custom order"
      back={{ to: paths.customOrders, label: 'Back to Custom Orders' }}
    />
  );
}

function CustomOrderForm({ id, initial }: RoutedFormProps<CustomOrderFormValues>) {
  const navigate = useNavigate();
  const role = useAuthStore((state) => state.user?.role ?? null);
  const form = useDomainForm<CustomOrderFormValues, ParsedCustomOrderForm>(customOrderFormSchema, {
    defaultValues: initial,
  });
  const editing = id !== undefined;
  // Pricing is for those who price products (the server refuses anyone else's change); the quote at the counter is
  // the order taker's.
  const mayReprice = !editing || (role !== null && can(role, 'manage_products'));

  async function save({ depositMethod, deposit, price, ...values }: ParsedCustomOrderForm) {
    if (!editing) await repositories.customOrders.take({ ...values, price, deposit, depositMethod });
    // The deposit is money taken when the order was made; editing the order never takes or returns money.
    else
      await repositories.customOrders.update(id, {
        ...values,
        ...(mayReprice ? { price } : {}),
        notes: values.notes ?? '',
        customerPhone: values.customerPhone ?? '',
      });
    navigate(paths.customOrders);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      failureMessage={CUSTOM_ORDER_SAVE_FAILED}
      invalidMessage={CUSTOM_ORDER_REQUIRED_MESSAGE}
      aria-label="Custom order"
      className="space-y-5"
    >
      <FormBanner />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<CustomOrderFormValues, 'customerName'>
          name="customerName"
          label="Customer"
          autoComplete="off"
        />
        <TextField<CustomOrderFormValues, 'customerPhone'>
          name="customerPhone"
          label="Phone or email"
          autoComplete="off"
          description="How to tell them it is ready."
        />
      </div>
      <TextAreaField<CustomOrderFormValues, 'description'>
        name="description"
        label="What"
        placeholder="Chocolate cake, 8 inch, 'Happy birthday Sam'"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<CustomOrderFormValues, 'dueDate'> name="dueDate" label="Due date" type="date" />
        <TextField<CustomOrderFormValues, 'dueTime'> name="dueTime" label="Due time" type="time" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<CustomOrderFormValues, 'price'>
          name="price"
          label="Price"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          disabled={!mayReprice}
          description={
            mayReprice ? 'In dollars: what the customer pays in all.' : 'A manager changes the price.'
          }
        />
        {editing ? null : (
          <TextField<CustomOrderFormValues, 'deposit'>
            name="deposit"
            label="Deposit taken"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            description="Money taken now; it goes in the day's takings."
          />
        )}
      </div>
      {editing ? null : (
        <SelectField<CustomOrderFormValues, 'depositMethod'>
          name="depositMethod"
          label="Deposit paid by"
          options={enumOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
        />
      )}
      <TextAreaField<CustomOrderFormValues, 'notes'> name="notes" label="Notes" />
      <FormActions cancel={paths.customOrders}>{editing ? 'Save Changes' : 'Save Order'}</FormActions>
    </Form>
  );
}
