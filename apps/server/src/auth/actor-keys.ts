/**
 * The public keys that prove who made a pushed change (packages/domain/src/sync/actor-proof.ts). A key is
 * registered only by a request that also proved the user's password (sign-in, set-up), so a signature by it
 * means the change was made on a browser where that user had signed in.
 */
import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import { type MutationProof, mutationProofMessage, type ProvenMutation } from '@cafe/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { actorKeys } from '../db/schema.js';

export interface ActorPublicKey {
  /** sha256 of the SubjectPublicKeyInfo, base64url: the key's id in proofs. */
  id: string;
  /** The SubjectPublicKeyInfo, base64url, as sent and stored. */
  publicKey: string;
}

/** The key when `text` is a P-256 public key (SubjectPublicKeyInfo DER, base64url); null for anything else. */
export function parseActorPublicKey(text: string): ActorPublicKey | null {
  const der = Buffer.from(text, 'base64url');
  try {
    const key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') return null;
  } catch {
    return null;
  }
  return { id: createHash('sha256').update(der).digest('base64url'), publicKey: der.toString('base64url') };
}

/** Records `key` as one of the user's; registering the same key again changes nothing. */
export async function registerActorKey(
  db: Database,
  owner: { storeId: string; userId: string },
  key: ActorPublicKey,
  now: Date,
): Promise<void> {
  await db
    .insert(actorKeys)
    .values({
      id: key.id,
      storeId: owner.storeId,
      userId: owner.userId,
      publicKey: key.publicKey,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** A registered key of the store, ready to verify with; null when the store has no such key. */
export async function findActorKey(
  db: Database,
  storeId: string,
  keyId: string,
): Promise<{ userId: string; key: KeyObject } | null> {
  const [row] = await db
    .select({ userId: actorKeys.userId, publicKey: actorKeys.publicKey })
    .from(actorKeys)
    .where(and(eq(actorKeys.id, keyId), eq(actorKeys.storeId, storeId)))
    .limit(1);
  if (!row) return null;
  const key = createPublicKey({ key: Buffer.from(row.publicKey, 'base64url'), format: 'der', type: 'spki' });
  return { userId: row.userId, key };
}

/** True when `proof.signature` is `key`'s signature over the mutation (WebCrypto's r ‖ s encoding). */
export function verifyMutationProof(key: KeyObject, mutation: ProvenMutation, proof: MutationProof): boolean {
  let message: string;
  try {
    message = mutationProofMessage(mutation);
  } catch {
    // Data nested too deeply to serialise cannot have been signed by the app.
    return false;
  }
  return verify(
    'sha256',
    Buffer.from(message, 'utf8'),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(proof.signature, 'base64url'),
  );
}

/** True when `signature` (base64url, r ‖ s) is `key`'s signature over `message`: a manager's discount approval. */
export function verifySignedText(key: KeyObject, message: string, signature: string): boolean {
  return verify(
    'sha256',
    Buffer.from(message, 'utf8'),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
}
