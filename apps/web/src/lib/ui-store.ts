import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MOBILE_QUERY } from './layout';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** The spec's three, and 'offline': changes wait for the network, which is not a failure. */
export const SYNC_STATUSES = ['synced', 'syncing', 'offline', 'failed'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export const UI_STORAGE_KEY = 'ui-storage';

export interface UiState {
  theme: Theme;
  sidebarOpen: boolean;
  isMobile: boolean;
  isOffline: boolean;
  syncStatus: SyncStatus;
  /** ISO timestamp of the last completed sync, null before the first one. */
  lastSynced: string | null;
  setTheme: (theme: Theme) => void;
  setSidebarOpen: (open: boolean) => void;
  toggleSidebar: () => void;
  setIsMobile: (isMobile: boolean) => void;
  setOffline: (isOffline: boolean) => void;
  setSyncStatus: (status: SyncStatus, lastSynced?: string | null) => void;
}

function startsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

// Read once at start so the first paint already has the right layout; the shell keeps it current.
function startsMobile(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(MOBILE_QUERY).matches
  );
}

/** Client-only UI state (spec §3). Only the theme survives a reload; everything else is derived at start. */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      theme: 'system',
      sidebarOpen: false,
      isMobile: startsMobile(),
      isOffline: startsOffline(),
      syncStatus: 'synced',
      lastSynced: null,
      setTheme: (theme) => set({ theme }),
      setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
      setIsMobile: (isMobile) => set({ isMobile }),
      setOffline: (isOffline) => set({ isOffline }),
      setSyncStatus: (syncStatus, lastSynced) =>
        set(lastSynced === undefined ? { syncStatus } : { syncStatus, lastSynced }),
    }),
    {
      name: UI_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ theme: state.theme }),
      // A hand-edited or stale value must never leave the app without a valid theme.
      merge: (persisted, current) => {
        const theme = (persisted as { theme?: unknown } | undefined)?.theme;
        return THEMES.includes(theme as Theme) ? { ...current, theme: theme as Theme } : current;
      },
    },
  ),
);
