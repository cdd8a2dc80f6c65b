import { canOpen, PLANNER_TABS, paths } from '@cafe/domain';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { NavTabs } from '../../ui/nav-tabs';
import { PageHeader } from '../../ui/page-header';

/**
 * The busy tabs' code, fetched and compiled while the manager looks at the first one, so switching to another tab
 * does not wait on its chunk (the same modules the router loads lazily).
 */
function warmPlannerTabs(): void {
  void import('./staff-schedule-page');
  void import('./tasks-page');
  void import('./events-page');
}

/** Spec §2: the planner's tabs, filtered by the permission each one needs. */
export function PlannerLayout() {
  useEffect(() => {
    const idle = window.requestIdleCallback?.(warmPlannerTabs, { timeout: 2_000 });
    const timer = idle === undefined ? window.setTimeout(warmPlannerTabs, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
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
