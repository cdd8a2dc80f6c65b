import { Check } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface TouchCheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** A line under the words (a group's choices), read as the checkbox's description, not its name. */
  hint?: ReactNode;
}

/**
 * A checkbox a finger can hit: the native input, invisible, covers its whole label (at least 44 px high), so the
 * tap target, the keyboard (Space) and what a screen reader says are the browser's own; the box beside the words
 * only shows the state and the focus.
 */
export function TouchCheckbox({
  checked,
  onCheckedChange,
  label,
  hint,
  className,
  ...inputProps
}: TouchCheckboxProps) {
  const hintId = useId();
  const describedBy = [inputProps['aria-describedby'], hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <label
      className={cn(
        'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2.5 rounded-lg px-2 text-sm text-stone-800 hover:bg-stone-100 has-[:disabled]:opacity-60 dark:text-stone-200 dark:hover:bg-stone-800',
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        {...inputProps}
        aria-describedby={describedBy || undefined}
      />
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded border-2 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-aria-[invalid=true]:border-red-500',
          checked
            ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-stone-950'
            : 'border-stone-400 bg-white dark:border-stone-600 dark:bg-stone-900',
        )}
      >
        {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
      </span>
      <span className="py-1">
        {label}
        {hint ? (
          <span id={hintId} aria-hidden="true" className="block text-xs text-stone-600 dark:text-stone-400">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
