import { wordsForPeople } from '@cafe/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Slot } from '@radix-ui/react-slot';
import { AlertCircle, Loader2 } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type FormHTMLAttributes,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { Button, type ButtonProps } from './button';
import { cn } from './cn';

/**
 * A form's resolver from a domain schema. The form holds what its inputs hold (text for amounts and dates) and the
 * schema parses that into the domain's shape, so the values and the parsed result differ by design; zodResolver's
 * types cannot pair a schema with hand-written form values, hence this one cast instead of one in every form.
 */
export function domainResolver<TValues extends FieldValues, TParsed>(
  schema: $ZodType<unknown, FieldValues>,
): Resolver<TValues, unknown, TParsed> {
  return zodResolver(schema) as unknown as Resolver<TValues, unknown, TParsed>;
}

/** Where a failed save's message lives in react-hook-form's errors; FormBanner shows it. */
export const SAVE_ERROR = 'root.save' as const;

export interface FormProps<TFieldValues extends FieldValues, TContext, TTransformed>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<TFieldValues, TContext, TTransformed>;
  /** Runs with the schema's parsed values; a thrown error shows `failureMessage` in the form's banner. */
  onSubmit: (values: TTransformed) => Promise<unknown> | unknown;
  /** The spec's save error, e.g. 'Failed to save product' (spec §8); else the thrown error's message. */
  failureMessage?: string;
  /**
   * The spec's banner for values that don't pass ('Please fill all required fields correctly'): shown in the banner
   * while each wrong field says beside it what is wrong with it ("Price can't be negative").
   */
  invalidMessage?: string;
  /**
   * Shown by FormBanner after a save succeeds, for a form that stays on screen (settings): e.g. 'Store settings
   * saved'. The next submit or edit clears it, so it never vouches for values that were not saved.
   */
  savedMessage?: string;
  children: ReactNode;
}

/** The message of the last save while it still describes the form; null once anything has happened since. */
const SavedContext = createContext<string | null>(null);

/** What a save that failed for no reason a person can act on says (the fault itself is in the console). */
export const SAVE_FAULT_MESSAGE =
  "This couldn't be saved on this till. Try again; if it keeps happening, reload the app.";

/**
 * A form over react-hook-form (values checked by the domain's zod schema through `zodResolver`). A save runs at most
 * once at a time: a second submit while one is under way (a double tap, Enter) is ignored.
 */
export function Form<TFieldValues extends FieldValues, TContext, TTransformed>({
  form,
  onSubmit,
  failureMessage,
  invalidMessage,
  savedMessage,
  children,
  onChange,
  ...props
}: FormProps<TFieldValues, TContext, TTransformed>) {
  const saving = useRef(false);
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(
    async (values) => {
      form.clearErrors(SAVE_ERROR);
      try {
        await onSubmit(values);
        setSaved(true);
      } catch (error) {
        console.error('Save failed', error);
        // A refusal's sentence or a rule's words are shown; a storage or programming fault's words never are.
        const raw = error instanceof Error ? error.message : String(error);
        const message = failureMessage ?? (wordsForPeople(raw) ? raw : SAVE_FAULT_MESSAGE);
        form.setError(SAVE_ERROR, { type: 'save', message });
      }
    },
    () => {
      if (invalidMessage) form.setError(SAVE_ERROR, { type: 'invalid', message: invalidMessage });
    },
  );
  return (
    <FormProvider {...form}>
      <SavedContext.Provider value={saved ? (savedMessage ?? null) : null}>
        <form
          noValidate
          {...props}
          onChange={(event) => {
            setSaved(false);
            onChange?.(event);
          }}
          onSubmit={(event) => {
            event.preventDefault();
            if (saving.current) return;
            saving.current = true;
            // Cleared at every attempt, refused by the schema or not: only this save's outcome may show.
            setSaved(false);
            void submit(event).finally(() => {
              saving.current = false;
            });
          }}
        >
          {children}
        </form>
      </SavedContext.Provider>
    </FormProvider>
  );
}

interface FieldContextValue {
  name: string;
}
interface ItemContextValue {
  id: string;
  described: boolean;
  setDescribed: (described: boolean) => void;
}

const FieldContext = createContext<FieldContextValue | null>(null);
const ItemContext = createContext<ItemContextValue | null>(null);

/** One field of the form: a react-hook-form Controller whose parts (label, control, message) know its name. */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformed>) {
  return (
    <FieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldContext.Provider>
  );
}

/** The ids and error of the field around the caller: for a custom control. */
export function useFormField() {
  const field = useContext(FieldContext);
  const item = useContext(ItemContext);
  if (!field || !item) throw new Error('useFormField belongs inside <FormField> and <FormItem>');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const { error, invalid } = getFieldState(field.name, formState);
  return {
    name: field.name,
    controlId: `${item.id}-control`,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
    described: item.described,
    error,
    invalid,
  };
}

export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  const [described, setDescribed] = useState(false);
  return (
    <ItemContext.Provider value={{ id, described, setDescribed }}>
      <div className={cn('space-y-1.5', className)} {...props} />
    </ItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: ComponentProps<'label'>) {
  const { controlId } = useFormField();
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor names the control FormControl renders.
    <label
      htmlFor={controlId}
      className={cn('block text-sm font-medium text-stone-700 dark:text-stone-300', className)}
      {...props}
    />
  );
}

/** Gives its one child the field's id, and points `aria-describedby` at the description and the error. */
export function FormControl(props: ComponentProps<typeof Slot>) {
  const { controlId, descriptionId, messageId, described, error } = useFormField();
  const describedBy = [described ? descriptionId : null, error ? messageId : null].filter(Boolean).join(' ');
  return (
    <Slot
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId } = useFormField();
  const item = useContext(ItemContext);
  useLayoutEffect(() => {
    item?.setDescribed(true);
    return () => item?.setDescribed(false);
  }, [item?.setDescribed]);
  return (
    <p
      id={descriptionId}
      className={cn('text-xs text-stone-600 dark:text-stone-400', className)}
      {...props}
    />
  );
}

/** The field's error, beside the field: the schema's message. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { messageId, error } = useFormField();
  const body = error?.message ?? children;
  if (!body) return null;
  return (
    <p id={messageId} className={cn('text-sm text-red-700 dark:text-red-400', className)} {...props}>
      {body}
    </p>
  );
}

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

/**
 * Spec §8: a save error shows in a red banner inside the form. `children` adds to the message (a link). After a
 * save that succeeded, the form's `savedMessage` shows here instead, until the next submit or edit.
 */
export function FormBanner({ children, className }: { children?: ReactNode; className?: string }) {
  const { errors } = useFormState();
  const saved = useContext(SavedContext);
  const message = errors.root?.save?.message;
  if (!message) {
    if (saved === null) return null;
    return (
      <p
        role="status"
        className={cn(
          'rounded-lg bg-green-50 p-3 text-sm text-green-800 dark:bg-green-950/60 dark:text-green-200',
          className,
        )}
      >
        {saved}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
        className,
      )}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        {message}
        {children}
      </p>
    </div>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** What the button says while saving, e.g. 'Saving...'. */
  pendingLabel: string;
}

/** The form's submit button: disabled with a spinner while the save runs, so it cannot be pressed twice. */
export function SubmitButton({ pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting || undefined}
      {...props}
    >
      {isSubmitting ? (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
