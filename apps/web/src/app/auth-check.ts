import { create } from 'zustand';
import { useAuthStore } from '../data/auth/auth-store';

interface AuthCheckState {
  /** True once the first auth check of this page load has settled, whatever its outcome. */
  firstCheckDone: boolean;
}

export const useAuthCheckStore = create<AuthCheckState>(() => ({ firstCheckDone: false }));

let inFlight: Promise<void> | null = null;

/**
 * Runs the auth check (spec §4: at start and when the shell mounts). A check already under way is reused, so
 * the start-up check and the shell's mount (which happen together on a deep link) cost one request, not two.
 */
export function runAuthCheck(): Promise<void> {
  if (inFlight) return inFlight;
  inFlight = useAuthStore
    .getState()
    .checkAuth()
    .catch((error: unknown) => {
      // Spec §8: auth check errors are only logged; the persisted state stands.
      console.error('Auth check failed', error);
    })
    .finally(() => {
      inFlight = null;
      useAuthCheckStore.setState({ firstCheckDone: true });
    });
  return inFlight;
}
