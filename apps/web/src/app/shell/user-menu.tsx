import { paths } from '@cafe/domain';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../ui/cn';
import { Menu, menuItemClass } from '../../ui/menu';
import { RoleBadge } from './role-badge';
import { useCurrentUser } from './use-current-user';
import { useLogout } from './use-logout';
import { UserAvatar } from './user-avatar';

export function UserMenu() {
  const { name, email, role } = useCurrentUser();
  const logout = useLogout();

  return (
    <Menu
      label="User menu"
      panelClassName="w-64"
      triggerClassName="inline-flex h-10 items-center gap-2 rounded-lg pr-1.5 pl-1 text-stone-700 transition-colors hover:bg-stone-100 sm:pr-2 dark:text-stone-200 dark:hover:bg-stone-800"
      trigger={
        <>
          <UserAvatar name={name} className="size-8 text-xs" />
          <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{name}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-stone-400 sm:block" />
        </>
      }
    >
      {(close) => (
        <>
          <div className="border-b border-stone-200 px-2.5 pt-1.5 pb-3 dark:border-stone-800">
            <p className="truncate text-sm font-semibold text-stone-900 dark:text-stone-100">{name}</p>
            {email ? <p className="truncate text-xs text-stone-500 dark:text-stone-400">{email}</p> : null}
            <div className="mt-2">
              <RoleBadge role={role} />
            </div>
          </div>
          <div className="py-1">
            <Link role="menuitem" tabIndex={-1} to={paths.profile} className={menuItemClass} onClick={close}>
              <UserRound aria-hidden="true" className="size-4" />
              Your Profile
            </Link>
            <Link role="menuitem" tabIndex={-1} to={paths.settings} className={menuItemClass} onClick={close}>
              <Settings aria-hidden="true" className="size-4" />
              Settings
            </Link>
          </div>
          <div className="border-t border-stone-200 pt-1 dark:border-stone-800">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={cn(menuItemClass, 'text-red-700 dark:text-red-400')}
              onClick={() => {
                close();
                void logout();
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </div>
        </>
      )}
    </Menu>
  );
}
