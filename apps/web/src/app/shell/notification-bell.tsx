import { DeferredPopup } from './deferred-popup';
import { BellButtonContent, iconButtonClass } from './top-bar-buttons';

const loadNotifications = () => import('./notification-popup').then((module) => module.default);

/** Spec §2: a bell with an always-on dot. Notifications themselves come in a later issue. */
export function NotificationBell() {
  return (
    <DeferredPopup
      load={loadNotifications}
      opensOn="click"
      haspopup="dialog"
      label="Notifications"
      className={iconButtonClass}
    >
      <BellButtonContent />
    </DeferredPopup>
  );
}
