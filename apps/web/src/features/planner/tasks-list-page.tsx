import { paths, TASK_CATEGORIES, TASK_CATEGORY_LABELS, TASK_MESSAGES, type Task } from '@cafe/domain';
import { Plus } from 'lucide-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { repositories } from '../../data/repositories/repositories';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { CategoryChips } from '../../ui/category-chips';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { inputClass } from '../../ui/form';
import { Pager, pageOf } from '../../ui/pager';
import { ReadStatus } from '../../ui/read-status';
import { SearchField } from '../../ui/search-field';
import { ToggleGroup, type ToggleOption } from '../../ui/toggle-group';
import {
  filterTasks,
  sortTasks,
  summarizeTasks,
  type TaskSort,
  type TaskStatusFilter,
  toSearchable,
} from './filter-tasks';
import { PlannerHistoryNote } from './planner-history-note';
import { TaskItem } from './task-item';
import { TaskSummaryCards } from './task-summary-cards';
import { useTasksListStore } from './tasks-list-store';
import { useStoreToday } from './use-store-today';
import { useTasks } from './use-tasks';

/** Tasks mounted at once: 5,000 tasks are paged, never mounted whole. */
export const TASKS_PAGE_SIZE = 25;

const NEW_TASK_PATH = `${paths.plannerTasks}/new`;

const SORTS: readonly ToggleOption<TaskSort>[] = [
  { value: 'dueDate', label: 'Due Date' },
  { value: 'priority', label: 'Priority' },
];

const STATUSES: readonly { value: TaskStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];

// The chips redraw only when the category changes, not on every keystroke in the search.
const TaskCategoryChips = memo(CategoryChips<(typeof TASK_CATEGORIES)[number]>);

export function TasksListPage() {
  const read = useTasks();
  const { today } = useStoreToday();
  const { search, category, status, sort, page } = useTasksListStore(
    useShallow(({ search, category, status, sort, page }) => ({ search, category, status, sort, page })),
  );
  const { setSearch, setCategory, setStatus, setSort, setPage } = useTasksListStore.getState();
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [toggleFailed, setToggleFailed] = useState(false);

  const tasks = read.state === 'ready' ? read.tasks : undefined;
  const searchable = useMemo(() => (tasks ? toSearchable(tasks) : []), [tasks]);
  const sorted = useMemo(() => sortTasks(searchable, sort), [searchable, sort]);
  // Filtered in the keystroke's own render: over search text lower-cased once per data change, 5,000 tasks take
  // well under a millisecond, so nothing is deferred and the list never lags the box.
  const matches = useMemo(
    () => filterTasks(sorted, { search, category, status }),
    [sorted, search, category, status],
  );
  const summary = useMemo(() => (tasks ? summarizeTasks(tasks, today) : undefined), [tasks, today]);
  const shown = useMemo(() => pageOf(matches, page, TASKS_PAGE_SIZE), [matches, page]);

  const toggle = useCallback(
    (task: Task) => {
      setToggleFailed(false);
      repositories.tasks.setCompleted(task.id, !task.completed, today).catch((error: unknown) => {
        console.error(TASK_MESSAGES.saveFailed, error);
        setToggleFailed(true);
      });
    },
    [today],
  );

  // Kept while the shown page is the same, so a keystroke that leaves it unchanged redraws none of its rows.
  const list = useMemo(
    () => (
      <ul aria-label="Tasks" className="divide-y divide-stone-200 dark:divide-stone-800">
        {shown.rows.map((task) => (
          <TaskItem key={task.id} task={task} today={today} onToggle={toggle} onDelete={setDeleting} />
        ))}
      </ul>
    ),
    [shown.rows, today, toggle],
  );

  const newTask = (
    <Link to={NEW_TASK_PATH} className={buttonClass('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      Add Task
    </Link>
  );

  return (
    <>
      <PlannerHistoryNote items="tasks" />
      <TaskSummaryCards summary={summary} />
      <Card className="p-4 sm:p-6">
        <div className="mb-4 space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <SearchField
              label="Search tasks"
              placeholder="Search tasks..."
              value={search}
              onSearch={(text) => setSearch(text)}
              className="min-w-48 flex-1"
            />
            <div className="w-40 shrink-0">
              <select
                aria-label="Status"
                value={status}
                onChange={(event) => setStatus(event.target.value as TaskStatusFilter)}
                className={inputClass}
              >
                {STATUSES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <ToggleGroup legend="Sort by" options={SORTS} value={sort} onChange={setSort} />
            <div className="ml-auto">{newTask}</div>
          </div>
          <TaskCategoryChips
            categories={TASK_CATEGORIES}
            labels={TASK_CATEGORY_LABELS}
            value={category}
            onChange={setCategory}
          />
        </div>
        {toggleFailed ? (
          <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
            {TASK_MESSAGES.saveFailed}
          </p>
        ) : null}
        {read.state !== 'ready' ? (
          <ReadStatus state={read.state} loadingLabel="Loading tasks" failedMessage="Failed to load tasks" />
        ) : read.tasks.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-stone-600 dark:text-stone-400">No tasks yet.</p>
          </div>
        ) : matches.length === 0 ? (
          <p className="py-12 text-center text-stone-600 dark:text-stone-400">No tasks match your filters.</p>
        ) : (
          <>
            {list}
            <Pager shown={shown} onPage={setPage} />
          </>
        )}
      </Card>
      <ConfirmDeleteDialog
        row={deleting}
        question={TASK_MESSAGES.deleteConfirm}
        consequence={(task) => `${task.title} leaves the task list.`}
        onClose={() => setDeleting(null)}
        remove={(task) => repositories.tasks.remove(task.id)}
        failureLog="Failed to delete task"
      />
    </>
  );
}
