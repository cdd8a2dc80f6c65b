import { useEffect } from 'react';
import { onSignInWithdrawn } from '../data/auth/credential-revocation';
import { runAuthCheck } from './auth-check';

/**
 * A pull that withdraws the signed-in user's credentials (password changed elsewhere, role lowered, deleted) drops
 * their signing session here. Without it nothing they do could sync, so the sign-in is checked again at once: the
 * server, or offline the missing verifier, signs them out.
 */
export function useRevokedSignInCheck(): void {
  useEffect(
    () =>
      onSignInWithdrawn(() => {
        void runAuthCheck();
      }),
    [],
  );
}
