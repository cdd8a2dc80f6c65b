import { paths } from '@cafe/domain';
import { Navigate, Route, Routes } from 'react-router';
import { TaskFormPage } from './task-form-page';
import { TasksListPage } from './tasks-list-page';

/** /planner/tasks (the list), /planner/tasks/new and /planner/tasks/edit/{id} (one form, add and edit modes). */
export function TasksPage() {
  return (
    <Routes>
      <Route index element={<TasksListPage />} />
      <Route path="new" element={<TaskFormPage />} />
      <Route path="edit/:id" element={<TaskFormPage />} />
      <Route path="*" element={<Navigate to={paths.plannerTasks} replace />} />
    </Routes>
  );
}
