import { Popover } from '../../ui/popover';
import { BellButtonContent, iconButtonClass, useUnreadNotifications } from './top-bar-buttons';

/** The bell's popover itself, loaded on first reach (notification-bell.tsx). Notifications come in a later issue. */
export default function NotificationPopup({ defaultOpen }: { defaultOpen: boolean }) {
  const unread = useUnreadNotifications();
  return (
    <Popover
      label="Notifications"
      triggerClassName={iconButtonClass}
      panelClassName="w-64"
      defaultOpen={defaultOpen}
      trigger={<BellButtonContent unread={unread} />}
    >
      <div className="px-2.5 py-3 text-sm text-stone-600 dark:text-stone-400">
        <p className="font-medium text-stone-900 dark:text-stone-100">Notifications</p>
        <p className="mt-1">Nothing new. Order and stock alerts will show up here.</p>
      </div>
    </Popover>
  );
}
