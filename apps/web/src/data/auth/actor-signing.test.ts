/**
 * Actor proof on the browser's side (docs/security.md, "Who made a change"): on a till shared by a manager and a
 * staff member, only the user signed in right now can sign, and what they sign verifies with the public key their
 * sign-in gave the server. The server's half (it applies nothing unsigned) is tested in the server's suite.
 */
import {
  ACTOR_KEY_ALGORITHM,
  ACTOR_SIGNATURE_ALGORITHM,
  mutationProofMessage,
  type ProvenMutation,
} from '@cafe/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { testRepositories } from '../sync/test-kit';
import { useAuthStore } from './auth-store';
import { DEMO_PASSWORD, demoUsers, fakeAuthServer } from './fake-auth-server';
import { signingSession } from './signing-session';

const { manager, staff } = demoUsers;

// Each online sign-in derives a 600,000-round PBKDF2 verifier; allow for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The public keys the sign-ins sent the server, in order. */
function sentActorKeys(server: ReturnType<typeof fakeAuthServer>): string[] {
  return server.fetch.mock.calls
    .filter(([path]) => path === '/api/auth/login')
    .map(([, init]) => JSON.parse(String(init?.body)).actorKey as string);
}

async function verifies(publicKey: string, signature: string, mutation: ProvenMutation): Promise<boolean> {
  const key = await crypto.subtle.importKey('spki', fromBase64Url(publicKey), ACTOR_KEY_ALGORITHM, false, [
    'verify',
  ]);
  const message = new TextEncoder().encode(mutationProofMessage(mutation));
  return crypto.subtle.verify(ACTOR_SIGNATURE_ALGORITHM, key, fromBase64Url(signature), message);
}

/** A product create as a screen makes it, by whoever the auth store says is signed in. */
function addProduct() {
  const repos = testRepositories(db, {
    currentUserId: () => useAuthStore.getState().user?.id ?? null,
    signerFor: (actorId) => signingSession.signerFor(actorId),
  });
  return repos.products.create({ name: 'Flat White', category: 'beverages', price: 450 });
}

beforeEach(() => {
  useAuthStore.setState(useAuthStore.getInitialState(), true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all([
    db.credentials.clear(),
    db.signingSession.clear(),
    db.syncLog.clear(),
    db.products.clear(),
    db.sales.clear(),
  ]);
});

describe('signing on a shared till', () => {
  it("signs each change with the key the server was given at that user's sign-in, inside its write", async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    const [managerKey] = sentActorKeys(server);
    if (!managerKey) throw new Error('The sign-in sent no actor key');

    await addProduct();
    const [entry] = await db.syncLog.toArray();
    if (!entry?.proof) throw new Error('The outbox entry carries no proof');
    expect(entry.actorId).toBe(manager.id);
    const signedAs = { entity: entry.entity, action: entry.action, data: entry.data, actorId: entry.actorId };
    expect(
      await verifies(managerKey, entry.proof.signature, { ...signedAs, clientTime: entry.timestamp }),
    ).toBe(true);
    // The signature covers the data: an altered entry no longer verifies.
    const altered = { ...signedAs, data: { ...entry.data, price: 1 }, clientTime: entry.timestamp };
    expect(await verifies(managerKey, entry.proof.signature, altered)).toBe(false);
  });

  it('signs a sale, whose entry is signed before its write opens, and writes nothing for anyone else', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('staff@cafe.example', DEMO_PASSWORD);
    const [staffKey] = sentActorKeys(server);
    if (!staffKey) throw new Error('The sign-in sent no actor key');
    const sale = {
      items: [{ productId: crypto.randomUUID(), productName: 'Latte', quantity: 1, unitPrice: 450 }],
    };

    const repos = (actorId: string) =>
      testRepositories(db, {
        currentUserId: () => actorId,
        signerFor: (id) => signingSession.signerFor(id),
      });
    await repos(staff.id).sales.create({ ...sale, paymentMethod: 'cash' });
    const [entry] = await db.syncLog.toArray();
    if (!entry?.proof) throw new Error('The outbox entry carries no proof');
    const signed = { entity: entry.entity, action: entry.action, data: entry.data, actorId: staff.id };
    expect(await verifies(staffKey, entry.proof.signature, { ...signed, clientTime: entry.timestamp })).toBe(
      true,
    );

    // In the manager's name, from the staff member's session: refused, and neither the sale nor an entry is stored.
    await expect(repos(manager.id).sales.create({ ...sale, paymentMethod: 'cash' })).rejects.toThrow(
      'Sign in to make changes',
    );
    expect(await db.syncLog.count()).toBe(1);
    expect(await db.sales.count()).toBe(1);
  });

  it('leaves nothing that can sign for the manager once the staff member is signed in after them', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    await useAuthStore.getState().logout();
    expect(await signingSession.signerFor(manager.id)).toBeUndefined();

    await useAuthStore.getState().login('staff@cafe.example', DEMO_PASSWORD);
    expect(await signingSession.signerFor(manager.id)).toBeUndefined();
    expect(await signingSession.signerFor(staff.id)).toEqual(expect.any(Function));

    // What the manager's sign-in left on this browser, as developer tools would show it: a verifier and a
    // wrapped key that the stored bytes alone cannot open, and no key that can be used.
    const stored = await db.credentials.get('manager@cafe.example');
    expect(stored?.actorKey).toMatchObject({ keyId: expect.any(String), wrapped: expect.any(String) });
    expect(JSON.stringify(stored)).not.toContain(DEMO_PASSWORD);
    const session = await db.signingSession.get('current');
    expect(session?.userId).toBe(staff.id);
    expect(session?.key?.privateKey.extractable).toBe(false);

    // A change in the manager's name from the staff member's session is refused before anything is written.
    const repos = testRepositories(db, {
      currentUserId: () => manager.id,
      signerFor: (actorId) => signingSession.signerFor(actorId),
    });
    await expect(
      repos.products.create({ name: 'Free coffee', category: 'beverages', price: 0 }),
    ).rejects.toThrow('Sign in to make changes');
    expect(await db.syncLog.count()).toBe(0);
    expect(sentActorKeys(server)).toHaveLength(2);
  });

  it("unlocks the manager's own key at an offline sign-in with their password, and only with it", async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    const [managerKey] = sentActorKeys(server);
    await useAuthStore.getState().logout();
    server.setReachable(false);

    expect(await useAuthStore.getState().login('manager@cafe.example', 'not-the-password')).toBe(false);
    expect(await signingSession.signerFor(manager.id)).toBeUndefined();

    expect(await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD)).toBe(true);
    await addProduct();
    const [entry] = await db.syncLog.toArray();
    if (!entry?.proof || !managerKey) throw new Error('No proof or no key');
    const mutation = { entity: entry.entity, action: entry.action, data: entry.data, actorId: entry.actorId };
    expect(
      await verifies(managerKey, entry.proof.signature, { ...mutation, clientTime: entry.timestamp }),
    ).toBe(true);
  });

  it('asks a user whose sign-in left no signing key here to sign in again', async () => {
    const server = fakeAuthServer();
    await useAuthStore.getState().login('manager@cafe.example', DEMO_PASSWORD);
    // As after an update from a version that kept no signing session, or cleared storage.
    await db.signingSession.clear();
    await useAuthStore.getState().checkAuth();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(server.calls()).toContain('GET /api/auth/me');
  });
});
