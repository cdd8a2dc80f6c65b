import type { PublicUser } from '@cafe/domain';
import { generateActorKey } from './actor-key';
import { whileChangingPassword } from './credential-revocation';
import { offlineVerifier } from './offline-verifier';
import { signingSession } from './signing-session';
import { type UserCallResult, usersApi } from './users-api';

/**
 * The signed-in user's own password, online (the server checks the current one). On success this browser's
 * offline verifier and signing key are remade for the new password, so offline sign-in here keeps working with
 * it; every other browser's sign-in and key end on the server, and their verifiers at their next pull.
 */
export async function changeOwnPassword(
  user: PublicUser,
  passwords: { currentPassword: string; newPassword: string },
): Promise<UserCallResult> {
  // The slow derivation runs while the server is asked, as at sign-in.
  const prepared = offlineVerifier.prepare(passwords.newPassword);
  prepared.catch(() => {});
  const actorKey = await generateActorKey(globalThis.crypto).catch(() => null);
  return whileChangingPassword(user.id, async () => {
    const result = await usersApi.changeOwnPassword({
      ...passwords,
      ...(actorKey ? { actorKey: actorKey.publicKey } : {}),
    });
    if (!result.ok) return result;
    const signingKey = await offlineVerifier.store(
      user.email,
      await prepared,
      user,
      actorKey ?? undefined,
      result.user.credentialsVersion,
    );
    await signingSession.begin(user.id, signingKey);
    return result;
  });
}
