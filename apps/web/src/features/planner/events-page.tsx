import { paths } from '@cafe/domain';
import { ListFormRoutes } from '../../ui/list-form-routes';
import { EventFormPage } from './event-form-page';
import { EventsOverviewPage } from './events-overview-page';

/** /planner/events (calendar and list), /planner/events/new and /planner/events/edit/{id} (one form). */
export function EventsPage() {
  return (
    <ListFormRoutes list={<EventsOverviewPage />} form={<EventFormPage />} listPath={paths.plannerEvents} />
  );
}
