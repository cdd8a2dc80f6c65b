/**
 * Who may make, change or remove whom (beyond spec §6). The permission table says which role may touch users at
 * all; these rules close what it leaves open: nobody grants a role above their own, a manager never changes an
 * admin, only an admin takes over a colleague's account (accountChangeRefusal), the store always keeps an admin,
 * nobody removes themselves. The server applies them to every API call and pushed mutation; the web app uses the
 * same functions to offer only what would be accepted.
 */
import { USER_MESSAGES } from './entities/user-rules.js';
import type { Role } from './permissions.js';

const ROLE_RANK: Readonly<Record<Role, number>> = Object.freeze({ staff: 1, manager: 2, admin: 3 });

export function outranks(a: Role, b: Role): boolean {
  return ROLE_RANK[a] > ROLE_RANK[b];
}

/** True when `next` gives less than `current` (a demotion ends the user's sessions and offline sign-ins). */
export function isDemotion(current: Role, next: Role): boolean {
  return ROLE_RANK[next] < ROLE_RANK[current];
}

/** The roles `actor` may give: their own and below. */
export function assignableRoles(actor: Role): Role[] {
  return (['admin', 'manager', 'staff'] as const).filter((role) => !outranks(role, actor));
}

/**
 * What lets someone into an account, or locks its owner out: its role (a lowered role ends its sessions), its
 * email (the sign-in name), its password (a reset ends its sessions), its very existence. These are the only ways
 * to end someone else's sessions.
 */
export type AccountChange = 'role' | 'email' | 'password' | 'delete';

const ACCOUNT_CHANGE_REFUSALS: Readonly<Record<AccountChange, string>> = {
  role: USER_MESSAGES.roleChangeNotAllowed,
  email: USER_MESSAGES.emailChangeNotAllowed,
  password: USER_MESSAGES.passwordResetNotAllowed,
  delete: USER_MESSAGES.deleteNotAllowed,
};

/**
 * Changing any of those for someone at or above one's own role is taking their account over, one allowed-looking
 * step at a time (lower a fellow manager to staff, reset the password a manager may reset for staff, raise them
 * back, sign in as them): an admin may do it for anyone, anyone else only for a role below their own. One's own
 * account is not taken over: raising one's own role is roleAboveOwn's business, a password has its own change with
 * the current one, and one's own email is part of one's profile.
 */
export function accountChangeRefusal(
  actorRole: Role,
  target: { role: Role; self: boolean },
  change: AccountChange,
): string | null {
  if (target.self || actorRole === 'admin' || outranks(actorRole, target.role)) return null;
  return ACCOUNT_CHANGE_REFUSALS[change];
}

export interface UserChange {
  /** The acting user's current role. */
  actorRole: Role;
  /** The target's role now; null for a new user. */
  currentRole: Role | null;
  /** The role asked for; undefined when the change leaves the role alone. */
  nextRole: Role | undefined;
  /** The change gives the target a different email. */
  emailChanged: boolean;
  /** The target is the acting user. */
  self: boolean;
}

/** Why a create or edit may not happen, or null. */
export function userChangeRefusal(change: UserChange): string | null {
  const { actorRole, currentRole, nextRole } = change;
  if (currentRole !== null && outranks(currentRole, actorRole)) return USER_MESSAGES.outranked;
  if (nextRole !== undefined && outranks(nextRole, actorRole)) return USER_MESSAGES.roleAboveOwn;
  if (currentRole === null) return null;
  const target = { role: currentRole, self: change.self };
  const roleChanged = nextRole !== undefined && nextRole !== currentRole;
  return (
    (roleChanged ? accountChangeRefusal(actorRole, target, 'role') : null) ??
    (change.emailChanged ? accountChangeRefusal(actorRole, target, 'email') : null)
  );
}

/** The store must keep an admin: `otherAdmins` counts the live admins besides the target. */
export function lastAdminRefusal(
  change: { currentRole: Role; nextRole: Role | undefined; deleting: boolean },
  otherAdmins: number,
): string | null {
  if (change.currentRole !== 'admin' || otherAdmins > 0) return null;
  if (change.deleting) return USER_MESSAGES.lastAdminDeleted;
  if (change.nextRole !== undefined && change.nextRole !== 'admin') return USER_MESSAGES.lastAdminDemoted;
  return null;
}

/** The profile fields anyone may change on their own account (Your Profile), whatever their role. */
const OWN_PROFILE_FIELDS = ['name', 'email', 'avatarFileId'] as const;

/**
 * A change of one's own name, email or avatar: allowed without edit_user, since staff have a profile too.
 * The role is not among them: nobody changes their own role without edit_user.
 */
export function isOwnProfileEdit(mutation: {
  entity: string;
  action: string;
  actorId: string;
  data: Record<string, unknown>;
}): boolean {
  if (mutation.entity !== 'user' || mutation.action !== 'update' || mutation.data.id !== mutation.actorId) {
    return false;
  }
  const allowed: readonly string[] = ['id', ...OWN_PROFILE_FIELDS];
  return Object.keys(mutation.data).every((key) => allowed.includes(key));
}
