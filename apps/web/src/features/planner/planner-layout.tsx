import { canOpen, PLANNER_TABS, paths, type Role } from '@cafe/domain';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { NavTabs } from '../../ui/nav-tabs';
import { PageHeader } from '../../ui/page-header';
import { plannerTabModules } from './planner-tab-modules';
import { readAheadThisWeek } from './use-schedule-week';

/**
 * The busy tabs' code, fetched and compiled while the manager looks at the first one, so switching to another tab
 * does not wait on its chunk (the same modules the router loads lazily); and this week's rota for those who may
 * open Staff Schedule, so its first draw does not wait on the read, nor pay for its formats' first use.
 */
function warmPlannerTabs(role: Role | null): void {
  for (const tab of Object.values(plannerTabModules)) {
    tab.load().catch((error: unknown) => console.error('Failed to load the planner', error));
  }
  if (canOpen(paths.planner, role)) {
    Promise.all([plannerTabModules.schedule.load(), readAheadThisWeek()])
      .then(([schedule, { week, zone }]) => schedule.primeStaffSchedule(week, zone))
      .catch((error: unknown) => console.error('Failed to load data', error));
  }
}

/** Spec §2: the planner's tabs, filtered by the permission each one needs. */
export function PlannerLayout() {
  const role = useAuthStore((state) => state.user?.role ?? null);
  useEffect(() => {
    const warm = () => warmPlannerTabs(role);
    const idle = window.requestIdleCallback?.(warm, { timeout: 2_000 });
    const timer = idle === undefined ? window.setTimeout(warm, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [role]);
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
