import { DeferredPopup } from './deferred-popup';
import { iconButtonClass, ThemeButtonContent } from './top-bar-buttons';

const loadThemeMenu = () => import('./theme-menu-popup').then((module) => module.default);

export function ThemeMenu() {
  return (
    <DeferredPopup
      load={loadThemeMenu}
      opensOn="pointerdown"
      haspopup="menu"
      label="Theme"
      className={iconButtonClass}
    >
      <ThemeButtonContent />
    </DeferredPopup>
  );
}
