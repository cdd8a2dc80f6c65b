import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from './cn';

export const menuItemClass =
  'flex w-full cursor-default select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm text-stone-700 outline-none data-[highlighted]:bg-stone-100 data-[disabled]:opacity-50 dark:text-stone-200 dark:data-[highlighted]:bg-stone-800';

export interface MenuProps {
  /**
   * Accessible name of the trigger button, and so of the menu it opens. Leave it out when the trigger shows text:
   * then the text names it (WCAG 2.5.3, what a voice-control user says is what they see).
   */
  label?: string;
  trigger: ReactNode;
  triggerClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  /** Open when first rendered: a menu whose code arrived after the press that asked for it. */
  defaultOpen?: boolean;
  /** MenuItem, MenuRadioGroup/MenuRadioItem, MenuSeparator, or plain content (a header). */
  children: ReactNode;
}

/**
 * A menu button on Radix Dropdown Menu: roles, arrow keys, typeahead, Escape, focus return and a click outside
 * come from the library. An item closes the menu when chosen.
 */
export function Menu({
  label,
  trigger,
  triggerClassName,
  panelClassName,
  align = 'end',
  defaultOpen = false,
  children,
}: MenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={label} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={8}
          loop
          className={cn(
            'z-40 min-w-48 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg shadow-stone-900/10 dark:border-stone-800 dark:bg-stone-900 dark:shadow-black/40',
            panelClassName,
          )}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** An action; `asChild` makes a router Link the item. */
export function MenuItem({ className, ...props }: ComponentPropsWithoutRef<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cn(menuItemClass, className)} {...props} />;
}

export const MenuRadioGroup = DropdownMenu.RadioGroup;

/** One choice of a MenuRadioGroup (`menuitemradio`), ticked when it is the group's value. */
export function MenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem
      className={cn(menuItemClass, 'data-[state=checked]:font-medium', className)}
      {...props}
    >
      {children}
      <DropdownMenu.ItemIndicator className="ml-auto">
        <Check aria-hidden="true" className="size-4" />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.RadioItem>
  );
}

export function MenuSeparator({ className }: { className?: string }) {
  return <DropdownMenu.Separator className={cn('my-1 h-px bg-stone-200 dark:bg-stone-800', className)} />;
}
