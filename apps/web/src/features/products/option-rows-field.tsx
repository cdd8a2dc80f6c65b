import type { ModifierGroupFormValues } from '@cafe/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Button } from '../../ui/button';
import { CheckboxField, TextField } from '../../ui/form';
import { newOptionRow } from './option-group-values';

type Values = ModifierGroupFormValues;

/**
 * The group's options as rows: name, kitchen name, price change in dollars, default and sold out, and a way to
 * remove the row; "Add option" adds a blank one with a new id. A row's mistakes are said beside its field, the
 * options' as a whole ("Add at least one option") under the rows.
 */
export function OptionRowsField() {
  const { control } = useFormContext<Values>();
  // `key`, not the default `id`: the options have ids of their own, which the sale lines name them by.
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'options' });
  const listError = errors.options?.message ?? errors.options?.root?.message;

  return (
    <fieldset className="space-y-3" aria-describedby="option-rows-help">
      <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">Options</legend>
      <p id="option-rows-help" className="text-xs text-stone-600 dark:text-stone-400">
        A price change is in dollars: 0.60 adds 60 cents, -0.25 takes 25 off. A default is already chosen when
        the barista opens the choice.
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.key}>
            <fieldset className="rounded-lg border border-stone-200 p-3 dark:border-stone-800">
              <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
                Option {index + 1}
              </legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField<Values, `options.${number}.name`>
                  name={`options.${index}.name`}
                  label="Option name"
                  autoComplete="off"
                />
                <TextField<Values, `options.${number}.kitchenName`>
                  name={`options.${index}.kitchenName`}
                  label="Kitchen name"
                  autoComplete="off"
                />
                <TextField<Values, `options.${number}.priceDelta`>
                  name={`options.${index}.priceDelta`}
                  label="Price change ($)"
                  autoComplete="off"
                  placeholder="0.00"
                />
              </div>
              <div className="mt-2 flex flex-wrap items-start gap-x-3">
                <CheckboxField<Values, `options.${number}.isDefault`>
                  name={`options.${index}.isDefault`}
                  label="Default"
                />
                <CheckboxField<Values, `options.${number}.soldOut`>
                  name={`options.${index}.soldOut`}
                  label="Sold out"
                />
                <Button
                  variant="ghost"
                  className="ml-auto min-h-11"
                  aria-label={`Remove option ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                  Remove
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {listError}
        </p>
      ) : null}
      <Button variant="secondary" className="min-h-11" onClick={() => append(newOptionRow())}>
        <Plus aria-hidden="true" className="size-4" />
        Add option
      </Button>
    </fieldset>
  );
}
