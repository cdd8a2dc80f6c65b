import {
  type ModifierGroupFormValues,
  modifierGroupFormSchema,
  type ParsedModifierGroupForm,
  paths,
} from '@cafe/domain';
import type { FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LocalValidationError } from '../../data/repositories/local-writer';
import { repositories } from '../../data/repositories/repositories';
import { CheckboxField, Form, FormActions, FormBanner, TextField, useDomainForm } from '../../ui/form';
import { type FormStartSource, RoutedFormPage, type RoutedFormProps } from '../../ui/form-page';
import { emptyOptionGroup, toOptionGroupFormValues } from './option-group-values';
import { OPTION_GROUP_SAVE_FAILED } from './option-groups-list-page';
import { OptionRowsField } from './option-rows-field';

/** The banner over a form whose fields say what is wrong with them; the save itself is the repository's. */
export const OPTION_GROUP_INVALID_MESSAGE = 'Some fields need changing: see the messages beside them';

const START: FormStartSource<ModifierGroupFormValues> = {
  empty: emptyOptionGroup,
  stored: async (id) => {
    const row = await repositories.modifierGroups.get(id);
    return row ? toOptionGroupFormValues(row) : undefined;
  },
  notFound: 'Option group not found',
  failed: 'Failed to load option group',
};

/** Where a refusal of the group's module (the till's own check, as the server's) shows beside the form's fields. */
const FIELD_OF_PATH: Record<string, FieldPath<ModifierGroupFormValues>> = {
  name: 'name',
  kitchenName: 'kitchenName',
  minChoices: 'minChoices',
  maxChoices: 'maxChoices',
  repeatable: 'repeatable',
};

/** /products/options/new and /products/options/edit/{id}: one form, titled by mode. */
export function OptionGroupFormPage() {
  return (
    <RoutedFormPage
      source={START}
      addTitle="Add Option Group"
      editTitle="Edit Option Group"
      form={OptionGroupForm}
      loadingLabel="Loading option group"
      back={{ to: paths.productOptions, label: 'Back to Option groups' }}
    />
  );
}

function OptionGroupForm({ id, initial }: RoutedFormProps<ModifierGroupFormValues>) {
  const navigate = useNavigate();
  // The schema's input is typed text (choices as numbers, price changes in dollars); its output is the group.
  const form = useDomainForm<ModifierGroupFormValues, ParsedModifierGroupForm>(modifierGroupFormSchema, {
    defaultValues: initial,
  });

  async function save(values: ParsedModifierGroupForm) {
    try {
      if (id === undefined) {
        await repositories.modifierGroups.create(values);
      } else {
        // Options untouched here are not sent: a sold-out switch flipped on another till meanwhile stays flipped.
        const optionsChanged = form.getFieldState('options').isDirty;
        await repositories.modifierGroups.update(id, {
          ...values,
          // A blank kitchen name clears what was stored.
          kitchenName: values.kitchenName ?? '',
          options: optionsChanged ? values.options : undefined,
        });
      }
    } catch (error) {
      if (error instanceof LocalValidationError) {
        const field = FIELD_OF_PATH[error.path];
        form.setError(field ?? 'options', { type: 'local', message: error.message });
        if (field || error.path.startsWith('options')) return;
      }
      throw error;
    }
    navigate(paths.productOptions);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      failureMessage={OPTION_GROUP_SAVE_FAILED}
      invalidMessage={OPTION_GROUP_INVALID_MESSAGE}
      aria-label="Option group"
      className="space-y-5"
    >
      <FormBanner />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<ModifierGroupFormValues, 'name'>
          name="name"
          label="Name"
          autoComplete="off"
          placeholder="Milk"
        />
        <TextField<ModifierGroupFormValues, 'kitchenName'>
          name="kitchenName"
          label="Kitchen name (optional)"
          autoComplete="off"
          description="What the kitchen ticket says; the name when blank."
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">How many to choose</legend>
        <div className="grid grid-cols-2 gap-5">
          <TextField<ModifierGroupFormValues, 'minChoices'>
            name="minChoices"
            label="Fewest choices"
            inputMode="numeric"
            autoComplete="off"
            description="0 when it may be skipped."
          />
          <TextField<ModifierGroupFormValues, 'maxChoices'>
            name="maxChoices"
            label="Most choices"
            inputMode="numeric"
            autoComplete="off"
            description="1 and 1 for exactly one."
          />
        </div>
        <CheckboxField<ModifierGroupFormValues, 'repeatable'>
          name="repeatable"
          label="An option can be chosen more than once"
          description="Such as two extra shots."
        />
      </fieldset>
      <OptionRowsField />
      <FormActions cancel={paths.productOptions}>
        {id === undefined ? 'Save Option Group' : 'Save Changes'}
      </FormActions>
    </Form>
  );
}
