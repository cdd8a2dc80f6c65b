import { MUTATION_DATA_SCHEMAS } from '@cafe/domain';
import { createEditableRepository } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createTasksRepository(deps: RepositoryDeps) {
  const S = MUTATION_DATA_SCHEMAS.task;
  return createEditableRepository(deps, {
    entity: 'task',
    createSchema: S.create,
    updateSchema: S.update,
    buildRow: (data, context) => ({
      title: data.title,
      description: data.description ?? null,
      dueDate: data.dueDate ?? null,
      completed: false,
      completedAt: null,
      priority: data.priority,
      category: data.category,
      createdBy: context.actorId,
    }),
  });
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
