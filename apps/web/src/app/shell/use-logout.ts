import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';

/** Signs out and lands on the sign-in screen. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await useAuthStore.getState().logout();
    await navigate('/login', { replace: true });
  }, [navigate]);
}
