import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('encodes scrypt with its cost, salt and hash, and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$2$3',
      'bcrypt$32768$8$1$c2FsdA==$aGFzaA==',
      'scrypt$x$8$1$a$b',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('has a dummy hash for unknown emails that no password matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
