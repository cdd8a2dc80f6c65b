import { canOpen, PLANNER_TABS, paths } from '@cafe/domain';
import { Outlet } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { NavTabs } from '../../ui/nav-tabs';
import { PageHeader } from '../../ui/page-header';

/** Spec §2: the planner's tabs, filtered by the permission each one needs. */
export function PlannerLayout() {
  const role = useAuthStore((state) => state.user?.role ?? null);
  const tabs = PLANNER_TABS.filter((tab) => canOpen(tab.path, role)).map((tab) => ({
    to: tab.path,
    label: tab.label,
    end: tab.path === paths.planner,
  }));
  return (
    <>
      <PageHeader title="Planner" description="Schedules, tasks, events and reminders." />
      <NavTabs label="Planner" tabs={tabs} />
      <Outlet />
    </>
  );
}
