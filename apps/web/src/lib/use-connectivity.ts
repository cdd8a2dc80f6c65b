import { useEffect } from 'react';
import { useUiStore } from './ui-store';

/** Spec §4: the offline flag starts from current connectivity and follows the online/offline events. */
export function useConnectivity(): void {
  useEffect(() => {
    const setOffline = useUiStore.getState().setOffline;
    const sync = () => setOffline(!navigator.onLine);
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('offline', sync);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', sync);
    };
  }, []);
}
