import { normalizeEmail, type PublicUser } from '@cafe/domain';
import { fromBase64, toBase64 } from '../../lib/base64';
import { type CafeDb, db, type StoredCredential } from '../db';
import { type ActorSigningKey, type NewActorKey, unwrapActorKey, wrapActorKey } from './actor-key';

/** OWASP's 2023 floor for PBKDF2-HMAC-SHA256: slow enough that a stolen device doesn't give up passwords quickly. */
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;

export interface OfflineVerifierDeps {
  credentials: CafeDb['credentials'];
  crypto: Crypto;
  now: () => Date;
  iterations: number;
}

const ALGORITHM = 'PBKDF2-SHA-256+HKDF';
/** HKDF labels: one derivation, two keys that reveal nothing of each other. */
const VERIFIER_INFO = 'cafe-pos offline verifier';
const WRAPPING_INFO = 'cafe-pos actor key wrapping';

/** A salted derivation of a password, not yet tied to a user; `wrappingKey` never leaves memory. */
export type PreparedVerifier = Pick<StoredCredential, 'algorithm' | 'iterations' | 'salt' | 'hash'> & {
  wrappingKey: CryptoKey;
};

/** Who the password belongs to, and the key their changes are signed with here (null for an old verifier). */
export interface UnlockedCredential {
  user: PublicUser;
  signingKey: ActorSigningKey | null;
}

export interface OfflineVerifier {
  /**
   * The slow part on its own, so sign-in can run it while the server is being asked and store the result
   * only if the server says yes.
   */
  prepare(password: string): Promise<PreparedVerifier>;
  /**
   * Remember, after a successful online sign-in, how to check this password for this user offline, with the
   * actor key the server accepted wrapped by it. Returns that key ready to sign with (null without one).
   */
  store(
    email: string,
    prepared: PreparedVerifier,
    user: PublicUser,
    actorKey?: NewActorKey,
    credentialsVersion?: number,
  ): Promise<ActorSigningKey | null>;
  save(email: string, password: string, user: PublicUser): Promise<void>;
  /** The stored user and signing key when the password matches what was saved for this email, otherwise null. */
  unlock(email: string, password: string): Promise<UnlockedCredential | null>;
  /** The stored user when the password matches what was saved for this email, otherwise null. */
  verify(email: string, password: string): Promise<PublicUser | null>;
  has(email: string): Promise<boolean>;
  /** Keep the stored user in step with the server (name or role changes) without touching the verifier. */
  refreshUser(user: PublicUser): Promise<void>;
  forget(email: string): Promise<void>;
}

export function createOfflineVerifier(deps: OfflineVerifierDeps): OfflineVerifier {
  const { credentials, crypto, now, iterations } = deps;

  async function derive(
    password: string,
    salt: Uint8Array<ArrayBuffer>,
    rounds: number,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
      'deriveBits',
    ]);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: rounds },
      key,
      KEY_BITS,
    );
    return new Uint8Array(bits);
  }

  /** Splits the slow derivation into the stored verifier and the key that wraps the actor key. */
  async function split(derived: Uint8Array<ArrayBuffer>) {
    const base = await crypto.subtle.importKey('raw', derived, 'HKDF', false, ['deriveBits', 'deriveKey']);
    const hkdf = (info: string) => ({
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: new TextEncoder().encode(info),
    });
    const hash = new Uint8Array(await crypto.subtle.deriveBits(hkdf(VERIFIER_INFO), base, KEY_BITS));
    const wrappingKey = await crypto.subtle.deriveKey(
      hkdf(WRAPPING_INFO),
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['wrapKey', 'unwrapKey'],
    );
    return { hash, wrappingKey };
  }

  const verifier: OfflineVerifier = {
    async prepare(password) {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const { hash, wrappingKey } = await split(await derive(password, salt, iterations));
      return { algorithm: ALGORITHM, iterations, salt: toBase64(salt), hash: toBase64(hash), wrappingKey };
    },

    async store(email, prepared, user, actorKey, credentialsVersion) {
      const { wrappingKey, ...record } = prepared;
      const wrapped = actorKey ? await wrapActorKey(crypto, actorKey, wrappingKey) : undefined;
      await credentials.put({
        ...record,
        email: normalizeEmail(email),
        user,
        savedAt: now().toISOString(),
        ...(wrapped ? { actorKey: wrapped } : {}),
        ...(credentialsVersion !== undefined ? { credentialsVersion } : {}),
      });
      // A non-extractable copy to sign with, made the way an offline sign-in will make it.
      return wrapped ? unwrapActorKey(crypto, wrapped, wrappingKey) : null;
    },

    async save(email, password, user) {
      await verifier.store(email, await verifier.prepare(password), user);
    },

    async unlock(email, password) {
      const stored = await credentials.get(normalizeEmail(email));
      if (!stored) return null;
      // The stored count, not today's constant, so raising PBKDF2_ITERATIONS keeps old verifiers working.
      const derived = await derive(password, fromBase64(stored.salt), stored.iterations);
      if (stored.algorithm === 'PBKDF2-SHA-256') {
        // Saved before actor keys: the derivation itself was stored, and there is no key to unwrap.
        return constantTimeEqual(derived, fromBase64(stored.hash))
          ? { user: stored.user, signingKey: null }
          : null;
      }
      if (stored.algorithm !== ALGORITHM) return null;
      const { hash, wrappingKey } = await split(derived);
      if (!constantTimeEqual(hash, fromBase64(stored.hash))) return null;
      const signingKey = stored.actorKey ? await unwrapActorKey(crypto, stored.actorKey, wrappingKey) : null;
      return { user: stored.user, signingKey };
    },

    async verify(email, password) {
      return (await verifier.unlock(email, password))?.user ?? null;
    },

    async has(email) {
      return (await credentials.get(normalizeEmail(email))) !== undefined;
    },

    async refreshUser(user) {
      await credentials.update(normalizeEmail(user.email), { user });
    },

    async forget(email) {
      await credentials.delete(normalizeEmail(email));
    },
  };
  return verifier;
}

/** Compares every byte whatever the first difference, so timing says nothing about how close a guess was. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** This browser's verifier, kept in the app database. */
export const offlineVerifier: OfflineVerifier = createOfflineVerifier({
  credentials: db.credentials,
  crypto: globalThis.crypto,
  now: () => new Date(),
  iterations: PBKDF2_ITERATIONS,
});
