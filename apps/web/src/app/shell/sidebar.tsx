import {
  BarChart3,
  Calculator,
  CalendarDays,
  Coffee,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Package,
  Receipt,
  Settings,
  ShoppingCart,
  Sparkles,
  X,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useUiStore } from '../../lib/ui-store';
import { cn } from '../../ui/cn';
import { RoleBadge } from '../../ui/role-badge';
import { OfflineNotice } from './offline-notice';
import { isActiveSection, sidebarLinksFor } from './sidebar-entries';
import { useCurrentUser } from './use-current-user';
import { useLogout } from './use-logout';
import { UserAvatar } from './user-avatar';

export const SIDEBAR_ID = 'app-sidebar';

const ICONS: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/sales': ShoppingCart,
  '/products': Package,
  '/expenses': Receipt,
  '/cashup': Calculator,
  '/extras': Sparkles,
  '/planner': CalendarDays,
  '/reports': BarChart3,
  '/settings': Settings,
};

export function SidebarContent({ onClose }: { onClose?: () => void }) {
  const { pathname } = useLocation();
  const { name, role, signedIn } = useCurrentUser();
  const logout = useLogout();
  const links = sidebarLinksFor(signedIn ? role : null);

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-stone-200 px-5 dark:border-stone-800">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white dark:bg-brand-500 dark:text-stone-950">
          <Coffee aria-hidden="true" className="size-4.5" />
        </span>
        <span className="text-base font-semibold tracking-tight text-stone-900 dark:text-stone-50">
          Cafe POS
        </span>
        {onClose ? (
          <button
            type="button"
            aria-label="Close sidebar"
            onClick={onClose}
            className="ml-auto inline-flex size-9 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 dark:text-stone-400 dark:hover:bg-stone-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {links.map((link) => {
            const active = isActiveSection(pathname, link.path);
            const Icon = ICONS[link.path] ?? Coffee;
            return (
              <li key={link.path}>
                <Link
                  to={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                    active
                      ? 'bg-brand-100 text-brand-900 dark:bg-brand-500/15 dark:text-brand-100'
                      : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-stone-100',
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className={cn('size-4.5', active ? 'text-brand-700 dark:text-brand-300' : 'opacity-80')}
                  />
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="space-y-3 border-t border-stone-200 p-3 dark:border-stone-800">
        <OfflineNotice />
        <div className="flex items-center gap-3 rounded-lg px-2 py-1.5">
          <UserAvatar name={name} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-stone-900 dark:text-stone-100">{name}</p>
            <RoleBadge role={role} />
          </div>
        </div>
        <button
          type="button"
          onClick={() => void logout()}
          className="flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-stone-600 transition-colors hover:bg-red-50 hover:text-red-700 dark:text-stone-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
        >
          <LogOut aria-hidden="true" className="size-4.5" />
          Logout
        </button>
      </div>
    </div>
  );
}

export const panelClass =
  'w-(--width-sidebar) border-r border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900';

// The overlay's spring needs motion, the shell's largest library; a till or laptop wider than the breakpoint never
// shows the overlay, so it never loads it (issue 16: the till's first load carries only what it paints).
const MobileSidebar = lazy(() =>
  import('./mobile-sidebar').then((module) => ({ default: module.MobileSidebar })),
);

/**
 * Spec §2/§9: on wide screens a fixed 16rem column; under 768 px an overlay (mobile-sidebar.tsx).
 */
export function Sidebar() {
  const isMobile = useUiStore((state) => state.isMobile);
  if (!isMobile) {
    return (
      <aside id={SIDEBAR_ID} aria-label="Sidebar" className={cn(panelClass, 'fixed inset-y-0 left-0 z-20')}>
        <SidebarContent />
      </aside>
    );
  }
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  );
}
