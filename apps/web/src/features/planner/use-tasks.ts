import type { Task } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';

export type TasksRead = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; tasks: Task[] };

async function readTasks(): Promise<TasksRead> {
  try {
    return { state: 'ready', tasks: await repositories.tasks.list() };
  } catch (error) {
    console.error('Failed to load tasks', error);
    return { state: 'failed' };
  }
}

/** The live tasks: one added or completed on another till (pulled by sync) shows without a reload. */
export function useTasks(): TasksRead {
  return useLiveQuery(readTasks, [], { state: 'loading' } as TasksRead);
}
