/**
 * What this browser keeps to sign users in offline and to sign their changes, loaded on first use so the sign-in
 * screen renders without Dexie (the service worker precaches this chunk for offline use).
 */
export { offlineVerifier } from './offline-verifier';
export { signingSession } from './signing-session';
