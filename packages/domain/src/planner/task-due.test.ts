import { describe, expect, it } from 'vitest';
import { formatDay, taskDue } from './task-due.js';

describe('taskDue (spec §4)', () => {
  const today = '2026-02-28';

  it('labels today, overdue, tomorrow and later days', () => {
    expect(taskDue('2026-02-28', today)).toEqual({ kind: 'today', label: 'Today' });
    expect(taskDue('2026-02-27', today)).toEqual({ kind: 'overdue', label: 'Overdue' });
    expect(taskDue('2025-12-31', today)).toEqual({ kind: 'overdue', label: 'Overdue' });
    // Tomorrow across a month end.
    expect(taskDue('2026-03-01', today)).toEqual({ kind: 'tomorrow', label: 'Tomorrow' });
    expect(taskDue('2026-03-02', today)).toEqual({ kind: 'later', label: 'Mar 2, 2026' });
  });

  it('has no label without a due date', () => {
    expect(taskDue(null, today)).toEqual({ kind: 'none' });
  });

  it('formats a day as itself whatever the zone', () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });
});
