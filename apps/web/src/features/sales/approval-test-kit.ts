/** Shared by the tests of a manager's discount approval (issue 33): their key on this till, and its signature. */
import { ACTOR_KEY_ALGORITHM, ACTOR_SIGNATURE_ALGORITHM } from '@cafe/domain';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { generateActorKey } from '../../data/auth/actor-key';
import { offlineVerifier } from '../../data/auth/offline-verifier';
import { fromBase64 } from '../../lib/base64';
import type { TEST_USERS } from '../../test/render-app';

/** base64url without padding, as keys and signatures travel, as bytes. */
function fromBase64Url(text: string) {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

/** What an online sign-in of `user` on this till leaves: their offline verifier and their wrapped actor key. */
export async function signedInHereBefore(user: (typeof TEST_USERS)['manager'], password: string) {
  const key = await generateActorKey(globalThis.crypto);
  await offlineVerifier.store(user.email, await offlineVerifier.prepare(password), user, key);
  return key;
}

/** Whether `signature` is the signature of the key whose public half is `publicKey` over `message`: the server's check. */
export async function signedBy(publicKey: string, signature: string, message: string): Promise<boolean> {
  const key = await crypto.subtle.importKey('spki', fromBase64Url(publicKey), ACTOR_KEY_ALGORITHM, false, [
    'verify',
  ]);
  return crypto.subtle.verify(
    ACTOR_SIGNATURE_ALGORITHM,
    key,
    fromBase64Url(signature),
    new TextEncoder().encode(message),
  );
}

/** The manager types their email and password into the approval `form` and approves the discount `name`. */
export async function approveAs(
  user: UserEvent,
  form: HTMLElement,
  name: string,
  manager: { email: string },
  password: string,
): Promise<void> {
  await user.type(within(form).getByLabelText('Manager email'), manager.email);
  await user.type(within(form).getByLabelText('Manager password'), password);
  await user.click(within(form).getByRole('button', { name: `Approve ${name}` }));
}
