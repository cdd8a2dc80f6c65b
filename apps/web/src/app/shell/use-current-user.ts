import type { Role } from '@cafe/domain';
import { useAuthStore } from '../../data/auth/auth-store';

export interface CurrentUserView {
  name: string;
  email: string | null;
  role: Role;
  signedIn: boolean;
}

/** The signed-in user as the shell shows them; spec §2 defaults: name 'User', role Staff. */
export function useCurrentUser(): CurrentUserView {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return {
    name: user?.name.trim() || 'User',
    email: user?.email ?? null,
    role: user?.role ?? 'staff',
    signedIn: isAuthenticated && user !== null,
  };
}
