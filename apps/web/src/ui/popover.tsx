import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface PopoverProps {
  /** Accessible name of the trigger button and of the panel it opens. */
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  /** Open when first rendered: a popover whose code arrived after the press that asked for it. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A button that shows a panel of content (not choices: that is a Menu), on Radix Popover. */
export function Popover({
  label,
  trigger,
  triggerClassName,
  panelClassName,
  align = 'end',
  defaultOpen = false,
  children,
}: PopoverProps) {
  return (
    <PopoverPrimitive.Root defaultOpen={defaultOpen}>
      <PopoverPrimitive.Trigger aria-label={label} className={triggerClassName}>
        {trigger}
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          aria-label={label}
          align={align}
          sideOffset={8}
          className={cn(
            'z-40 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg shadow-stone-900/10 focus:outline-none dark:border-stone-800 dark:bg-stone-900 dark:shadow-black/40',
            panelClassName,
          )}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
