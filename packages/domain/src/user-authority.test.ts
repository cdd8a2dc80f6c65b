import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from './entities/user.js';
import type { Role } from './permissions.js';
import {
  accountChangeRefusal,
  assignableRoles,
  isDemotion,
  isOwnProfileEdit,
  lastAdminRefusal,
  type UserChange,
  userChangeRefusal,
} from './user-authority.js';

/** A change of someone else that leaves their email alone, unless the test says otherwise. */
const change = (
  actorRole: Role,
  currentRole: Role | null,
  nextRole: Role | undefined,
  more: Partial<UserChange> = {},
) => userChangeRefusal({ actorRole, currentRole, nextRole, emailChanged: false, self: false, ...more });

describe('user rules', () => {
  it('lets nobody give a role above their own', () => {
    expect(assignableRoles('admin')).toEqual(['admin', 'manager', 'staff']);
    expect(assignableRoles('manager')).toEqual(['manager', 'staff']);
    expect(change('manager', null, 'admin')).toBe(USER_MESSAGES.roleAboveOwn);
    expect(change('manager', 'staff', 'admin')).toBe(USER_MESSAGES.roleAboveOwn);
    expect(change('manager', 'staff', 'manager')).toBeNull();
    expect(change('admin', 'staff', 'admin')).toBeNull();
  });

  it('keeps a manager away from an admin, even for a name change', () => {
    expect(change('manager', 'admin', undefined)).toBe(USER_MESSAGES.outranked);
    expect(change('admin', 'admin', 'staff')).toBeNull();
  });

  it('lets an admin reset anyone, a manager only staff', () => {
    const reset = (actor: Role, target: Role) =>
      accountChangeRefusal(actor, { role: target, self: false }, 'password');
    expect(reset('admin', 'admin')).toBeNull();
    expect(reset('manager', 'staff')).toBeNull();
    expect(reset('manager', 'manager')).toBe(USER_MESSAGES.passwordResetNotAllowed);
    expect(reset('manager', 'admin')).toBe(USER_MESSAGES.passwordResetNotAllowed);
    expect(reset('staff', 'staff')).toBe(USER_MESSAGES.passwordResetNotAllowed);
  });

  it('lets only an admin take over an account at or above the actor’s own role', () => {
    // Each step of a takeover of a fellow manager: lower them, change their sign-in, reset, delete.
    expect(change('manager', 'manager', 'staff')).toBe(USER_MESSAGES.roleChangeNotAllowed);
    expect(change('manager', 'manager', undefined, { emailChanged: true })).toBe(
      USER_MESSAGES.emailChangeNotAllowed,
    );
    expect(accountChangeRefusal('manager', { role: 'manager', self: false }, 'delete')).toBe(
      USER_MESSAGES.deleteNotAllowed,
    );
    // What does not take the account over stays open: a name, or the role it already has.
    expect(change('manager', 'manager', undefined)).toBeNull();
    expect(change('manager', 'manager', 'manager')).toBeNull();
    // Below one's own role, and for an admin anyone, all of it is allowed.
    expect(change('manager', 'staff', 'manager', { emailChanged: true })).toBeNull();
    expect(change('admin', 'admin', 'staff', { emailChanged: true })).toBeNull();
    expect(change('admin', 'manager', 'staff', { emailChanged: true })).toBeNull();
    // One's own account is one's own: stepping down, or a new address on one's profile.
    expect(change('manager', 'manager', 'staff', { self: true, emailChanged: true })).toBeNull();
    expect(change('manager', 'manager', 'admin', { self: true })).toBe(USER_MESSAGES.roleAboveOwn);
  });

  it('keeps the last admin an admin', () => {
    const admin = { currentRole: 'admin' as const, nextRole: 'manager' as const, deleting: false };
    expect(lastAdminRefusal(admin, 0)).toBe(USER_MESSAGES.lastAdminDemoted);
    expect(lastAdminRefusal(admin, 1)).toBeNull();
    expect(lastAdminRefusal({ ...admin, nextRole: undefined, deleting: true }, 0)).toBe(
      USER_MESSAGES.lastAdminDeleted,
    );
    expect(lastAdminRefusal({ ...admin, nextRole: 'admin' }, 0)).toBeNull();
    expect(lastAdminRefusal({ ...admin, currentRole: 'manager' }, 0)).toBeNull();
  });

  it('orders roles for demotion', () => {
    expect(isDemotion('admin', 'manager')).toBe(true);
    expect(isDemotion('manager', 'staff')).toBe(true);
    expect(isDemotion('staff', 'manager')).toBe(false);
    expect(isDemotion('manager', 'manager')).toBe(false);
  });
});

describe('own profile', () => {
  const me = '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';
  const edit = (data: Record<string, unknown>, actorId = me) =>
    isOwnProfileEdit({ entity: 'user', action: 'update', actorId, data: { id: me, ...data } });
  it('lets anyone change their own name, email and avatar, but not their role or anyone else', () => {
    expect(edit({ name: 'Sam', email: 'sam@cafe.example', avatarFileId: null })).toBe(true);
    expect(edit({ role: 'admin' })).toBe(false);
    expect(edit({ name: 'Sam' }, '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f')).toBe(false);
  });
});
