import { paths } from '@cafe/domain';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Menu, MenuItem, MenuSeparator } from '../../ui/menu';
import { RoleBadge } from '../../ui/role-badge';
import { UserButtonContent, userMenuButtonClass } from './top-bar-buttons';
import { useCurrentUser } from './use-current-user';
import { useLogout } from './use-logout';

/** The user menu itself, loaded on first reach (user-menu.tsx). */
export default function UserMenuPopup({ defaultOpen }: { defaultOpen: boolean }) {
  const { name, email, role } = useCurrentUser();
  const logout = useLogout();

  return (
    <Menu
      panelClassName="w-64"
      triggerClassName={userMenuButtonClass}
      defaultOpen={defaultOpen}
      trigger={<UserButtonContent />}
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
