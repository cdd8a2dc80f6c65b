import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import type { FormStart } from '../../ui/form-page';
import { Spinner } from '../../ui/spinner';

/**
 * A planner add/edit form inside the planner's tabs: the page heading is the planner's, so the form is titled by a
 * second-level heading. A spinner while the row is read, the load error with a way back, then the form.
 */
export function PlannerFormCard<V>({
  title,
  start,
  loadingLabel,
  back,
  children,
}: {
  title: string;
  start: FormStart<V>;
  loadingLabel: string;
  back: { to: string; label: string };
  children(values: V): ReactNode;
}) {
  return (
    <Card className="max-w-2xl p-4 sm:p-6">
      <h2 className="mb-5 text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h2>
      {start.state === 'loading' ? (
        <div className="flex justify-center py-12">
          <Spinner label={loadingLabel} />
        </div>
      ) : start.state === 'failed' ? (
        <div className="space-y-4">
          <p role="alert" className="text-red-700 dark:text-red-400">
            {start.message}
          </p>
          <Link to={back.to} className={buttonClass('secondary')}>
            {back.label}
          </Link>
        </div>
      ) : (
        children(start.values)
      )}
    </Card>
  );
}
