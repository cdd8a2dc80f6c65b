import { randomUUID } from 'node:crypto';
import { nextOccurrenceId } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutationPusher } from '../test-support/mutation-pusher.js';
import type { SignedInTill } from '../test-support/sync-client.js';

/** The planner's rows through the push API: permissions, repeating tasks, shift and event rules. */
describe('planner sync', () => {
  const t = appFixture({
    tills: { manager: 'manager@cafe.example', admin: 'admin@cafe.example', staff: 'staff@cafe.example' },
  });
  const { pushOne: send } = mutationPusher(t);

  describe('tasks', () => {
    const taskData = (overrides: Record<string, unknown> = {}) => ({
      id: randomUUID(),
      title: 'Deep clean fridge',
      dueDate: '2026-03-10',
      repeat: 'weekly',
      ...overrides,
    });

    it('[SYNC-9, SYNC-13] staff may add and complete a task; the server stamps completedAt and clears it again', async () => {
      const data = taskData({ repeat: undefined });
      const created = await send(t.staff, 'task', 'create', data);
      expect(created).toMatchObject({ status: 'applied', row: { repeat: 'none', completed: false } });
      const done = await send(t.staff, 'task', 'update', { id: data.id, completed: true }, created.version);
      expect(done.status).toBe('applied');
      expect(done.row.completedAt).not.toBeNull();
      const undone = await send(t.staff, 'task', 'update', { id: data.id, completed: false }, done.version);
      expect(undone.row).toMatchObject({ completed: false, completedAt: null });
    });

    it('[SYNC-18] two tills completing a repeating task offline leave one next occurrence', async () => {
      const task = taskData();
      const created = await send(t.manager, 'task', 'create', task);
      const occurrence = {
        id: nextOccurrenceId(task.id),
        title: task.title,
        dueDate: '2026-03-17',
        repeat: 'weekly',
        priority: 'medium',
        category: 'daily',
      };
      // Both tills made the same two changes against the same version, offline.
      for (const till of [t.manager, t.admin]) {
        const ticked = await send(till, 'task', 'update', { id: task.id, completed: true }, created.version);
        expect(ticked.status).toBe('applied');
        const next = await send(till, 'task', 'create', occurrence);
        expect(next).toMatchObject({ status: 'applied', row: { id: occurrence.id, dueDate: '2026-03-17' } });
      }
      // The second till completed it a day later: its occurrence differs, and the stored one stands.
      const late = await send(t.admin, 'task', 'create', { ...occurrence, dueDate: '2026-03-18' });
      expect(late).toMatchObject({ status: 'conflict', row: { id: occurrence.id, dueDate: '2026-03-17' } });
    });

    it('[SYNC-10] refuses a repeat it does not know', async () => {
      const result = await send(t.manager, 'task', 'create', taskData({ repeat: 'hourly' }));
      expect(result).toMatchObject({ status: 'rejected', reason: 'invalid' });
    });
  });

  describe('events', () => {
    const eventData = (overrides: Record<string, unknown> = {}) => ({
      id: randomUUID(),
      title: 'Vendor meeting',
      startDate: '2026-03-10T11:00:00.000Z',
      endDate: '2026-03-10T12:00:00.000Z',
      attendees: ['Blue Ridge Roasters'],
      ...overrides,
    });

    it('[SYNC-10, SYNC-15] refuses an event that ends before it starts, on create and on an update of one end', async () => {
      const backwards = await send(
        t.manager,
        'event',
        'create',
        eventData({ endDate: '2026-03-10T10:00:00.000Z' }),
      );
      expect(backwards).toMatchObject({
        status: 'rejected',
        reason: 'invalid',
        issues: [{ path: 'endDate', message: 'The end cannot be before the start' }],
      });
      const data = eventData();
      const created = await send(t.staff, 'event', 'create', data);
      expect(created.status).toBe('applied');
      const moved = await send(
        t.manager,
        'event',
        'update',
        { id: data.id, startDate: '2026-03-10T13:00:00.000Z' },
        created.version,
      );
      expect(moved).toMatchObject({ status: 'rejected', message: 'The end cannot be before the start' });
      // An event may end when it starts (a reminder).
      const instant = await send(
        t.staff,
        'event',
        'create',
        eventData({ endDate: '2026-03-10T11:00:00.000Z' }),
      );
      expect(instant.status).toBe('applied');
    });

    it('[SYNC-10] refuses the spec message when a title is missing', async () => {
      const result = await send(t.staff, 'event', 'create', eventData({ title: '  ' }));
      expect(result).toMatchObject({
        status: 'rejected',
        issues: [{ path: 'title', message: 'Title, start date, and end date are required' }],
      });
    });
  });

  describe('shifts', () => {
    /** A barista's shift for `userId` on `day`, from one UTC time to another. */
    const shiftData = (userId: string, day: string, from: string, to: string) => ({
      id: randomUUID(),
      userId,
      start: `${day}T${from}:00.000Z`,
      end: `${day}T${to}:00.000Z`,
      role: 'barista',
    });
    const planShift = (till: SignedInTill, shift: ReturnType<typeof shiftData>) =>
      send(till, 'shift', 'create', shift);

    it('[SYNC-9] staff cannot push a shift; a manager can', async () => {
      const refused = await planShift(t.staff, shiftData(t.staff.userId, '2026-04-06', '09:00', '17:00'));
      expect(refused).toMatchObject({ status: 'rejected', reason: 'forbidden' });
      const applied = await planShift(t.manager, shiftData(t.staff.userId, '2026-04-06', '09:00', '17:00'));
      expect(applied).toMatchObject({ status: 'applied', row: { userName: 'Sam Staff' } });
    });

    it('[SYNC-18] refuses the second of two overlapping shifts planned offline by two managers', async () => {
      const first = await planShift(t.manager, shiftData(t.staff.userId, '2026-04-07', '07:00', '15:00'));
      expect(first.status).toBe('applied');
      const second = await planShift(t.admin, shiftData(t.staff.userId, '2026-04-07', '12:00', '20:00'));
      expect(second).toMatchObject({
        status: 'rejected',
        reason: 'invalid',
        message: 'This shift overlaps another shift of the same staff member',
      });
      // Back to back is fine, and so is another person at the same time.
      const after = shiftData(t.staff.userId, '2026-04-07', '15:00', '20:00');
      const afterCreated = await planShift(t.admin, after);
      expect(afterCreated.status).toBe('applied');
      const other = await planShift(t.admin, shiftData(t.manager.userId, '2026-04-07', '12:00', '20:00'));
      expect(other.status).toBe('applied');
      // Moving a shift onto another is refused too.
      const moved = await send(
        t.manager,
        'shift',
        'update',
        { id: after.id, start: '2026-04-07T14:00:00.000Z' },
        afterCreated.version,
      );
      expect(moved).toMatchObject({
        status: 'rejected',
        message: 'This shift overlaps another shift of the same staff member',
      });
    });

    it("[SYNC-18] keeps a deleted user's shifts with the stored name, and refuses new ones for them", async () => {
      const kept = shiftData(t.staff.userId, '2026-04-08', '09:00', '17:00');
      expect((await planShift(t.manager, kept)).status).toBe('applied');
      const deleted = await send(t.admin, 'user', 'delete', { id: t.staff.userId }, 0);
      expect(deleted.status).toBe('applied');
      const [stored] = await t.database.db.select().from(shifts).where(eq(shifts.id, kept.id));
      expect(stored).toMatchObject({ userName: 'Sam Staff', deletedAt: null });
      const refused = await planShift(t.manager, shiftData(t.staff.userId, '2026-04-09', '09:00', '17:00'));
      expect(refused).toMatchObject({ status: 'rejected', message: 'Selected user not found' });
    });
  });
});
