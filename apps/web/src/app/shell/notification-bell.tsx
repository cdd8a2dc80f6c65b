import { Bell } from 'lucide-react';
import { Popover } from '../../ui/popover';
import { iconButtonClass } from './theme-menu';

/** Spec §2: a bell with an always-on dot. Notifications themselves come in a later issue. */
export function NotificationBell() {
  return (
    <Popover
      label="Notifications"
      triggerClassName={iconButtonClass}
      panelClassName="w-64"
      trigger={
        <>
          <Bell aria-hidden="true" className="size-5" />
          <span
            data-testid="notification-dot"
            aria-hidden="true"
            className="absolute top-2 right-2 size-2 rounded-full bg-red-500 ring-2 ring-white dark:ring-stone-900"
          />
        </>
      }
    >
      <div className="px-2.5 py-3 text-sm text-stone-600 dark:text-stone-400">
        <p className="font-medium text-stone-900 dark:text-stone-100">Notifications</p>
        <p className="mt-1">Order and stock alerts will show up here.</p>
      </div>
    </Popover>
  );
}
