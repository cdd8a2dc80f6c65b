import {
  addDays,
  type BusinessDay,
  businessDayRange,
  copyWeek,
  mondayOf,
  SHIFT_MESSAGES,
  type Shift,
  weekDays,
} from '@cafe/domain';
import { ChevronLeft, ChevronRight, Copy, Plus, Printer } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { ReadStatus } from '../../ui/read-status';
import { formatTime } from './format-planner-time';
import { PlannerHistoryNote } from './planner-history-note';
import { ScheduleGrid } from './schedule-grid';
import { primeGridDraw } from './schedule-grid-model';
import { ScheduleSummaryCards } from './schedule-summary-cards';
import { ShiftFormDialog, type ShiftFormTarget } from './shift-form-dialog';
import { type ScheduleWeek, useScheduleWeek } from './use-schedule-week';
import { useStoreToday } from './use-store-today';

const weekTitle = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatWeek(monday: BusinessDay): string {
  const sunday = weekDays(monday)[6] ?? monday;
  return `${weekTitle.format(new Date(`${monday}T00:00:00Z`))} – ${weekTitle.format(new Date(`${sunday}T00:00:00Z`))}`;
}

function describeCopy(copied: number, gone: number, overlapping: number): string {
  const parts = [`Copied ${copied} ${copied === 1 ? 'shift' : 'shifts'} from the previous week.`];
  if (gone > 0) parts.push(`Skipped ${gone} of people no longer on staff.`);
  if (overlapping > 0) parts.push(`Skipped ${overlapping} that would overlap a planned shift.`);
  return parts.join(' ');
}

/**
 * The first draw's one-off costs (date formats, first runs), paid while the planner is idle: see primeGridDraw.
 * `week` is the one read ahead for the tab.
 */
export function primeStaffSchedule(week: ScheduleWeek, zone: string): void {
  formatWeek(week.monday);
  primeGridDraw(week.monday, week.users, week.shifts, week.events, zone);
}

/** /planner (Staff Schedule, spec §2): the week's rota, planned with the shift form, copied, printed. */
export function StaffSchedulePage() {
  const { today, zone, zoneKnown } = useStoreToday();
  // null: the current week, which follows the store's today (its zone arrives after the first render, and the week
  // turns over at its midnight); a step fixes the week shown.
  const [chosenMonday, setMonday] = useState<BusinessDay | null>(null);
  const monday = chosenMonday ?? mondayOf(today);
  const read = useScheduleWeek(monday, today, zone, zoneKnown);
  const [target, setTarget] = useState<ShiftFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Shift | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [copying, setCopying] = useState(false);

  const week = read.state === 'ready' ? read.week : undefined;
  // The week on screen: after a step it is the one before until the chosen week is read, and everything drawn
  // (title, grid, the copy and the add defaults) follows it, so they never disagree.
  const shownMonday = week?.monday ?? monday;
  const figures = useMemo(
    () => (week ? { staff: week.users.length, week: week.shifts.length, today: week.todayCount } : undefined),
    [week],
  );
  const onAdd = useCallback(
    (userId: string, day: BusinessDay) => setTarget({ kind: 'new', userId, date: day }),
    [],
  );
  const onEdit = useCallback((shift: Shift) => setTarget({ kind: 'edit', shift }), []);

  function step(days: number | null) {
    setNotice(null);
    setMonday((current) => (days === null ? null : addDays(current ?? mondayOf(today), days)));
  }

  async function copyPreviousWeek() {
    if (!week) return;
    setCopying(true);
    setNotice(null);
    try {
      const previousMonday = addDays(week.monday, -7);
      const previous = await repositories.schedules.startingBetween(
        businessDayRange(previousMonday, zone).start,
        businessDayRange(addDays(previousMonday, 6), zone).end,
      );
      const live = new Set(week.users.map((user) => user.id));
      const plan = copyWeek(previous, week.shifts, live, zone);
      await repositories.schedules.applyMany({
        creates: plan.copies.map(({ userName: _name, notes, ...copy }) => ({
          ...copy,
          notes: notes ?? undefined,
        })),
        updates: [],
      });
      setNotice({
        tone: 'ok',
        text: describeCopy(plan.copies.length, plan.skippedGone, plan.skippedOverlap),
      });
    } catch (error) {
      console.error(SHIFT_MESSAGES.saveFailed, error);
      setNotice({ tone: 'error', text: SHIFT_MESSAGES.saveFailed });
    } finally {
      setCopying(false);
    }
  }

  return (
    <>
      <PlannerHistoryNote items="shifts" />
      <ScheduleSummaryCards figures={figures} />
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
          <Button variant="secondary" size="sm" onClick={() => step(-7)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <Button variant="secondary" size="sm" onClick={() => step(null)}>
            Current Week
          </Button>
          <Button variant="secondary" size="sm" onClick={() => step(7)}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={copyPreviousWeek} disabled={!week || copying}>
              <Copy aria-hidden="true" className="size-4" />
              Copy previous week
            </Button>
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
            <Button
              size="sm"
              onClick={() =>
                setTarget({
                  kind: 'new',
                  date: weekDays(shownMonday).includes(today) ? today : shownMonday,
                })
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              Add Shift
            </Button>
          </div>
        </div>
        <h2
          className="mb-3 text-lg font-semibold text-stone-900 dark:text-stone-50"
          data-testid="schedule-week"
        >
          {formatWeek(shownMonday)}
        </h2>
        <div aria-live="polite">
          {notice ? (
            <p
              className={
                notice.tone === 'ok'
                  ? 'mb-3 text-sm text-green-800 dark:text-green-300'
                  : 'mb-3 text-sm text-red-700 dark:text-red-400'
              }
              {...(notice.tone === 'error' ? { role: 'alert' } : {})}
            >
              {notice.text}
            </p>
          ) : null}
        </div>
        {read.state !== 'ready' ? (
          <ReadStatus
            state={read.state}
            loadingLabel="Loading schedule"
            failedMessage={SHIFT_MESSAGES.loadFailed}
          />
        ) : read.week.users.length === 0 && read.week.shifts.length === 0 ? (
          <p className="py-12 text-center text-stone-600 dark:text-stone-400">No staff members yet.</p>
        ) : (
          <div aria-busy={read.settling}>
            <ScheduleGrid
              monday={read.week.monday}
              today={today}
              zone={zone}
              users={read.week.users}
              shifts={read.week.shifts}
              events={read.week.events}
              onAdd={onAdd}
              onEdit={onEdit}
              onDelete={setDeleting}
            />
          </div>
        )}
      </Card>
      <ShiftFormDialog
        target={target}
        users={week?.users ?? []}
        zone={zone}
        onClose={() => setTarget(null)}
      />
      <ConfirmDeleteDialog
        row={deleting}
        question={SHIFT_MESSAGES.deleteConfirm}
        consequence={(shift) =>
          `${shift.userName}, ${formatTime(shift.start, zone)} – ${formatTime(shift.end, zone)}, leaves the schedule.`
        }
        onClose={() => setDeleting(null)}
        remove={(shift) => repositories.schedules.remove(shift.id)}
        failureLog="Failed to delete shift"
      />
    </>
  );
}
