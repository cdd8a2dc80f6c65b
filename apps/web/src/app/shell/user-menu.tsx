import { DeferredPopup } from './deferred-popup';
import { UserButtonContent, userMenuButtonClass } from './top-bar-buttons';

const loadUserMenu = () => import('./user-menu-popup').then((module) => module.default);

export function UserMenu() {
  return (
    <DeferredPopup load={loadUserMenu} opensOn="pointerdown" haspopup="menu" className={userMenuButtonClass}>
      <UserButtonContent />
    </DeferredPopup>
  );
}
