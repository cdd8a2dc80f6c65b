import {
  type BusinessDay,
  nextOccurrenceDue,
  nextOccurrenceId,
  type Task,
  type TaskRepeat,
} from '@cafe/domain';
import { type DomainSchemas, loadDomainSchemas } from '../load-domain-schemas';
import { changedRow, createEditableRepository, newRow, ownSchemas } from './editable-repository';
import {
  commitMutations,
  compact,
  type OwnRowChange,
  type PlannedMutation,
  type RepositoryDeps,
  RowNotFoundError,
  storeOwnRows,
} from './local-writer';

/** Rows pulled before tasks could repeat carry no repeat. */
function repeatOf(task: Task): TaskRepeat {
  return task.repeat ?? 'none';
}

/** The create of the occurrence that follows `task`, completed on `completedOn`; null when it does not repeat. */
function nextOccurrence(
  task: Task,
  completedOn: BusinessDay,
  domain: DomainSchemas,
): Record<string, unknown> | null {
  const repeat = repeatOf(task);
  if (repeat === 'none') return null;
  return compact(
    domain.MUTATION_DATA_SCHEMAS.task.create.parse({
      id: nextOccurrenceId(task.id),
      title: task.title,
      description: task.description ?? undefined,
      dueDate: nextOccurrenceDue(task.dueDate, repeat, completedOn),
      priority: task.priority,
      category: task.category,
      repeat,
    }) as Record<string, unknown>,
  );
}

const TASKS = ownSchemas('task');

export function createTasksRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, TASKS);

  return {
    ...base,

    /**
     * The completion toggle (spec §4). Completing a repeating task also creates its next occurrence, in the same
     * transaction, under an id derived from this task's (task-repeat.ts): unless that occurrence is already here
     * (completed before, or pulled from another till that completed it first), so it exists once.
     * `today` is the store's business day, for a task that had no due date.
     */
    async setCompleted(id: string, completed: boolean, today: BusinessDay): Promise<void> {
      const task = await deps.db.tasks.get(id);
      if (!task || task.deletedAt !== null) throw new RowNotFoundError('task', id);
      if (task.completed === completed) return;
      const next = completed ? nextOccurrence(task, today, await loadDomainSchemas()) : null;
      const nextId = next ? String(next.id) : null;
      const create = nextId !== null && (await deps.db.tasks.get(nextId)) === undefined ? next : null;

      const planned: PlannedMutation[] = [
        { entity: 'task', action: 'update', data: { id, completed } },
        ...(create ? [{ entity: 'task' as const, action: 'create' as const, data: create }] : []),
      ];
      await commitMutations(deps, ['tasks'], planned, async (context) => {
        const current = await deps.db.tasks.get(id);
        if (!current || current.deletedAt !== null) throw new RowNotFoundError('task', id);
        const changes: OwnRowChange<Task>[] = [
          { id, before: current, after: await changedRow(TASKS, current, { completed }, context) },
        ];
        if (create) {
          const occurrence = await newRow(TASKS, String(create.id), create, context);
          changes.push({ id: occurrence.id, before: undefined, after: occurrence });
        }
        await storeOwnRows(deps.db, 'task', changes);
        return create ? [current.version, null] : [current.version];
      });
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
