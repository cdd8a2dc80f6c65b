import { paths } from '@cafe/domain';
import { Navigate, Route, Routes } from 'react-router';
import { EventFormPage } from './event-form-page';
import { EventsOverviewPage } from './events-overview-page';

/** /planner/events (calendar and list), /planner/events/new and /planner/events/edit/{id} (one form). */
export function EventsPage() {
  return (
    <Routes>
      <Route index element={<EventsOverviewPage />} />
      <Route path="new" element={<EventFormPage />} />
      <Route path="edit/:id" element={<EventFormPage />} />
      <Route path="*" element={<Navigate to={paths.plannerEvents} replace />} />
    </Routes>
  );
}
