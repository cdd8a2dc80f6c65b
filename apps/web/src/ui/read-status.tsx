import { Spinner } from './spinner';

/**
 * What a list shows in its place until its rows are there: a spinner while the first local read runs, the spec's
 * error when that read failed.
 */
export function ReadStatus({
  state,
  loadingLabel,
  failedMessage,
}: {
  state: 'loading' | 'failed';
  loadingLabel: string;
  failedMessage: string;
}) {
  if (state === 'loading') {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  return (
    <p role="alert" className="py-12 text-center text-red-700 dark:text-red-400">
      {failedMessage}
    </p>
  );
}
