import {
  centsToDecimalString,
  type ParsedProductInput,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_DEFAULTS,
  PRODUCT_MESSAGES,
  PRODUCT_REQUIRED_MESSAGE,
  type Product,
  type ProductFormValues,
  paths,
  productFormSchema,
  productMargin,
} from '@cafe/domain';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import {
  enumOptions,
  Form,
  FormActions,
  FormBanner,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  useDomainForm,
} from '../../ui/form';
import { type FormStartSource, RoutedFormPage, type RoutedFormProps } from '../../ui/form-page';
import { ProductGroupsField } from './product-groups-field';
import { useModifierGroups } from './use-modifier-groups';

const EMPTY: ProductFormValues = {
  name: '',
  category: PRODUCT_DEFAULTS.category,
  price: '',
  description: '',
  available: PRODUCT_DEFAULTS.available,
  barcode: '',
  unitCost: '',
  modifierGroupIds: [],
};

function toFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    price: centsToDecimalString(product.price),
    description: product.description ?? '',
    available: product.available,
    barcode: product.barcode ?? '',
    unitCost: product.unitCost === null ? '' : centsToDecimalString(product.unitCost),
    // A product stored before products had options asks for none.
    modifierGroupIds: product.modifierGroupIds ?? [],
  };
}

const START: FormStartSource<ProductFormValues> = {
  empty: () => EMPTY,
  stored: async (id) => {
    const row = await repositories.products.get(id);
    return row ? toFormValues(row) : undefined;
  },
  notFound: 'Product not found',
  failed: 'Failed to load product',
};

/** /products/new and /products/edit/{id}: one form, titled by mode (spec §2). */
export function ProductFormPage() {
  return (
    <RoutedFormPage
      source={START}
      addTitle="Add New Product"
      editTitle="Edit Product"
      form={ProductForm}
      loadingLabel="Loading product"
      back={{ to: paths.products, label: 'Back to Products' }}
    />
  );
}

function ProductForm({ id, initial }: RoutedFormProps<ProductFormValues>) {
  const navigate = useNavigate();
  // The schema's input is typed text (money as dollars); its output is the domain's parsed product.
  const form = useDomainForm<ProductFormValues, ParsedProductInput>(productFormSchema, {
    defaultValues: initial,
  });
  const [price, unitCost] = useWatch({ control: form.control, name: ['price', 'unitCost'] });
  const parsed = productFormSchema.shape.price.safeParse(price);
  const parsedCost = productFormSchema.shape.unitCost.safeParse(unitCost);
  const margin =
    parsed.success && parsedCost.success ? productMargin(parsed.data, parsedCost.data ?? null) : null;
  const groups = useModifierGroups();

  /**
   * The groups to save: those ticked, less any deleted since (a product never asks for a group no till offers).
   * Sent only when they differ from what the product had, so a product without groups saves as it always did.
   */
  function groupChange(ticked: readonly string[] | undefined): Pick<ParsedProductInput, 'modifierGroupIds'> {
    const live = groups.state === 'ready' ? new Set(groups.groups.map((group) => group.id)) : null;
    const ids = (ticked ?? []).filter((groupId) => live === null || live.has(groupId));
    const same =
      ids.length === initial.modifierGroupIds.length &&
      ids.every((groupId, at) => groupId === initial.modifierGroupIds[at]);
    return same ? {} : { modifierGroupIds: ids };
  }

  async function save(values: ParsedProductInput) {
    if (values.barcode) {
      const holder = await repositories.products.byBarcode(values.barcode);
      if (holder && holder.id !== id) {
        form.setError('barcode', { type: 'taken', message: PRODUCT_MESSAGES.barcodeTaken(holder.name) });
        return;
      }
    }
    const { modifierGroupIds, ...fields } = values;
    if (id === undefined) {
      await repositories.products.create({ ...fields, ...groupChange(modifierGroupIds) });
    } else {
      await repositories.products.update(id, {
        ...fields,
        ...groupChange(modifierGroupIds),
        // A blank optional field clears what was stored ('' for text, null for the cost).
        description: values.description ?? '',
        barcode: values.barcode ?? '',
        unitCost: values.unitCost ?? null,
      });
    }
    navigate(paths.products);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      failureMessage="Failed to save product"
      invalidMessage={PRODUCT_REQUIRED_MESSAGE}
      aria-label="Product"
      className="space-y-5"
    >
      <FormBanner />
      <TextField<ProductFormValues, 'name'> name="name" label="Name" autoComplete="off" />
      <SelectField<ProductFormValues, 'category'>
        name="category"
        label="Category"
        options={enumOptions(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<ProductFormValues, 'price'>
          name="price"
          label="Price ($)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
        />
        <TextField<ProductFormValues, 'unitCost'>
          name="unitCost"
          label="Unit cost ($, optional)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          description={margin === null ? 'What one costs you; shows the margin.' : `Margin: ${margin}%`}
        />
      </div>
      <TextAreaField<ProductFormValues, 'description'> name="description" label="Description (optional)" />
      <TextField<ProductFormValues, 'barcode'>
        name="barcode"
        label="Barcode or SKU (optional)"
        autoComplete="off"
        description="Scanning this code on New Sale adds the product."
      />
      <SwitchField<ProductFormValues, 'available'>
        name="available"
        label="Available"
        description="Unavailable products cannot be added to a sale."
        descriptionHidden
      />
      <ProductGroupsField read={groups} openedWith={initial.modifierGroupIds} />
      <FormActions cancel={paths.products}>{id === undefined ? 'Save Product' : 'Save Changes'}</FormActions>
    </Form>
  );
}
