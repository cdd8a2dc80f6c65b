/** A planner task (spec §4): completing it stamps completedAt, un-completing clears it. */
import { allowed, type EntityModule } from './entity-module.js';

export const taskModule = {
  entity: 'task',
  create: (data, context) =>
    allowed({
      title: data.title,
      description: data.description ?? null,
      dueDate: data.dueDate ?? null,
      completed: false,
      completedAt: null,
      priority: data.priority,
      category: data.category,
      repeat: data.repeat,
      createdBy: context.actorId,
    }),
  derive: (row, changed, context) =>
    allowed(changed.has('completed') ? { completedAt: row.completed ? context.at : null } : {}),
} satisfies EntityModule<'task'>;
