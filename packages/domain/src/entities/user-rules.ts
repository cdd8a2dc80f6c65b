/** The zod-free half of user.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */
import { formatFileSize } from '../files-rules.js';

export const USER_MESSAGES = {
  notFound: 'User not found',
  loadFailed: 'Failed to load user',
  saveFailed: 'Failed to save user',
  deleteConfirm: 'Are you sure you want to delete this user?',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  emailTaken: 'This email address is already in use',
  currentPasswordWrong: 'Current password is incorrect',
  lastAdminDemoted: 'The last admin cannot be given another role',
  lastAdminDeleted: 'The last admin cannot be deleted',
  roleAboveOwn: 'You cannot give anyone a role above your own',
  outranked: 'You cannot change a user whose role is above your own',
  passwordResetNotAllowed:
    'Only an admin can reset the password of a user whose role is the same as yours or above. Ask an admin to do it.',
  roleChangeNotAllowed:
    'Only an admin can change the role of a user whose role is the same as yours or above. Ask an admin to do it.',
  emailChangeNotAllowed:
    'Only an admin can change the email of a user whose role is the same as yours or above. Ask an admin to do it.',
  deleteNotAllowed:
    'Only an admin can delete a user whose role is the same as yours or above. Ask an admin to do it.',
  needsConnection: 'This needs a connection to the server. Check the network and try again.',
  required: 'Please fill all required fields',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  cannotDeleteSelf: 'You cannot delete your own account!',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordsDoNotMatch: 'New passwords do not match',
} as const;

/** Spec §9: avatars up to 2MB. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

export function avatarTooLargeMessage(sizeBytes: number): string {
  return `File size exceeds 2MB (Current: ${formatFileSize(sizeBytes)})`;
}
