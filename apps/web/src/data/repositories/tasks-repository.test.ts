import { nextOccurrenceId } from '@cafe/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CafeDb } from '../db';
import { freshDb, NOW, testRepositories } from '../sync/test-kit';

describe('tasks repository: completion and repeating tasks', () => {
  let db: CafeDb;
  beforeEach(() => {
    db = freshDb();
  });

  it('completing a repeating task writes its next occurrence with the derived id, in one action', async () => {
    const repos = testRepositories(db);
    const id = await repos.tasks.create({
      title: 'Deep clean fridge',
      dueDate: '2026-03-10',
      repeat: 'weekly',
    });
    await repos.tasks.setCompleted(id, true, '2026-03-10');

    expect(await db.tasks.get(id)).toMatchObject({ completed: true, completedAt: NOW });
    const next = await db.tasks.get(nextOccurrenceId(id));
    expect(next).toMatchObject({
      title: 'Deep clean fridge',
      dueDate: '2026-03-17',
      completed: false,
      repeat: 'weekly',
    });
    const entries = await db.syncLog.orderBy('mutationId').toArray();
    expect(entries.map((entry) => [entry.entity, entry.action, entry.data.id])).toEqual([
      ['task', 'create', id],
      ['task', 'update', id],
      ['task', 'create', nextOccurrenceId(id)],
    ]);
    expect(entries[1]?.data).toEqual({ id, completed: true });
  });

  it('un-completing and completing again creates nothing more', async () => {
    const repos = testRepositories(db);
    const id = await repos.tasks.create({ title: 'Order beans', repeat: 'monthly' });
    await repos.tasks.setCompleted(id, true, '2026-01-31');
    expect((await db.tasks.get(nextOccurrenceId(id)))?.dueDate).toBe('2026-02-28');
    await repos.tasks.setCompleted(id, false, '2026-01-31');
    expect(await db.tasks.get(id)).toMatchObject({ completed: false, completedAt: null });
    await repos.tasks.setCompleted(id, true, '2026-02-01');
    expect(await db.tasks.count()).toBe(2);
    expect(await db.syncLog.count()).toBe(5);
  });

  it('a task that does not repeat is only completed', async () => {
    const repos = testRepositories(db);
    const id = await repos.tasks.create({ title: 'Restock milk' });
    await repos.tasks.setCompleted(id, true, '2026-03-10');
    expect(await db.tasks.count()).toBe(1);
  });
});
