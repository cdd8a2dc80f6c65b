import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from './cn';

const ITEM_SELECTOR = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

function itemsIn(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
}

export const menuItemClass =
  'flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm text-stone-700 outline-none hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none dark:text-stone-200 dark:hover:bg-stone-800 dark:focus-visible:bg-stone-800';

export interface MenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  /** Renders the items; `close` lets an item shut the menu after acting. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a menu (WAI-ARIA menu button): arrow keys, Home/End move between items, Escape closes and
 * returns focus to the button, Tab or a click elsewhere closes.
 */
export function Menu({
  label,
  trigger,
  triggerClassName,
  panelClassName,
  align = 'end',
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  // Which item takes focus on opening: arrow keys pick an end (WAI-ARIA), a click picks the checked item.
  const [initialFocus, setInitialFocus] = useState<'checked' | 'first' | 'last'>('checked');
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const closeAndFocusButton = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const items = () => itemsIn(panelRef.current);

  useEffect(() => {
    if (!open) return;
    const list = itemsIn(panelRef.current);
    const checked = panelRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    const target =
      initialFocus === 'last' ? list.at(-1) : initialFocus === 'first' ? list[0] : (checked ?? list[0]);
    target?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initialFocus]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        closeAndFocusButton();
        break;
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setInitialFocus(event.key === 'ArrowDown' ? 'first' : 'last');
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setInitialFocus('checked');
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onPanelKeyDown}
          className={cn(
            'absolute top-full z-40 mt-2 min-w-48 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg shadow-stone-900/10 dark:border-stone-800 dark:bg-stone-900 dark:shadow-black/40',
            align === 'end' ? 'right-0' : 'left-0',
            panelClassName,
          )}
        >
          {children(closeAndFocusButton)}
        </div>
      ) : null}
    </div>
  );
}
