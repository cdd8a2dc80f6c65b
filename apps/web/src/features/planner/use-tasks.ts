import type { Task } from '@cafe/domain';
import { repositories } from '../../data/repositories/repositories';
import { type LiveRead, useLiveRead } from '../../data/use-live-read';

export type TasksRead = LiveRead<'tasks', Task[]>;

const readTasks = () => repositories.tasks.list();

/** The live tasks: one added or completed on another till (pulled by sync) shows without a reload. */
export function useTasks(): TasksRead {
  return useLiveRead('tasks', readTasks, 'Failed to load tasks').read;
}
