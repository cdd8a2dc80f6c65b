import {
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  DISCOUNT_SCOPE_LABELS,
  DISCOUNT_SCOPES,
  type DiscountPresetFormValues,
  discountPresetFormSchema,
  discountValueText,
  type ParsedDiscountPresetForm,
  paths,
} from '@cafe/domain';
import { useNavigate } from 'react-router';
import { LocalValidationError } from '../../data/repositories/local-writer';
import { repositories } from '../../data/repositories/repositories';
import {
  enumOptions,
  Form,
  FormActions,
  FormBanner,
  SelectField,
  TextField,
  useDomainForm,
} from '../../ui/form';
import { type FormStartSource, RoutedFormPage, type RoutedFormProps } from '../../ui/form-page';
import { DISCOUNT_SAVE_FAILED } from './discount-presets-list-page';

/** The banner over a form whose fields say what is wrong with them. */
export const DISCOUNT_INVALID_MESSAGE = 'Some fields need changing: see the messages beside them';

const START: FormStartSource<DiscountPresetFormValues> = {
  empty: () => ({ name: '', kind: 'percent', scope: 'line', value: '' }),
  stored: async (id) => {
    const row = await repositories.discountPresets.get(id);
    return row
      ? { name: row.name, kind: row.kind, scope: row.scope, value: discountValueText(row.kind, row.value) }
      : undefined;
  },
  notFound: 'Discount not found',
  failed: 'Failed to load discount',
};

/** /products/discounts/new and /products/discounts/edit/{id}: one form, titled by mode. */
export function DiscountPresetFormPage() {
  return (
    <RoutedFormPage
      source={START}
      addTitle="Add Discount"
      editTitle="Edit Discount"
      form={DiscountPresetForm}
      loadingLabel="Loading discount"
      back={{ to: paths.productDiscounts, label: 'Back to Discounts' }}
    />
  );
}

function DiscountPresetForm({ id, initial }: RoutedFormProps<DiscountPresetFormValues>) {
  const navigate = useNavigate();
  const form = useDomainForm<DiscountPresetFormValues, ParsedDiscountPresetForm>(discountPresetFormSchema, {
    defaultValues: initial,
  });
  const kind = form.watch('kind');

  async function save(values: ParsedDiscountPresetForm) {
    try {
      if (id === undefined) await repositories.discountPresets.create(values);
      else await repositories.discountPresets.update(id, values);
    } catch (error) {
      if (error instanceof LocalValidationError && (error.path === 'name' || error.path === 'value')) {
        form.setError(error.path, { type: 'local', message: error.message });
        return;
      }
      throw error;
    }
    navigate(paths.productDiscounts);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      failureMessage={DISCOUNT_SAVE_FAILED}
      invalidMessage={DISCOUNT_INVALID_MESSAGE}
      aria-label="Discount"
      className="space-y-5"
    >
      <FormBanner />
      <TextField<DiscountPresetFormValues, 'name'>
        name="name"
        label="Name"
        autoComplete="off"
        placeholder="Staff 50%"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField<DiscountPresetFormValues, 'kind'>
          name="kind"
          label="Kind"
          options={enumOptions(DISCOUNT_KINDS, DISCOUNT_KIND_LABELS)}
        />
        <TextField<DiscountPresetFormValues, 'value'>
          name="value"
          label={kind === 'amount' ? 'Amount off ($)' : 'Percent off (%)'}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <SelectField<DiscountPresetFormValues, 'scope'>
        name="scope"
        label="Applies to"
        options={enumOptions(DISCOUNT_SCOPES, DISCOUNT_SCOPE_LABELS)}
      />
      <FormActions cancel={paths.productDiscounts}>
        {id === undefined ? 'Save Discount' : 'Save Changes'}
      </FormActions>
    </Form>
  );
}
