/**
 * Offline sign-in ends where the server withdrew it (docs/security.md): when a pull brings a user row that is
 * deleted, or whose credentialsVersion is above the one this browser's verifier was saved under (password changed
 * or reset, role lowered), the verifier and, if that user is signed in here, the signing session go in the same
 * transaction as the row. The shell hears of it (onSignInWithdrawn) and checks the sign-in again (signed out).
 */
import type { CafeDb } from '../db';

type Listener = (userId: string) => void;
const listeners = new Set<Listener>();

/** Called with the user whose signing session a pull dropped here (after the write, whether it committed or not). */
export function onSignInWithdrawn(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Users whose own browser is changing their password right now: the pull of that change must not sign them out. */
const changingPassword = new Set<string>();

/** Runs `change` (a password change of `userId` here) with this browser's verifier for them left alone meanwhile. */
export async function whileChangingPassword<T>(userId: string, change: () => Promise<T>): Promise<T> {
  changingPassword.add(userId);
  try {
    return await change();
  } finally {
    changingPassword.delete(userId);
  }
}

/**
 * Call inside the transaction that lays a pulled user row (`row` null: deleted) into the users table. Returns
 * true when something was dropped.
 */
export async function dropRevokedCredentials(
  db: CafeDb,
  userId: string,
  row: { credentialsVersion?: number; deletedAt?: string | null } | null,
): Promise<boolean> {
  if (changingPassword.has(userId)) return false;
  const serverVersion = row?.credentialsVersion ?? 0;
  const revoked = (saved: number | undefined) =>
    row === null || row.deletedAt != null || serverVersion > (saved ?? 0);
  const stale = await db.credentials
    .filter((credential) => credential.user.id === userId && revoked(credential.credentialsVersion))
    .toArray();
  if (stale.length === 0) return false;
  await db.credentials.bulkDelete(stale.map((credential) => credential.email));
  const session = await db.signingSession.get('current');
  if (session?.userId === userId) {
    await db.signingSession.delete('current');
    // Told once the sync's transaction has had its turn; checking the sign-in again is harmless if it rolled back.
    setTimeout(() => {
      for (const listener of listeners) listener(userId);
    }, 0);
  }
  return true;
}
