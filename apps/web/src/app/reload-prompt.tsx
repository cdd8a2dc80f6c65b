import { useRegisterSW } from 'virtual:pwa-register/react';
import { reportRegistration } from '../lib/when-not-precached';
import { UpdateBanner } from './update-banner';

/**
 * Registers /sw.js and asks before switching versions: the waiting worker only takes over (skipWaiting) when the
 * user accepts, so a page never mixes old HTML with new JS.
 */
// Vite's dev server registers no worker (devOptions off) and its hook reports nothing: say there is none.
if (import.meta.env.DEV) reportRegistration(undefined);

export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      reportRegistration(registration);
    },
    onRegisterError(error: unknown) {
      reportRegistration(undefined);
      console.error('Service worker registration failed', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <UpdateBanner onReload={() => void updateServiceWorker(true)} onDismiss={() => setNeedRefresh(false)} />
  );
}
