/**
 * Who may make, change or remove whom (issue: settings, beyond spec §6). The permission table says which role
 * may touch users at all; these rules close what it leaves open: nobody grants a role above their own, a manager
 * never changes an admin, the store always keeps an admin, nobody removes themselves. The server applies them to
 * every API call and pushed mutation; the web app uses the same functions to offer only what would be accepted.
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

export interface UserChange {
  /** The acting user's current role. */
  actorRole: Role;
  /** The target's role now; null for a new user. */
  currentRole: Role | null;
  /** The role asked for; undefined when the change leaves the role alone. */
  nextRole: Role | undefined;
}

/** Why a create or edit may not happen, or null. */
export function userChangeRefusal({ actorRole, currentRole, nextRole }: UserChange): string | null {
  if (currentRole !== null && outranks(currentRole, actorRole)) return USER_MESSAGES.outranked;
  if (nextRole !== undefined && outranks(nextRole, actorRole)) return USER_MESSAGES.roleAboveOwn;
  return null;
}

/**
 * Setting someone else's password is taking over their account: an admin may for anyone, anyone else only for a
 * role below their own (a manager for staff, never for a fellow manager).
 */
export function passwordResetRefusal(actorRole: Role, targetRole: Role): string | null {
  if (actorRole === 'admin' || outranks(actorRole, targetRole)) return null;
  return USER_MESSAGES.passwordResetNotAllowed;
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
export const OWN_PROFILE_FIELDS = ['name', 'email', 'avatarFileId'] as const;

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
