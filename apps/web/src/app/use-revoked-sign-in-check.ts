import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useAuthStore } from '../data/auth/auth-store';
import { db } from '../data/db';
import { runAuthCheck } from './auth-check';

/**
 * A pull that withdraws the signed-in user's credentials (password changed elsewhere, role lowered, deleted) drops
 * their signing session here (data/auth/credential-revocation.ts). Without it nothing they do could sync, so the
 * sign-in is checked again at once: the server, or offline the missing verifier, signs them out.
 */
export function useRevokedSignInCheck(): void {
  const userId = useAuthStore((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const holder = useLiveQuery(
    async () => ({ userId: (await db.signingSession.get('current'))?.userId ?? null }),
    [],
  );
  const lost = userId !== null && holder !== undefined && holder.userId !== userId;
  useEffect(() => {
    if (lost) void runAuthCheck();
  }, [lost]);
}
