import { wordsForPeople } from '@cafe/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { createContext, type FormHTMLAttributes, type ReactNode, useContext, useRef, useState } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormState,
} from 'react-hook-form';
import { Link } from 'react-router';
import type { $ZodType } from 'zod/v4/core';
import { Button, type ButtonProps, buttonClass } from './button';
import { cn } from './cn';
import { ErrorBanner } from './error-banner';

// The form kit is one import for a screen: the form and its banner here, a field's parts and the labelled inputs
// beside it.
export * from './form-field';
export * from './form-inputs';

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

/**
 * A form whose values a domain schema checks and parses: a submit hands on the schema's output (`TParsed`), the
 * inputs hold `TValues`. Every form of the app is built so; this keeps the resolver and its types paired in one
 * place instead of restating them in each form.
 */
export function useDomainForm<TValues extends FieldValues, TParsed>(
  schema: $ZodType<unknown, FieldValues>,
  options: Omit<UseFormProps<TValues, unknown, TParsed>, 'resolver'>,
): UseFormReturn<TValues, unknown, TParsed> {
  return useForm<TValues, unknown, TParsed>({
    ...options,
    resolver: domainResolver<TValues, TParsed>(schema),
  });
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
    <ErrorBanner className={className}>
      <p>
        {message}
        {children}
      </p>
    </ErrorBanner>
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

/**
 * A form's closing buttons, the same on every form: Cancel, then the primary action on the right (stacked with the
 * action on top on a phone), which says 'Saving...' while the save runs. `cancel` is the list a page's Cancel goes
 * back to, or what a dialog's Cancel does.
 */
export function FormActions({
  cancel,
  className,
  children,
}: {
  cancel: string | (() => void);
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {typeof cancel === 'string' ? (
        <Link to={cancel} className={buttonClass('secondary')}>
          Cancel
        </Link>
      ) : (
        <Button type="button" variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      )}
      <SubmitButton pendingLabel="Saving...">{children}</SubmitButton>
    </div>
  );
}
