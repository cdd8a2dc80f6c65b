import { Menu as MenuIcon } from 'lucide-react';
import { RAIL_QUERY } from '../../lib/layout';
import { useUiStore } from '../../lib/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { HistoryProgress } from './history-progress';
import { NotificationBell } from './notification-bell';
import { SIDEBAR_ID } from './sidebar-content';
import { SyncIndicator } from './sync-indicator';
import { ThemeMenu } from './theme-menu';
import { iconButtonClass } from './top-bar-buttons';
import { UserMenu } from './user-menu';

export function TopBar() {
  const isMobile = useUiStore((state) => state.isMobile);
  // The overlay's toggle under 768 px, the rail's expander on a tablet; the full sidebar needs none.
  const isRail = useMediaQuery(RAIL_QUERY);
  const sidebarOpen = useUiStore((state) => state.sidebarOpen);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-stone-200 bg-white/85 px-3 backdrop-blur sm:px-6 dark:border-stone-800 dark:bg-stone-900/85">
      {isMobile || isRail ? (
        <button
          type="button"
          aria-label="Toggle sidebar"
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          onClick={toggleSidebar}
          className={iconButtonClass}
          data-sidebar-toggle=""
        >
          <MenuIcon aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      <div className="flex-1" />
      <HistoryProgress />
      <SyncIndicator />
      <ThemeMenu />
      <NotificationBell />
      <UserMenu />
    </header>
  );
}
