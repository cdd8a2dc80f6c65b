import { createPath, useNavigation } from 'react-router';
import { useTakingLong } from '../lib/use-taking-long';
import { TakingLongNotice } from '../ui/taking-long-notice';
import { useFullPageWaitStore } from './full-page-wait';

/** Long enough that a quick navigation shows nothing at all. */
const SHOW_PROGRESS_AFTER_MS = 400;

/**
 * While the router loads the next screen's code, the current screen stays up (or a full-page AppLoading does).
 * This adds the sign of life over it: a thin bar soon, and past TAKING_LONG_MS the words and a reload to the
 * screen that was asked for, so a chunk that stalls on a busy network is never just a page that ignores the tap.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const showProgress = useTakingLong(loading, SHOW_PROGRESS_AFTER_MS);
  const takingLong = useTakingLong(loading);
  const fullPageWait = useFullPageWaitStore((state) => state.mounted > 0);

  if (!showProgress) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50">
      <div aria-hidden="true" className="h-1 w-full animate-pulse bg-brand-600 dark:bg-brand-400" />
      {takingLong && !fullPageWait && navigation.location ? (
        <div className="pointer-events-auto mx-auto mt-3 w-fit max-w-sm rounded-lg border border-stone-200 bg-white p-4 shadow-lg dark:border-stone-800 dark:bg-stone-900">
          <TakingLongNotice
            message="The next screen is taking longer than usual to load."
            reloadTo={createPath(navigation.location)}
          />
        </div>
      ) : null}
    </div>
  );
}
