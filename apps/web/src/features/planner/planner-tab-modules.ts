import { keptModule } from '../../lib/kept-module';

/**
 * The planner's busy tabs, each loaded once and kept: the router opens a tab from here, and the planner reads them
 * ahead (planner-layout.tsx) so a tap on a tab draws it without waiting for its code.
 */
export const plannerTabModules = {
  schedule: keptModule(() => import('./staff-schedule-page')),
  tasks: keptModule(() => import('./tasks-page')),
  events: keptModule(() => import('./events-page')),
};
