import { type PublicUser, parsePublicUser, type SessionResponse } from '@cafe/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { generateActorKey, type NewActorKey } from './actor-key';
import { type ApiResult, authApi, type SetupAdminInput } from './auth-api';
import { failureWords } from './failure-words';
import type { PreparedVerifier } from './offline-verifier';

export const AUTH_STORAGE_KEY = 'auth-storage';
/**
 * Set while a sign-out has not reached the server. The session cookie is HttpOnly, so a sign-out made offline
 * leaves it in the browser; until the server revokes it, the next online auth check would sign the user back in.
 */
export const PENDING_LOGOUT_KEY = 'auth-pending-logout';
export const INVALID_CREDENTIALS_ERROR = 'Invalid email or password';
export const AUTH_FAILED_ERROR = 'Failed to authenticate. Please try again.';

export interface AuthState {
  user: PublicUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** Online: the server decides. Unreachable: the PBKDF2 verifier saved at this user's last online sign-in here. */
  login(email: string, password: string): Promise<boolean>;
  /** Creates the first admin on a cafe with no users (CAFE_DEMO=false) and signs them in. */
  setupAdmin(input: SetupAdminInput): Promise<boolean>;
  logout(): Promise<void>;
  checkAuth(): Promise<void>;
}

type PersistedAuth = Pick<AuthState, 'user' | 'isAuthenticated'>;

const signedOut = { user: null, isAuthenticated: false } as const;

function setPendingLogout(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(PENDING_LOGOUT_KEY, 'true');
    else localStorage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // Storage blocked: the server session then simply expires on its own.
  }
}

function hasPendingLogout(): boolean {
  try {
    return localStorage.getItem(PENDING_LOGOUT_KEY) !== null;
  } catch {
    return false;
  }
}

/** Revokes the server session; false only when the server could not be reached (the sign-out stays pending). */
async function revokeServerSession(): Promise<boolean> {
  const result = await authApi.logout();
  if (!result.ok && result.kind === 'network') return false;
  if (!result.ok) console.error('Logout failed on the server', result);
  setPendingLogout(false);
  return true;
}

/**
 * The offline verifier and the signing session, and Dexie behind them, load on first use: the sign-in screen
 * renders without them, and the chunk downloads while the sign-in request is under way.
 */
function loadDeviceCredentials() {
  return import('./device-credentials');
}

function loadOfflineVerifier() {
  return loadDeviceCredentials().then((module) => module.offlineVerifier);
}

