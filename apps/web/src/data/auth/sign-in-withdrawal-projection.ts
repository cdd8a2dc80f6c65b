import type { Projection } from '../projection';
import { dropRevokedCredentials } from './credential-revocation';

/**
 * A user's offline sign-in on this browser, withdrawn in the transaction that lays the server's row of that user
 * (deleted, or with a higher credentialsVersion: docs/security.md). Only the server withdraws a sign-in, so this
 * till's own edits of a user, not yet accepted, leave it alone.
 */
export const signInWithdrawalProjection: Projection<'user'> = {
  entity: 'user',
  tables: ['credentials', 'signingSession'],
  follows: 'server-rows',
  apply: (db, { id, after }) => dropRevokedCredentials(db, id, after ?? null),
};
