import { useRegisterSW } from 'virtual:pwa-register/react';
import { registrationSettled } from '../lib/when-not-precached';
import { UpdateBanner } from './update-banner';

/**
 * Registers /sw.js and asks before switching versions: the waiting worker only takes over (skipWaiting) when the
 * user accepts, so a page never mixes old HTML with new JS.
 */
export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      registrationSettled(registration);
    },
    onRegisterError(error: unknown) {
      registrationSettled(undefined);
      console.error('Service worker registration failed', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <UpdateBanner onReload={() => void updateServiceWorker(true)} onDismiss={() => setNeedRefresh(false)} />
  );
}
