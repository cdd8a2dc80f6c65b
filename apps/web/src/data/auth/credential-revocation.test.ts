import type { PublicUser } from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CafeDb, openCafeDb } from '../db';
import { dropRevokedCredentials, onSignInWithdrawn, whileChangingPassword } from './credential-revocation';

const user: PublicUser = {
  id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f',
  name: 'Sam Staff',
  email: 'staff@cafe.example',
  role: 'staff',
  avatarFileId: null,
};

describe('dropping withdrawn offline sign-ins', () => {
  let db: CafeDb;
  beforeEach(async () => {
    db = openCafeDb(`revocation-${crypto.randomUUID()}`);
    await db.credentials.put({
      email: user.email,
      algorithm: 'PBKDF2-SHA-256+HKDF',
      iterations: 1,
      salt: 'c2FsdA==',
      hash: 'aGFzaA==',
      user,
      savedAt: '2026-03-14T09:00:00.000Z',
      credentialsVersion: 2,
    });
    await db.signingSession.put({ id: 'current', userId: user.id, key: null });
  });
  afterEach(() => db.delete());

  const inSync = (row: { credentialsVersion?: number; deletedAt?: string | null } | null) =>
    db.transaction('rw', db.credentials, db.signingSession, () => dropRevokedCredentials(db, user.id, row));

  it('keeps a verifier saved under the row’s credentials version', async () => {
    expect(await inSync({ credentialsVersion: 2, deletedAt: null })).toBe(false);
    expect(await db.credentials.count()).toBe(1);
    expect(await db.signingSession.get('current')).toBeDefined();
  });

  it('drops the verifier and the signing session when the server withdrew them, and says so', async () => {
    const heard: string[] = [];
    const stop = onSignInWithdrawn((userId) => heard.push(userId));
    expect(await inSync({ credentialsVersion: 3, deletedAt: null })).toBe(true);
    expect(await db.credentials.count()).toBe(0);
    expect(await db.signingSession.get('current')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(heard).toEqual([user.id]);
  });

  it('drops them for a deleted user', async () => {
    expect(await inSync(null)).toBe(true);
    expect(await db.credentials.count()).toBe(0);
  });

  it('leaves them alone while this browser changes the password itself', async () => {
    await whileChangingPassword(user.id, async () => {
      expect(await inSync({ credentialsVersion: 3, deletedAt: null })).toBe(false);
    });
    expect(await db.credentials.count()).toBe(1);
  });
});
