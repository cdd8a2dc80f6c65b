import type { Reader } from '@cafe/domain';
import { useAuthStore } from './auth-store';

/** Whoever is signed in on this browser now, for the refusal map: staff are told to ask a manager, and so on. */
export function currentReader(): Reader {
  const { isAuthenticated, user } = useAuthStore.getState();
  return isAuthenticated ? (user?.role ?? null) : null;
}
