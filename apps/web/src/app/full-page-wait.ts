import { useEffect } from 'react';
import { create } from 'zustand';

interface FullPageWaitState {
  /** Full-page loading screens mounted now; while one is up it speaks for the wait, not the navigation bar. */
  mounted: number;
}

export const useFullPageWaitStore = create<FullPageWaitState>(() => ({ mounted: 0 }));

/** Marks the calling full-page loading screen as up for as long as it is mounted. */
export function useFullPageWait(): void {
  useEffect(() => {
    useFullPageWaitStore.setState((state) => ({ mounted: state.mounted + 1 }));
    return () => useFullPageWaitStore.setState((state) => ({ mounted: state.mounted - 1 }));
  }, []);
}
