import {
  BarChart3,
  CakeSlice,
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
import { Link, useLocation } from 'react-router';
import { cn } from '../../ui/cn';
import { RoleBadge } from '../../ui/role-badge';
import { OfflineNotice } from './offline-notice';
import { isActiveSection, sidebarLinksFor } from './sidebar-entries';
import { SignedInAvatar } from './signed-in-avatar';
import { useCurrentUser } from './use-current-user';
import { useLogout } from './use-logout';

export const SIDEBAR_ID = 'app-sidebar';

const ICONS: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/sales': ShoppingCart,
  '/orders/custom': CakeSlice,
  '/products': Package,
  '/expenses': Receipt,
  '/cashup': Calculator,
  '/extras': Sparkles,
  '/planner': CalendarDays,
  '/reports': BarChart3,
  '/settings': Settings,
};

export interface SidebarContentProps {
  onClose?: () => void;
  /** The tablet's collapsed rail: icons only, each name kept for assistive technology. */
  compact?: boolean;
}

export function SidebarContent({ onClose, compact = false }: SidebarContentProps) {
  const { pathname } = useLocation();
  const { name, role, signedIn } = useCurrentUser();
  const logout = useLogout();
  const links = sidebarLinksFor(signedIn ? role : null);
  // Shown words, or words for a screen reader only while the rail is collapsed (nothing is shown only on hover:
  // the toggle expands the rail to show them).
  const label = compact ? 'sr-only' : undefined;

  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-16 shrink-0 items-center gap-2.5 border-b border-stone-200 dark:border-stone-800',
          compact ? 'justify-center' : 'px-5',
        )}
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white dark:bg-brand-500 dark:text-stone-950">
          <Coffee aria-hidden="true" className="size-4.5" />
        </span>
        <span
          className={cn('text-base font-semibold tracking-tight text-stone-900 dark:text-stone-50', label)}
        >
          Cafe POS
        </span>
        {onClose ? (
          <button
            type="button"
            aria-label="Close sidebar"
            onClick={onClose}
            className="ml-auto inline-flex size-11 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 dark:text-stone-400 dark:hover:bg-stone-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>

      <nav aria-label="Main" className={cn('flex-1 overflow-y-auto py-4', compact ? 'px-2' : 'px-3')}>
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
                    'flex items-center gap-3 rounded-lg text-sm font-medium transition-colors',
                    compact ? 'mx-auto size-12 justify-center' : 'h-11 px-3',
                    active
                      ? 'bg-brand-100 text-brand-900 dark:bg-brand-500/15 dark:text-brand-100'
                      : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-stone-100',
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className={cn(
                      compact ? 'size-5' : 'size-4.5',
                      active ? 'text-brand-700 dark:text-brand-300' : 'opacity-80',
                    )}
                  />
                  <span className={label}>{link.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div
        className={cn(
          'space-y-3 border-t border-stone-200 dark:border-stone-800',
          compact ? 'px-2 py-3' : 'p-3',
        )}
      >
        <OfflineNotice compact={compact} />
        <div className={cn('flex items-center gap-3 rounded-lg', compact ? 'justify-center' : 'px-2 py-1.5')}>
          <SignedInAvatar name={name} />
          <div className={cn('min-w-0 flex-1', label)}>
            <p className="truncate text-sm font-medium text-stone-900 dark:text-stone-100">{name}</p>
            <RoleBadge role={role} />
          </div>
        </div>
        <button
          type="button"
          onClick={() => void logout()}
          className={cn(
            'flex items-center gap-3 rounded-lg text-sm font-medium text-stone-600 transition-colors hover:bg-red-50 hover:text-red-700 dark:text-stone-400 dark:hover:bg-red-500/10 dark:hover:text-red-300',
            compact ? 'mx-auto size-12 justify-center' : 'h-11 w-full px-3',
          )}
        >
          <LogOut aria-hidden="true" className="size-4.5" />
          <span className={label}>Logout</span>
        </button>
      </div>
    </div>
  );
}

/** The sidebar's surface, at whatever width it has. */
export const sidebarSurfaceClass =
  'border-r border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900';

export const panelClass = `w-(--width-sidebar) ${sidebarSurfaceClass}`;
