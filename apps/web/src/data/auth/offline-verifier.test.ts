import type { PublicUser } from '@cafe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { db, openCafeDb } from '../db';
import {
  constantTimeEqual,
  createOfflineVerifier,
  offlineVerifier,
  PBKDF2_ITERATIONS,
} from './offline-verifier';

const manager: PublicUser = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Morgan Manager',
  email: 'manager@cafe.example',
  role: 'manager',
  avatarFileId: null,
};

const testDb = openCafeDb('offline-verifier-test');
// Few iterations keep the many derivations here quick; the shipped instance's count is checked separately.
const verifier = createOfflineVerifier({
  credentials: testDb.credentials,
  crypto: globalThis.crypto,
  now: () => new Date('2026-03-01T09:00:00.000Z'),
  iterations: 1_000,
});

function base64(bytes: ArrayLike<number>): string {
  return btoa(String.fromCharCode(...Array.from(bytes)));
}

afterEach(async () => {
  await testDb.credentials.clear();
  await db.credentials.clear();
});

describe('offline verifier', () => {
  it('signs in offline with the password used online and returns the stored user', async () => {
    await verifier.save('manager@cafe.example', 'cafe-demo-2026', manager);
    expect(await verifier.verify('manager@cafe.example', 'cafe-demo-2026')).toEqual(manager);
  });

  it('rejects a wrong password and an email it never saw', async () => {
    await verifier.save('manager@cafe.example', 'cafe-demo-2026', manager);
    expect(await verifier.verify('manager@cafe.example', 'cafe-demo-2027')).toBeNull();
    expect(await verifier.verify('manager@cafe.example', '')).toBeNull();
    expect(await verifier.verify('staff@cafe.example', 'cafe-demo-2026')).toBeNull();
  });

  it('keys by the trimmed, lower-cased email', async () => {
    await verifier.save(' Manager@Cafe.Example ', 'cafe-demo-2026', manager);
    expect(await testDb.credentials.get('manager@cafe.example')).toBeDefined();
    expect(await verifier.verify('MANAGER@cafe.example', 'cafe-demo-2026')).toEqual(manager);
    expect(await verifier.has('manager@CAFE.example')).toBe(true);
  });

  it('never stores the password, and salts every save afresh', async () => {
    await verifier.save('manager@cafe.example', 'cafe-demo-2026', manager);
    const first = await testDb.credentials.get('manager@cafe.example');
    await verifier.save('manager@cafe.example', 'cafe-demo-2026', manager);
    const second = await testDb.credentials.get('manager@cafe.example');

    expect(JSON.stringify([first, second])).not.toContain('cafe-demo-2026');
    expect(first).toMatchObject({
      algorithm: 'PBKDF2-SHA-256+HKDF',
      iterations: 1_000,
      savedAt: '2026-03-01T09:00:00.000Z',
    });
    expect(atob(first?.salt ?? '')).toHaveLength(16);
    expect(atob(first?.hash ?? '')).toHaveLength(32);
    expect(second?.salt).not.toBe(first?.salt);
    expect(second?.hash).not.toBe(first?.hash);
  });

  it('replaces the verifier when the user signs in online with a new password', async () => {
    await verifier.save('manager@cafe.example', 'old-password', manager);
    await verifier.save('manager@cafe.example', 'new-password', manager);
    expect(await verifier.verify('manager@cafe.example', 'old-password')).toBeNull();
    expect(await verifier.verify('manager@cafe.example', 'new-password')).toEqual(manager);
  });

  it('derives PBKDF2-HMAC-SHA256 exactly (RFC 7914 test vector), and keeps verifying one saved before actor keys', async () => {
    // P = "passwd", S = "salt", c = 1: the first 32 bytes of the RFC's 64-byte answer.
    const expected = '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc';
    const hash = expected.match(/../g)?.map((hex) => Number.parseInt(hex, 16)) ?? [];
    await testDb.credentials.put({
      email: 'manager@cafe.example',
      algorithm: 'PBKDF2-SHA-256',
      iterations: 1,
      salt: base64(new TextEncoder().encode('salt')),
      hash: base64(hash),
      user: manager,
      savedAt: '2026-03-01T09:00:00.000Z',
    });
    expect(await verifier.verify('manager@cafe.example', 'passwd')).toEqual(manager);
    expect(await verifier.verify('manager@cafe.example', 'passwe')).toBeNull();
  });

  it('refreshes the stored user without touching the verifier, and forgets on request', async () => {
    await verifier.save('manager@cafe.example', 'cafe-demo-2026', manager);
    const renamed = { ...manager, name: 'Morgan M.', role: 'admin' as const };
    await verifier.refreshUser(renamed);
    expect(await verifier.verify('manager@cafe.example', 'cafe-demo-2026')).toEqual(renamed);

    await verifier.forget('manager@cafe.example');
    expect(await verifier.has('manager@cafe.example')).toBe(false);
  });

  it('refreshing a user this browser never verified stores nothing', async () => {
    await verifier.refreshUser(manager);
    expect(await testDb.credentials.count()).toBe(0);
  });

  it('ships with 600,000 iterations in the app database', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    await offlineVerifier.save('manager@cafe.example', 'cafe-demo-2026', manager);
    const stored = await db.credentials.get('manager@cafe.example');
    expect(stored?.iterations).toBe(600_000);
    expect(db.name).toBe('cafeposdb');
    expect(await offlineVerifier.verify('manager@cafe.example', 'cafe-demo-2026')).toEqual(manager);
  });
});

describe('constantTimeEqual', () => {
  it('is true only for identical bytes', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([0]), new Uint8Array([]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true);
  });
});
