import { paths } from '@cafe/domain';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Menu, MenuItem, MenuSeparator } from '../../ui/menu';
import { RoleBadge } from '../../ui/role-badge';
import { useCurrentUser } from './use-current-user';
import { useLogout } from './use-logout';
import { UserAvatar } from './user-avatar';

export function UserMenu() {
  const { name, email, role } = useCurrentUser();
  const logout = useLogout();

  return (
    <Menu
      panelClassName="w-64"
      triggerClassName="inline-flex h-10 items-center gap-2 rounded-lg pr-1.5 pl-1 text-stone-700 transition-colors hover:bg-stone-100 sm:pr-2 dark:text-stone-200 dark:hover:bg-stone-800"
      trigger={
        <>
          <UserAvatar name={name} className="size-8 text-xs" />
          {/* The name is shown on wide screens, so it starts the button's accessible name there (WCAG 2.5.3). */}
          <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{name}</span>
          <span className="sr-only">User menu</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-stone-400 sm:block" />
        </>
      }
    >
      <div className="px-2.5 pt-1.5 pb-3">
        <p className="truncate text-sm font-semibold text-stone-900 dark:text-stone-100">{name}</p>
        {email ? <p className="truncate text-xs text-stone-600 dark:text-stone-400">{email}</p> : null}
        <div className="mt-2">
          <RoleBadge role={role} />
        </div>
      </div>
      <MenuSeparator className="mt-0" />
      <MenuItem asChild>
        <Link to={paths.profile}>
          <UserRound aria-hidden="true" className="size-4" />
          Your Profile
        </Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to={paths.settings}>
          <Settings aria-hidden="true" className="size-4" />
          Settings
        </Link>
      </MenuItem>
      <MenuSeparator />
      <MenuItem className="text-red-700 dark:text-red-400" onSelect={() => void logout()}>
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </MenuItem>
    </Menu>
  );
}
