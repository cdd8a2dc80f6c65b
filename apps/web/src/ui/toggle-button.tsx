import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { cn } from './cn';

/**
 * A button that stays pressed while what it names is on (a filter, the chosen view or order): filled when pressed,
 * outlined when not, and `aria-pressed` so a screen reader says which.
 */
export function ToggleButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(buttonClass(pressed ? 'primary' : 'secondary', 'sm'), 'h-10')}
    >
      {children}
    </button>
  );
}
