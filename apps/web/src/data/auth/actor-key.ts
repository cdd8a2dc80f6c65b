/**
 * The key a user's changes are signed with on this browser (docs/security.md, "Who made a change"). A new pair is
 * made at each online sign-in; its public half goes to the server with the password, its private half is kept
 * wrapped by a key derived from that password (offline-verifier.ts) and is usable, never readable, while that
 * user is signed in here (signing-session.ts).
 */
// The zod-free part of the domain's contract: the sign-in screen makes a key before anything else has loaded.
import {
  ACTOR_KEY_ALGORITHM,
  ACTOR_SIGNATURE_ALGORITHM,
  type MutationProof,
  mutationProofMessage,
  type ProvenMutation,
} from '@cafe/domain';
import { fromBase64, toBase64, toBase64Url } from '../../lib/base64';

/** A key pair just made, before the server has accepted it. The private key is extractable only to be wrapped. */
export interface NewActorKey {
  keyId: string;
  /** SubjectPublicKeyInfo, base64url: the sign-in's `actorKey`. */
  publicKey: string;
  privateKey: CryptoKey;
}

/** The private key as the credentials store keeps it: AES-GCM-wrapped PKCS#8. */
export interface WrappedActorKey {
  keyId: string;
  publicKey: string;
  /** Base64 of the wrapped PKCS#8 bytes. */
  wrapped: string;
  /** Base64 of the 12-byte AES-GCM nonce. */
  iv: string;
}

/** A key ready to sign with: non-extractable, so even this app cannot read it back. */
export interface ActorSigningKey {
  keyId: string;
  privateKey: CryptoKey;
}

export async function generateActorKey(crypto: Crypto): Promise<NewActorKey> {
  const pair = await crypto.subtle.generateKey(ACTOR_KEY_ALGORITHM, true, ['sign', 'verify']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const keyId = new Uint8Array(await crypto.subtle.digest('SHA-256', spki));
  return { keyId: toBase64Url(keyId), publicKey: toBase64Url(spki), privateKey: pair.privateKey };
}

export async function wrapActorKey(
  crypto: Crypto,
  key: NewActorKey,
  wrappingKey: CryptoKey,
): Promise<WrappedActorKey> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const wrapped = await crypto.subtle.wrapKey('pkcs8', key.privateKey, wrappingKey, { name: 'AES-GCM', iv });
  return {
    keyId: key.keyId,
    publicKey: key.publicKey,
    wrapped: toBase64(new Uint8Array(wrapped)),
    iv: toBase64(iv),
  };
}

/** The signing key, or a rejection when `wrappingKey` is not the one it was wrapped with (AES-GCM checks). */
export async function unwrapActorKey(
  crypto: Crypto,
  stored: WrappedActorKey,
  wrappingKey: CryptoKey,
): Promise<ActorSigningKey> {
  const privateKey = await crypto.subtle.unwrapKey(
    'pkcs8',
    fromBase64(stored.wrapped),
    wrappingKey,
    { name: 'AES-GCM', iv: fromBase64(stored.iv) },
    ACTOR_KEY_ALGORITHM,
    false,
    ['sign'],
  );
  return { keyId: stored.keyId, privateKey };
}

export async function signMutation(
  crypto: Crypto,
  key: ActorSigningKey,
  mutation: ProvenMutation,
): Promise<MutationProof> {
  const message = new TextEncoder().encode(mutationProofMessage(mutation));
  const signature = await crypto.subtle.sign(ACTOR_SIGNATURE_ALGORITHM, key.privateKey, message);
  return { keyId: key.keyId, signature: toBase64Url(new Uint8Array(signature)) };
}
