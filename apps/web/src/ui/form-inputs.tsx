import type { ComponentProps, ReactNode } from 'react';
import { type ControllerProps, type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';
import { cn } from './cn';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form-field';
import { Switch } from './switch';
import { TouchCheckbox } from './touch-checkbox';

/* The labelled inputs of the kit (text, multi-line text, select, on/off), each a field of the enclosing Form. */

export const inputClass =
  'block h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm placeholder:text-stone-500 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500/40 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export interface TextFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>
  extends Omit<ComponentProps<'input'>, 'name' | 'defaultValue' | 'value' | 'onChange' | 'onBlur'> {
  name: TName;
  label: string;
  description?: ReactNode;
  /** Inside the input's right edge, e.g. a show/hide password button. */
  trailing?: ReactNode;
}

/** What every labelled field of the kit shares: the enclosing Form's field, its label, description and error. */
function LabelledField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  name,
  label,
  description,
  className,
  control,
}: {
  name: TName;
  label: string;
  description?: ReactNode;
  className?: string;
  control: ControllerProps<TFieldValues, TName>['render'];
}) {
  const form = useFormContext<TFieldValues>();
  return (
    <FormField
      control={form.control}
      name={name}
      render={(props) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          {control(props)}
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The common case: a labelled text input with its description and error, for a field of the enclosing Form. */
export function TextField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  name,
  label,
  description,
  trailing,
  className,
  ...inputProps
}: TextFieldProps<TFieldValues, TName>) {
  return (
    <LabelledField<TFieldValues, TName>
      name={name}
      label={label}
      description={description}
      className={className}
      control={({ field }) => (
        <div className="relative">
          <FormControl>
            <Input
              {...inputProps}
              {...field}
              value={field.value ?? ''}
              className={trailing ? 'pr-10' : undefined}
            />
          </FormControl>
          {trailing ? (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
          ) : null}
        </div>
      )}
    />
  );
}

export interface TextAreaFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>
  extends Omit<ComponentProps<'textarea'>, 'name' | 'defaultValue' | 'value' | 'onChange' | 'onBlur'> {
  name: TName;
  label: string;
  description?: ReactNode;
}

/** A labelled multi-line text input (a description, a note) with its description and error. */
export function TextAreaField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  name,
  label,
  description,
  className,
  rows = 3,
  ...textareaProps
}: TextAreaFieldProps<TFieldValues, TName>) {
  return (
    <LabelledField<TFieldValues, TName>
      name={name}
      label={label}
      description={description}
      className={className}
      control={({ field }) => (
        <FormControl>
          <textarea
            {...textareaProps}
            {...field}
            rows={rows}
            value={field.value ?? ''}
            className={cn(inputClass, 'h-auto py-2')}
          />
        </FormControl>
      )}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** Options from an enum's values and its labels, in the enum's order. */
export function enumOptions<O extends string>(
  values: readonly O[],
  labels: Readonly<Record<O, string>>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export interface SelectFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>
  extends Omit<
    ComponentProps<'select'>,
    'name' | 'defaultValue' | 'value' | 'onChange' | 'onBlur' | 'children'
  > {
  name: TName;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ('Select staff member') for a field that starts unset. */
  placeholder?: string;
  description?: ReactNode;
}

/** A labelled select with its description and error, for a field of the enclosing Form. */
export function SelectField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  name,
  label,
  options,
  placeholder,
  description,
  className,
  ...selectProps
}: SelectFieldProps<TFieldValues, TName>) {
  return (
    <LabelledField<TFieldValues, TName>
      name={name}
      label={label}
      description={description}
      className={className}
      control={({ field }) => (
        <FormControl>
          <select {...selectProps} {...field} className={inputClass}>
            {placeholder === undefined ? null : <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormControl>
      )}
    />
  );
}

export interface SwitchFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> {
  name: TName;
  label: string;
  /** What the setting means, under the switch; `descriptionHidden` keeps it for screen readers only. */
  description: string;
  descriptionHidden?: boolean;
}

/** An on/off field of the enclosing Form: the switch, then its label beside it, the description below. */
export function SwitchField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  name,
  label,
  description,
  descriptionHidden = false,
}: SwitchFieldProps<TFieldValues, TName>) {
  const form = useFormContext<TFieldValues>();
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-wrap items-center gap-x-3 gap-y-1 space-y-0">
          <FormControl>
            <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
          <FormLabel>{label}</FormLabel>
          <FormDescription className={descriptionHidden ? 'sr-only' : 'w-full'}>
            {description}
          </FormDescription>
        </FormItem>
      )}
    />
  );
}

export interface CheckboxFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> {
  name: TName;
  label: string;
  description?: ReactNode;
  className?: string;
}

/** A yes/no field of the enclosing Form as a checkbox with its words beside it (a row's "Default"), touch-sized. */
export function CheckboxField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  name,
  label,
  description,
  className,
}: CheckboxFieldProps<TFieldValues, TName>) {
  const form = useFormContext<TFieldValues>();
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('space-y-0', className)}>
          <FormControl>
            <TouchCheckbox
              label={label}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
          {description ? <FormDescription className="pl-9">{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
