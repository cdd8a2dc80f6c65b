import { canOpen, paths, SETTINGS_TABS } from '@cafe/domain';
import { Outlet } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { NavTabs } from '../../ui/nav-tabs';
import { PageHeader } from '../../ui/page-header';

/** Spec §2: General and 'Your Profile' for everyone; Users, Store, Notifications, Permissions for admin and manager. */
export function SettingsLayout() {
  const role = useAuthStore((state) => state.user?.role ?? null);
  const tabs = SETTINGS_TABS.filter((tab) => canOpen(tab.path, role)).map((tab) => ({
    to: tab.path,
    label: tab.label,
    end: tab.path === paths.settings,
  }));
  return (
    <>
      <PageHeader title="Settings" />
      <NavTabs label="Settings" tabs={tabs} />
      <Outlet />
    </>
  );
}
