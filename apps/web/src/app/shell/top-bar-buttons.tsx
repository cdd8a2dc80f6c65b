import { Bell, ChevronDown, type LucideIcon, Monitor, Moon, Sun } from 'lucide-react';
import { type Theme, useUiStore } from '../../lib/ui-store';
import { SignedInAvatar } from './signed-in-avatar';
import { useCurrentUser } from './use-current-user';

/**
 * What the top bar's buttons look like and show, shared by each button's stand-in (deferred-popup.tsx) and its real
 * menu or popover, so the swap between them cannot be seen.
 */
export const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center rounded-lg text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-stone-50';

export const THEME_OPTIONS: readonly { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** The theme button shows the theme in use. */
export function ThemeButtonContent() {
  const theme = useUiStore((state) => state.theme);
  const Current = THEME_OPTIONS.find((option) => option.value === theme)?.icon ?? Monitor;
  return <Current aria-hidden="true" className="size-5" />;
}

/**
 * How many notifications wait unread. The panel has none to show yet (order and stock alerts will come), so none:
 * a dot that is always on would teach everyone to ignore it.
 */
export function useUnreadNotifications(): number {
  return 0;
}

/** The bell, with a dot only while something is unread. */
export function BellButtonContent({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <>
          <span
            data-testid="notification-dot"
            aria-hidden="true"
            className="absolute top-2 right-2 size-2 rounded-full bg-red-500 ring-2 ring-white dark:ring-stone-900"
          />
          <span className="sr-only">{unread === 1 ? '1 unread' : `${unread} unread`}</span>
        </>
      ) : null}
    </>
  );
}

export const userMenuButtonClass =
  'inline-flex h-10 items-center gap-2 rounded-lg pr-1.5 pl-1 text-stone-700 transition-colors hover:bg-stone-100 sm:pr-2 dark:text-stone-200 dark:hover:bg-stone-800';

export function UserButtonContent() {
  const { name } = useCurrentUser();
  return (
    <>
      <SignedInAvatar name={name} className="size-8 text-xs" />
      {/* The name is shown on wide screens, so it starts the button's accessible name there (WCAG 2.5.3). */}
      <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{name}</span>
      <span className="sr-only">User menu</span>
      <ChevronDown aria-hidden="true" className="hidden size-4 text-stone-400 sm:block" />
    </>
  );
}
