/** A person who signs in (spec §3). The password hash is server-only and never part of a synced row. */
import { z } from 'zod';
import { emailField } from '../auth.js';
import { fileIdSchema, formatFileSize } from '../files.js';
import { TEXT_LIMITS } from '../limits.js';
import { DEFAULT_ROLE, ROLES } from '../permissions.js';
import { baseRowSchema, boundedText, requiredText } from './common.js';

export const USER_MESSAGES = {
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

export const userSchema = baseRowSchema.extend({
  name: z.string().min(1),
  email: z.string().min(1),
  role: z.enum(ROLES),
  avatarFileId: fileIdSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

const userFields = {
  name: requiredText(TEXT_LIMITS.name, USER_MESSAGES.required),
  email: emailField({ required: USER_MESSAGES.required, invalid: USER_MESSAGES.emailInvalid }),
  role: z.enum(ROLES, { error: USER_MESSAGES.required }).default(DEFAULT_ROLE),
  avatarFileId: fileIdSchema.nullable().default(null),
};

const passwordField = boundedText(TEXT_LIMITS.password);

/** The user form in create mode: a password is required and must be confirmed. */
export const userInputSchema = z
  .object({
    ...userFields,
    password: z
      .string({ error: USER_MESSAGES.passwordRequired })
      .min(1, USER_MESSAGES.passwordRequired)
      .pipe(passwordField),
    confirmPassword: passwordField.default(''),
  })
  .refine((user) => user.password === user.confirmPassword, {
    error: USER_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type UserInput = z.input<typeof userInputSchema>;

/** The user form in edit mode: a blank password keeps the current one. */
export const userUpdateInputSchema = z
  .object({
    ...userFields,
    password: passwordField.default(''),
    confirmPassword: passwordField.default(''),
  })
  .refine((user) => user.password === user.confirmPassword, {
    error: USER_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type UserUpdateInput = z.input<typeof userUpdateInputSchema>;

/** The profile form: role is read-only; a password change needs the current one and a confirmed new one. */
export const profileInputSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name, 'Name is required'),
    email: emailField({ required: 'Email is required', invalid: USER_MESSAGES.emailInvalid }),
    currentPassword: passwordField.default(''),
    newPassword: passwordField.default(''),
    confirmNewPassword: passwordField.default(''),
  })
  .superRefine((profile, ctx) => {
    const changing =
      profile.currentPassword !== '' || profile.newPassword !== '' || profile.confirmNewPassword !== '';
    if (!changing) return;
    if (profile.currentPassword === '') {
      ctx.addIssue({
        code: 'custom',
        message: USER_MESSAGES.currentPasswordRequired,
        path: ['currentPassword'],
      });
    }
    if (profile.newPassword === '') {
      ctx.addIssue({ code: 'custom', message: USER_MESSAGES.newPasswordRequired, path: ['newPassword'] });
    } else if (profile.newPassword !== profile.confirmNewPassword) {
      ctx.addIssue({
        code: 'custom',
        message: USER_MESSAGES.newPasswordsDoNotMatch,
        path: ['confirmNewPassword'],
      });
    }
  });
export type ProfileInput = z.input<typeof profileInputSchema>;
