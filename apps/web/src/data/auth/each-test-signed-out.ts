import { afterEach, beforeEach, vi } from 'vitest';
import { db } from '../db';
import { useAuthStore } from './auth-store';

/**
 * The set-up of the sign-in tests (the auth store, the login and setup screens): each test starts signed out on a
 * till with no saved credentials, and the last test's fake server, stubs and spies are gone.
 */
export function eachTestSignedOut(): void {
  beforeEach(() => {
    useAuthStore.setState(useAuthStore.getInitialState(), true);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await db.credentials.clear();
  });
}
