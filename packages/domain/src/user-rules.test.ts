import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from './entities/user.js';
import {
  assignableRoles,
  isDemotion,
  isOwnProfileEdit,
  lastAdminRefusal,
  passwordResetRefusal,
  userChangeRefusal,
} from './user-rules.js';

describe('user rules', () => {
  it('lets nobody give a role above their own', () => {
    expect(assignableRoles('admin')).toEqual(['admin', 'manager', 'staff']);
    expect(assignableRoles('manager')).toEqual(['manager', 'staff']);
    expect(userChangeRefusal({ actorRole: 'manager', currentRole: null, nextRole: 'admin' })).toBe(
      USER_MESSAGES.roleAboveOwn,
    );
    expect(userChangeRefusal({ actorRole: 'manager', currentRole: 'staff', nextRole: 'admin' })).toBe(
      USER_MESSAGES.roleAboveOwn,
    );
    expect(userChangeRefusal({ actorRole: 'manager', currentRole: 'staff', nextRole: 'manager' })).toBeNull();
    expect(userChangeRefusal({ actorRole: 'admin', currentRole: 'staff', nextRole: 'admin' })).toBeNull();
  });

  it('keeps a manager away from an admin, even for a name change', () => {
    expect(userChangeRefusal({ actorRole: 'manager', currentRole: 'admin', nextRole: undefined })).toBe(
      USER_MESSAGES.outranked,
    );
    expect(userChangeRefusal({ actorRole: 'admin', currentRole: 'admin', nextRole: 'staff' })).toBeNull();
  });

  it('lets an admin reset anyone, a manager only staff', () => {
    expect(passwordResetRefusal('admin', 'admin')).toBeNull();
    expect(passwordResetRefusal('manager', 'staff')).toBeNull();
    expect(passwordResetRefusal('manager', 'manager')).toBe(USER_MESSAGES.passwordResetNotAllowed);
    expect(passwordResetRefusal('manager', 'admin')).toBe(USER_MESSAGES.passwordResetNotAllowed);
    expect(passwordResetRefusal('staff', 'staff')).toBe(USER_MESSAGES.passwordResetNotAllowed);
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
