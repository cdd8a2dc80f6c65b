import { Coffee } from 'lucide-react';
import { useTakingLong } from '../lib/use-taking-long';
import { TakingLongNotice } from '../ui/taking-long-notice';
import { useFullPageWait } from './full-page-wait';

export const LOADING_LABEL = 'Loading Cafe POS…';
export const SIGNING_IN_LABEL = 'Signing in…';

/**
 * The quiet full-page state shown while the app cannot show a screen yet: the first auth check of a visit, the
 * route modules of the first screen, the signed-in screens loading after a sign-in. Never a blank page, and
 * past TAKING_LONG_MS it says so and offers a reload.
 */
export function AppLoading({ label = LOADING_LABEL }: { label?: string }) {
  useFullPageWait();
  const takingLong = useTakingLong(true);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-stone-50 p-6 dark:bg-stone-950">
      <div className="flex max-w-sm flex-col items-center gap-3 text-stone-500 dark:text-stone-400">
        <div role="status" className="flex flex-col items-center gap-3">
          <Coffee aria-hidden="true" className="size-8 animate-pulse text-brand-600 dark:text-brand-400" />
          <span className="text-sm">{label}</span>
        </div>
        {takingLong ? <TakingLongNotice message="This is taking longer than usual." /> : null}
      </div>
    </div>
  );
}
