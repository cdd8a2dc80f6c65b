/**
 * A user. Made online only (POST /api/users), so no password ever waits in an outbox: sync carries edits of a
 * user's public fields and deletions. Who may change whom is checked here; that the store keeps an admin, that an
 * email is free, and the sign-ins a lowered role withdraws, need the database (the server's entity-rules.ts).
 */
import { DEFAULT_ROLE, isRole, type Role } from '../permissions.js';
import { accountChangeRefusal, userChangeRefusal } from '../user-authority.js';
import type { EntityModule } from './entity-module.js';
import { USER_MESSAGES } from './user-rules.js';

/** A stored role the app no longer knows counts as the least one. */
export function storedRole(user: { role: string }): Role {
  return isRole(user.role) ? user.role : DEFAULT_ROLE;
}

export const userModule = {
  entity: 'user',
  immutableMessage: 'A user is added online, in Settings > Users, so that no password waits in an outbox',
  refuseUpdate: (current, data, sent, actor) =>
    userChangeRefusal({
      actorRole: actor.role,
      currentRole: storedRole(current),
      nextRole: sent.includes('role') ? data.role : undefined,
      emailChanged: sent.includes('email') && data.email !== current.email,
      self: current.id === actor.id,
    }),
  refuseDelete(current, actor) {
    if (current.id === actor.id) return USER_MESSAGES.cannotDeleteSelf;
    return accountChangeRefusal(actor.role, { role: storedRole(current), self: false }, 'delete');
  },
} satisfies EntityModule<'user'>;
