import type { Role, User } from '@cafe/domain';
import { USER_MESSAGES } from '@cafe/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { TEST_ROW_BASE } from '../../test/test-rows';

function makeUser(name: string, role: Role): User {
  const id = crypto.randomUUID();
  return {
    ...TEST_ROW_BASE,
    id,
    name,
    email: `${name.toLowerCase()}@cafe.example`,
    role,
    avatarFileId: null,
    credentialsVersion: 0,
  };
}

const peer = makeUser('Jordan', 'manager');
const barista = makeUser('Riley', 'staff');

async function openEdit(user: User, as: Role) {
  renderApp(`/settings/users/edit/${user.id}`, as);
  return screen.findByRole('form', { name: 'User' });
}

const roleOptions = (form: HTMLElement) =>
  within(within(form).getByLabelText('Role'))
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(cleanup);

describe('Edit User: only an admin takes over a colleague at or above their own role', () => {
  beforeEach(async () => {
    await db.users.clear();
    await db.users.bulkAdd([peer, barista, { ...makeUser('Morgan', 'manager'), ...TEST_USERS.manager }]);
  });

  it('shows a fellow manager’s role, email and password as the manager may not change them', async () => {
    const form = await openEdit(peer, 'manager');
    expect(roleOptions(form)).toEqual(['Manager']);
    expect(within(form).getByText(USER_MESSAGES.roleChangeNotAllowed)).toBeVisible();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(form).getByText(USER_MESSAGES.emailChangeNotAllowed)).toBeVisible();
    expect(within(form).queryByLabelText('New password')).toBeNull();
    expect(within(form).getByText(USER_MESSAGES.passwordResetNotAllowed)).toBeVisible();
    // The name is not the account: still theirs to correct.
    expect(within(form).getByLabelText('Name')).not.toHaveAttribute('readonly');
  });

  it('leaves all of it open for staff, and for an admin', async () => {
    const staffForm = await openEdit(barista, 'manager');
    expect(roleOptions(staffForm)).toEqual(['Manager', 'Staff']);
    expect(within(staffForm).getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(within(staffForm).getByLabelText('New password')).toBeVisible();
    cleanup();
    const adminForm = await openEdit(peer, 'admin');
    expect(roleOptions(adminForm)).toEqual(['Admin', 'Manager', 'Staff']);
    expect(within(adminForm).getByLabelText('New password')).toBeVisible();
  });
});
