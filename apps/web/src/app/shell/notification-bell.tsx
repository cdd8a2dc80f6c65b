import { DeferredPopup } from './deferred-popup';
import { BellButtonContent, iconButtonClass, useUnreadNotifications } from './top-bar-buttons';

const loadNotifications = () => import('./notification-popup').then((module) => module.default);

/** Spec §2: a bell, with a dot only while something is unread. Notifications themselves come later. */
export function NotificationBell() {
  const unread = useUnreadNotifications();
  return (
    <DeferredPopup
      load={loadNotifications}
      opensOn="click"
      haspopup="dialog"
      label="Notifications"
      className={iconButtonClass}
    >
      <BellButtonContent unread={unread} />
    </DeferredPopup>
  );
}