/** A new signing key for whoever signs in now; null without WebCrypto, when changes made here go unsigned. */
async function newActorKey(): Promise<NewActorKey | null> {
  try {
    return await generateActorKey(globalThis.crypto);
  } catch (error) {
    console.error('Could not make a signing key', error);
    return null;
  }
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      // Bumped by every sign-in and sign-out, so a slow auth check that started before one can't undo it.
      let epoch = 0;

      /**
       * Signs in with the server's answer once the offline verifier is stored, so a user who signed in can
       * always sign in again offline. The derivation started alongside the request, so this rarely waits.
       */
      async function signInOnline(
        result: ApiResult<SessionResponse>,
        prepared: Promise<PreparedVerifier>,
        actorKey: NewActorKey | null,
      ): Promise<boolean> {
        if (!result.ok) return false;
        const { user, credentialsVersion } = result.data;
        // The new session cookie replaced any old one, so an old pending sign-out has nothing left to revoke.
        setPendingLogout(false);
        try {
          const { offlineVerifier, signingSession } = await loadDeviceCredentials();
          // The server registered the key with the password; from now on this user's changes here are signed.
          const signingKey = await offlineVerifier.store(
            user.email,
            await prepared,
            user,
            actorKey ?? undefined,
            credentialsVersion,
          );
          await signingSession.begin(user.id, signingKey);
        } catch (error) {
          // Without IndexedDB or WebCrypto (private mode, full disk) nothing made here could be saved anyway.
          console.error('Could not save the offline sign-in verifier and signing key', error);
        }
        set({ user, isAuthenticated: true, isLoading: false, error: null });
        return true;
      }

      /** Starts the slow PBKDF2 derivation now; a rejection is reported where it is awaited. */
      function prepareVerifier(password: string): Promise<PreparedVerifier> {
        const prepared = loadOfflineVerifier().then((verifier) => verifier.prepare(password));
        prepared.catch(() => {});
        return prepared;
      }

      async function signInOffline(email: string, password: string): Promise<boolean> {
        let user: PublicUser | null = null;
        try {
          const { offlineVerifier, signingSession } = await loadDeviceCredentials();
          const unlocked = await offlineVerifier.unlock(email, password);
          if (unlocked) await signingSession.begin(unlocked.user.id, unlocked.signingKey);
          user = unlocked?.user ?? null;
        } catch (error) {
          console.error('Offline sign-in failed', error);
          set({ ...signedOut, isLoading: false, error: AUTH_FAILED_ERROR });
          return false;
        }
        if (!user) {
          set({ ...signedOut, isLoading: false, error: INVALID_CREDENTIALS_ERROR });
          return false;
        }
        set({ user, isAuthenticated: true, isLoading: false, error: null });
        return true;
      }

      return {
        ...signedOut,
        isLoading: false,
        error: null,

        async login(email, password) {
          epoch++;
          set({ isLoading: true, error: null });
          if (!isOnline()) return signInOffline(email, password);

          const prepared = prepareVerifier(password);
          const actorKey = await newActorKey();
          const result = await authApi.login({
            email: email.trim(),
            password,
            ...(actorKey ? { actorKey: actorKey.publicKey } : {}),
          });
          if (result.ok) return signInOnline(result, prepared, actorKey);
          if (result.kind === 'network') return signInOffline(email, password);
          if (result.kind === 'http' && result.status === 401) {
            set({ ...signedOut, isLoading: false, error: INVALID_CREDENTIALS_ERROR });
            return false;
          }
          // Rate limiting says when to try again; every other failure gets the spec's generic message.
          const error =
            result.kind === 'http' && result.status === 429 ? failureWords(result, null) : AUTH_FAILED_ERROR;
          set({ ...signedOut, isLoading: false, error });
          return false;
        },

        async setupAdmin(input) {
          epoch++;
          set({ isLoading: true, error: null });
          const prepared = prepareVerifier(input.password);
          const actorKey = await newActorKey();
          const result = await authApi.setup({
            ...input,
            email: input.email.trim(),
            ...(actorKey ? { actorKey: actorKey.publicKey } : {}),
          });
          if (result.ok) return signInOnline(result, prepared, actorKey);
          const error =
            result.kind === 'http'
              ? failureWords(result, null)
              : result.kind === 'network'
                ? 'Setting up the cafe needs a connection to the server.'
                : AUTH_FAILED_ERROR;
          set({ isLoading: false, error });
          return false;
        },

        async logout() {
          epoch++;
          set({ ...signedOut, isLoading: false, error: null });
          // Nobody at this till can sign as this user any more, whatever happens to the server session.
          await loadDeviceCredentials()
            .then(({ signingSession }) => signingSession.end())
            .catch((error: unknown) => console.error('Could not drop the signing key', error));
          setPendingLogout(true);
          if (isOnline()) await revokeServerSession();
        },

        async checkAuth() {
          const started = epoch;
          const superseded = () => epoch !== started;
          set({ isLoading: true });
          const keepIfVerifiable = async () => {
            // Offline we can't ask the server; trust a persisted user only if this browser can verify them and
            // still holds their signing session.
            const { user } = get();
            const known = user
              ? await loadDeviceCredentials()
                  .then(
                    async ({ offlineVerifier, signingSession }) =>
                      (await offlineVerifier.has(user.email)) && (await signingSession.holds(user.id)),
                  )
                  .catch(() => false)
              : false;
            if (superseded()) return;
            set(known ? { isAuthenticated: true, isLoading: false } : { ...signedOut, isLoading: false });
          };

          if (!isOnline()) return keepIfVerifiable();
          if (hasPendingLogout()) {
            const revoked = await revokeServerSession();
            if (superseded()) return;
            if (!revoked) return keepIfVerifiable();
          }
          const result = await authApi.me();
          if (superseded()) return;
          if (result.ok) {
            const { user } = result.data;
            // The server knows the session, but without this user's signing key here nothing they did could
            // sync (a sign-in from an app version before actor keys, or storage cleared): sign in again.
            const holds = await loadDeviceCredentials()
              .then(({ signingSession }) => signingSession.holds(user.id))
              .catch(() => false);
            if (superseded()) return;
            if (!holds) {
              set({ ...signedOut, isLoading: false });
              return;
            }
            set({ user, isAuthenticated: true, isLoading: false });
            await loadOfflineVerifier()
              .then((verifier) => verifier.refreshUser(user))
              .catch((error: unknown) => {
                console.error('Could not refresh the offline user', error);
              });
            return;
          }
          if (result.kind === 'http' && result.status === 401) {
            set({ ...signedOut, isLoading: false });
            return;
          }
          if (result.kind !== 'network') console.error('Auth check failed', result);
          return keepIfVerifiable();
        },
      };
    },
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedAuth => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
      // A hand-edited or stale entry must not sign anyone in: keep the user only if it still parses.
      merge: (persisted, current) => {
        const candidate = (persisted ?? {}) as Partial<PersistedAuth>;
        const user = parsePublicUser(candidate.user);
        return user
          ? { ...current, user, isAuthenticated: candidate.isAuthenticated === true }
          : { ...current, ...signedOut };
      },
    },
  ),
);
