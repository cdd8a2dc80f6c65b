import { type ModifierGroup, type ProductFormValues, paths } from '@cafe/domain';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { FormDescription, FormField, FormItem, FormMessage } from '../../ui/form';
import { TouchCheckbox } from '../../ui/touch-checkbox';
import { choicesLabel, optionLabel } from './option-group-labels';
import { ProductGroupOrder } from './product-group-order';
import type { ModifierGroupsRead } from './use-modifier-groups';

/**
 * The groups as the field lists them: those the product asked for when the form opened, in its order, then the
 * rest by name (as read). Worked out from the opening ids, so a box ticked now does not jump to the top.
 */
export function groupsInFieldOrder(
  groups: readonly ModifierGroup[],
  openedWith: readonly string[],
): ModifierGroup[] {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const linked = openedWith.flatMap((id) => byId.get(id) ?? []);
  const linkedIds = new Set(linked.map((group) => group.id));
  return [...linked, ...groups.filter((group) => !linkedIds.has(group.id))];
}

/** Ticking adds the group after those already asked for; unticking takes it out. */
function toggled(ids: readonly string[], id: string, on: boolean): string[] {
  return on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id);
}

/** The product form's "Options": the store's option groups as checkboxes, setting the product's modifierGroupIds. */
export function ProductGroupsField({
  read,
  openedWith,
}: {
  read: ModifierGroupsRead;
  openedWith: readonly string[];
}) {
  const { control } = useFormContext<ProductFormValues>();
  const groups = read.state === 'ready' ? read.groups : undefined;
  const ordered = useMemo(() => (groups ? groupsInFieldOrder(groups, openedWith) : []), [groups, openedWith]);

  return (
    <FormField
      control={control}
      name="modifierGroupIds"
      render={({ field }) => (
        <FormItem>
          <fieldset>
            <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">Options</legend>
            <FormDescription className="mt-1">
              What New Sale asks for with this product, such as its size and milk.
            </FormDescription>
            {read.state === 'loading' ? (
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">Loading option groups…</p>
            ) : read.state === 'failed' ? (
              <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
                Failed to load option groups
              </p>
            ) : ordered.length === 0 ? (
              <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
                No option groups yet.{' '}
                <Link
                  to={`${paths.productOptions}/new`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 dark:text-brand-200"
                >
                  Make an option group
                </Link>{' '}
                (such as Size or Milk), then tick it here.
              </p>
            ) : (
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                {ordered.map((group) => (
                  <li key={group.id}>
                    <TouchCheckbox
                      className="w-full"
                      label={group.name}
                      hint={`${choicesLabel(group)}: ${group.options.map(optionLabel).join(', ')}`}
                      checked={field.value.includes(group.id)}
                      onCheckedChange={(on) => field.onChange(toggled(field.value, group.id, on))}
                      onBlur={field.onBlur}
                    />
                  </li>
                ))}
              </ul>
            )}
            <LinkedGroupOrder groups={ordered} ids={field.value} onChange={field.onChange} />
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The ticked groups in the product's order, to be put in order when there are two or more. */
function LinkedGroupOrder({
  groups,
  ids,
  onChange,
}: {
  groups: readonly ModifierGroup[];
  ids: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const byId = new Map(groups.map((group) => [group.id, group]));
  // A group deleted since is not shown: the save drops it (the product form's groupChange).
  const linked = ids.flatMap((id) => byId.get(id) ?? []);
  if (linked.length < 2) return null;
  return <ProductGroupOrder groups={linked} onChange={onChange} />;
}
