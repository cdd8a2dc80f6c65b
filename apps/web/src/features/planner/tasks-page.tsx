import { paths } from '@cafe/domain';
import { ListFormRoutes } from '../../ui/list-form-routes';
import { TaskFormPage } from './task-form-page';
import { TasksListPage } from './tasks-list-page';

/** /planner/tasks (the list), /planner/tasks/new and /planner/tasks/edit/{id} (one form, add and edit modes). */
export function TasksPage() {
  return <ListFormRoutes list={<TasksListPage />} form={<TaskFormPage />} listPath={paths.plannerTasks} />;
}
