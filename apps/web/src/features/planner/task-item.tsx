import {
  type BusinessDay,
  paths,
  TASK_CATEGORY_LABELS,
  TASK_PRIORITY_LABELS,
  TASK_REPEAT_LABELS,
  type Task,
  type TaskPriority,
  taskDue,
} from '@cafe/domain';
import { Repeat } from 'lucide-react';
import { memo } from 'react';
import { Badge, type BadgeTone } from '../../ui/badge';
import { cn } from '../../ui/cn';
import { RowActions } from '../../ui/row-actions';

const PRIORITY_TONES: Record<TaskPriority, BadgeTone> = { high: 'red', medium: 'amber', low: 'green' };
const DUE_TONES = { today: 'amber', overdue: 'red', tomorrow: 'blue', later: 'grey' } as const;

/** One task: the completion toggle, what it is, when it is due, and its Edit and Delete. */
export const TaskItem = memo(function TaskItem({
  task,
  today,
  onToggle,
  onDelete,
}: {
  task: Task;
  today: BusinessDay;
  onToggle(task: Task): void;
  onDelete(task: Task): void;
}) {
  const due = taskDue(task.dueDate, today);
  const repeat = task.repeat ?? 'none';
  return (
    <li className="flex items-start gap-3 py-3" aria-label={task.title}>
      <input
        type="checkbox"
        checked={task.completed}
        onChange={() => onToggle(task)}
        aria-label={`Completed: ${task.title}`}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'font-medium text-stone-900 dark:text-stone-50',
            task.completed && 'text-stone-500 line-through dark:text-stone-400',
          )}
        >
          {task.title}
        </p>
        {task.description ? (
          <p className="mt-0.5 break-words text-sm text-stone-600 dark:text-stone-400">{task.description}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {due.kind !== 'none' ? (
            <Badge tone={task.completed ? 'grey' : DUE_TONES[due.kind]} data-testid="task-due">
              {due.label}
            </Badge>
          ) : null}
          <Badge tone={PRIORITY_TONES[task.priority]}>{TASK_PRIORITY_LABELS[task.priority]}</Badge>
          <Badge>{TASK_CATEGORY_LABELS[task.category]}</Badge>
          {repeat !== 'none' ? (
            <Badge tone="blue">
              <Repeat aria-hidden="true" className="mr-1 size-3" />
              {TASK_REPEAT_LABELS[repeat]}
            </Badge>
          ) : null}
        </div>
      </div>
      <RowActions
        label={task.title}
        editTo={`${paths.plannerTasks}/edit/${task.id}`}
        onDelete={() => onDelete(task)}
      />
    </li>
  );
});
