import { Slot } from '@radix-ui/react-slot';
import { type ComponentProps, createContext, useContext, useId, useLayoutEffect, useState } from 'react';
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { cn } from './cn';

/*
 * A field's parts, as shadcn/ui's form has them: the item gives ids, the label, control, description and message
 * find them and the field's error through context, so every input is wired the same way.
 */

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
