import '../../test/node-blobs';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useAuthStore } from '../../data/auth/auth-store';
import { db } from '../../data/db';
import { sha256Hex } from '../../data/files/device-files';
import { fileOf, PNG_BYTES } from '../../data/files/file-fixtures';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { freshTill } from '../../test/test-rows';

afterEach(cleanup);

beforeEach(async () => {
  await freshTill(TEST_USERS.staff, [TEST_USERS.staff]);
});

it('saves a new avatar with the profile and sends it to the server', async () => {
  const user = userEvent.setup();
  renderApp('/settings/profile', 'staff');
  const form = await screen.findByRole('form', { name: 'Your Profile' });
  await user.upload(within(form).getByLabelText('Avatar'), fileOf(PNG_BYTES, 'me.png', 'image/png'));
  await within(form).findByRole('button', { name: 'Replace avatar' });
  await user.click(within(form).getByRole('button', { name: 'Save Profile' }));

  const avatar = await sha256Hex(PNG_BYTES);
  await waitFor(async () => expect((await db.users.get(TEST_USERS.staff.id))?.avatarFileId).toBe(avatar));
  const sent = await db.syncLog.toArray();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ entity: 'user', action: 'update', data: { avatarFileId: avatar } });
  expect(useAuthStore.getState().user?.avatarFileId).toBe(avatar);
  expect(await db.files.get(avatar)).toMatchObject({ purpose: 'avatar', state: 'pending' });
});
