/**
 * Whose signing key this browser holds right now: the one signed-in user's, and nobody else's. Sign-in puts it
 * here, sign-out (or another user's sign-in) removes it, and every change is signed with it as it is written
 * (repositories/local-writer.ts). The key is a non-extractable CryptoKey: while it is here it can sign, but not
 * even this app can read it out, so it cannot be copied to sign with later.
 */
import type { MutationProof, ProvenMutation } from '@cafe/domain';
import { type CafeDb, db } from '../db';
import { type ActorSigningKey, signMutation } from './actor-key';

/** Signs one change; made per write by `signerFor`. */
export type MutationSigner = (mutation: ProvenMutation) => Promise<MutationProof>;

export interface SigningSession {
  /** `userId` is now the one signed in here; null when their verifier predates actor keys (changes go unsigned). */
  begin(userId: string, key: ActorSigningKey | null): Promise<void>;
  end(): Promise<void>;
  /** Whether this browser holds a session for `userId` (a persisted sign-in without one must sign in again). */
  holds(userId: string): Promise<boolean>;
  /**
   * The signer for a change by `actorId`: null when the session has no key (an old verifier), undefined when
   * `actorId` is not the user signed in here, who then cannot make changes.
   */
  signerFor(actorId: string): Promise<MutationSigner | null | undefined>;
}

export function createSigningSession(table: CafeDb['signingSession'], crypto: Crypto): SigningSession {
  return {
    async begin(userId, key) {
      await table.put({ id: 'current', userId, key });
    },
    async end() {
      await table.delete('current');
    },
    async holds(userId) {
      return (await table.get('current'))?.userId === userId;
    },
    async signerFor(actorId) {
      const session = await table.get('current');
      if (session?.userId !== actorId) return undefined;
      const { key } = session;
      return key ? (mutation) => signMutation(crypto, key, mutation) : null;
    },
  };
}

/** This browser's signing session, kept in the app database. */
export const signingSession: SigningSession = createSigningSession(db.signingSession, globalThis.crypto);
