import { useRegisterSW } from 'virtual:pwa-register/react';
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
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <UpdateBanner onReload={() => void updateServiceWorker(true)} onDismiss={() => setNeedRefresh(false)} />
  );
}
