/**
 * What the web app does at sign-in and on every change, for tests that talk to the server directly: a P-256 key
 * per signed-in user, registered with the sign-in, and a signature on every pushed mutation of that user.
 */
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import {
  type MutationProof,
  mutationProofMessage,
  type ProvenMutation,
  type PushMutation,
} from '@cafe/domain';

export interface TestActorKey {
  /** SubjectPublicKeyInfo, base64url: what a sign-in sends as `actorKey`. */
  publicKey: string;
  keyId: string;
  privateKey: KeyObject;
}

export function newActorKey(): TestActorKey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    publicKey: der.toString('base64url'),
    keyId: createHash('sha256').update(der).digest('base64url'),
    privateKey,
  };
}

export function proofFor(key: TestActorKey, mutation: ProvenMutation) {
  const message = Buffer.from(mutationProofMessage(mutation), 'utf8');
  const signature = sign('sha256', message, { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return { keyId: key.keyId, signature: signature.toString('base64url') } satisfies MutationProof;
}

/** The key of each user's latest sign-in through the test helpers, as the browser they signed in on keeps it. */
const signedInKeys = new Map<string, TestActorKey>();

export function rememberActorKey(userId: string, key: TestActorKey): void {
  signedInKeys.set(userId, key);
}

/** The key `userId`'s latest sign-in through the helpers registered. */
export function actorKeyOf(userId: string): TestActorKey {
  const key = signedInKeys.get(userId);
  if (!key) throw new Error(`${userId} has not signed in through the test helpers`);
  return key;
}

/** `userId`'s signature over the mutation as it stands (whoever it names as its actor). */
export function proofBy(userId: string, mutation: ProvenMutation) {
  return proofFor(actorKeyOf(userId), mutation);
}

/**
 * The mutations as the app would push them: each one without a proof is signed by its actor's key, when the
 * actor signed in through the helpers. A mutation that already has a `proof` key (even `undefined`) is kept.
 */
export function signed(mutations: readonly PushMutation[]): PushMutation[] {
  return mutations.map((mutation) => {
    if ('proof' in mutation) return mutation;
    const key = signedInKeys.get(mutation.actorId);
    return key ? { ...mutation, proof: proofFor(key, mutation) } : mutation;
  });
}
