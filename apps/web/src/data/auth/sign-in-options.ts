import { parseSignInOptions, type SignInOptions } from '@cafe/domain';
import { authApi } from './auth-api';

export const SIGN_IN_OPTIONS_STORAGE_KEY = 'sign-in-options';

/** The last answer the server gave, so the sign-in screen can list the accounts while offline. */
export function readCachedSignInOptions(): SignInOptions | null {
  try {
    const raw = localStorage.getItem(SIGN_IN_OPTIONS_STORAGE_KEY);
    if (raw === null) return null;
    return parseSignInOptions(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Asks the server how this cafe signs in (demo accounts, or first-run setup) and remembers the answer.
 * Null when the server can't be asked: callers then keep the cached answer.
 */
export async function fetchSignInOptions(): Promise<SignInOptions | null> {
  const result = await authApi.signInOptions();
  if (!result.ok) return null;
  try {
    localStorage.setItem(SIGN_IN_OPTIONS_STORAGE_KEY, JSON.stringify(result.data));
  } catch {
    // A full or blocked localStorage only costs the offline list.
  }
  return result.data;
}
