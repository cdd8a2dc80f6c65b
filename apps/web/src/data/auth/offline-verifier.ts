import { normalizeEmail, type PublicUser } from '@cafe/domain';
import { type CafeDb, db, type StoredCredential } from '../db';

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

/** A salted derivation of a password, not yet tied to a user. */
export type PreparedVerifier = Pick<StoredCredential, 'algorithm' | 'iterations' | 'salt' | 'hash'>;

export interface OfflineVerifier {
  /**
   * The slow part on its own, so sign-in can run it while the server is being asked and store the result
   * only if the server says yes.
   */
  prepare(password: string): Promise<PreparedVerifier>;
  /** Remember, after a successful online sign-in, how to check this password for this user offline. */
  store(email: string, prepared: PreparedVerifier, user: PublicUser): Promise<void>;
  save(email: string, password: string, user: PublicUser): Promise<void>;
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
  ): Promise<Uint8Array> {
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

  const verifier: OfflineVerifier = {
    async prepare(password) {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const hash = await derive(password, salt, iterations);
      return { algorithm: 'PBKDF2-SHA-256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
    },

    async store(email, prepared, user) {
      await credentials.put({
        ...prepared,
        email: normalizeEmail(email),
        user,
        savedAt: now().toISOString(),
      });
    },

    async save(email, password, user) {
      await verifier.store(email, await verifier.prepare(password), user);
    },

    async verify(email, password) {
      const stored = await credentials.get(normalizeEmail(email));
      if (stored?.algorithm !== 'PBKDF2-SHA-256') return null;
      // The stored count, not today's constant, so raising PBKDF2_ITERATIONS keeps old verifiers working.
      const actual = await derive(password, fromBase64(stored.salt), stored.iterations);
      return constantTimeEqual(actual, fromBase64(stored.hash)) ? stored.user : null;
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

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This browser's verifier, kept in the app database. */
export const offlineVerifier: OfflineVerifier = createOfflineVerifier({
  credentials: db.credentials,
  crypto: globalThis.crypto,
  now: () => new Date(),
  iterations: PBKDF2_ITERATIONS,
});
