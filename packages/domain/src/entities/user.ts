/** A person who signs in (spec §3). The password hash is server-only and never part of a synced row. */
import { emailField } from '../auth.js';
import { fileIdSchema } from '../files.js';
import { TEXT_LIMITS } from '../limits.js';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../password-rules.js';
import { DEFAULT_ROLE, ROLES } from '../permissions.js';
import { actorPublicKeySchema } from '../sync/actor-proof-schemas.js';
import { z } from '../zod.js';
import { baseRowSchema, boundedText, requiredText } from './common.js';
import { USER_MESSAGES } from './user-rules.js';

export * from './user-rules.js';

export const userSchema = z.extend(baseRowSchema, {
  name: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  role: z.enum(ROLES),
  avatarFileId: z.nullable(fileIdSchema),
  /**
   * Server-owned: raised whenever what let this user sign in is withdrawn (password changed or reset, role
   * lowered). A till drops an offline verifier saved under a lower number at its next pull.
   */
  credentialsVersion: z._default(z.int().check(z.gte(0)), 0),
});
export type User = z.infer<typeof userSchema>;

const userFields = {
  name: requiredText(TEXT_LIMITS.name, USER_MESSAGES.required),
  email: emailField({ required: USER_MESSAGES.required, invalid: USER_MESSAGES.emailInvalid }),
  role: z._default(z.enum(ROLES, { error: USER_MESSAGES.required }), DEFAULT_ROLE),
  avatarFileId: z._default(z.nullable(fileIdSchema), null),
};

const passwordField = boundedText(TEXT_LIMITS.password);

/** A password being set (password-rules.ts): `required` when blank, then the length rule. */
function newPasswordField(required: string) {
  return z.pipe(
    z
      .string({ error: required })
      .check(
        z.minLength(1, { error: required, abort: true }),
        z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort),
      ),
    passwordField,
  );
}

/** An edit form's new password: blank keeps the current one, anything else follows the length rule. */
const keptOrNewPasswordField = z._default(
  passwordField.check(
    z.refine((password) => password === '' || password.length >= PASSWORD_MIN_LENGTH, {
      error: PASSWORD_MESSAGES.tooShort,
    }),
  ),
  '',
);

/** The user form in create mode: a password is required and must be confirmed. */
export const userInputSchema = z
  .object({
    ...userFields,
    password: newPasswordField(USER_MESSAGES.passwordRequired),
    confirmPassword: z._default(passwordField, ''),
  })
  .check(
    z.refine((user) => user.password === user.confirmPassword, {
      error: USER_MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );
export type UserInput = z.input<typeof userInputSchema>;

/** The user form in edit mode: a blank password keeps the current one. */
export const userUpdateInputSchema = z
  .object({
    ...userFields,
    password: keptOrNewPasswordField,
    confirmPassword: z._default(passwordField, ''),
  })
  .check(
    z.refine((user) => user.password === user.confirmPassword, {
      error: USER_MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );
export type UserUpdateInput = z.input<typeof userUpdateInputSchema>;

/**
 * The profile form: role is read-only; a password change needs the current one and a confirmed new one. The avatar
 * is one of the fields a user edits on their own row (OWN_PROFILE_FIELDS): a field left out here would be stripped
 * from the form's values and silently not saved.
 */
export const profileInputSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name, 'Name is required'),
    email: emailField({ required: 'Email is required', invalid: USER_MESSAGES.emailInvalid }),
    avatarFileId: userFields.avatarFileId,
    currentPassword: z._default(passwordField, ''),
    newPassword: keptOrNewPasswordField,
    confirmNewPassword: z._default(passwordField, ''),
  })
  .check(
    z.superRefine((profile, ctx) => {
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
    }),
  );
export type ProfileInput = z.input<typeof profileInputSchema>;

const passwordsMatch = (user: { password: string; confirmPassword: string }) =>
  user.password === user.confirmPassword;

/**
 * POST /api/users: a new user, made online so the password goes straight to the server's hash and never rests
 * in a till's outbox or IndexedDB. The id is made by the client so a retried request finds its own row.
 */
export const createUserRequestSchema = z
  .object({ id: z.guid(), ...userInputSchema.shape })
  .check(z.refine(passwordsMatch, { error: USER_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] }));
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PUT /api/users/:id/password: someone else's password set by an admin, or by a manager for staff (user-authority.ts). */
export const setPasswordRequestSchema = z
  .object({
    password: newPasswordField(USER_MESSAGES.passwordRequired),
    confirmPassword: z._default(passwordField, ''),
  })
  .check(z.refine(passwordsMatch, { error: USER_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] }));
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

/** POST /api/auth/password: the signed-in user's own password; the server checks the current one. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.pipe(
    z
      .string({ error: USER_MESSAGES.currentPasswordRequired })
      .check(z.minLength(1, USER_MESSAGES.currentPasswordRequired)),
    passwordField,
  ),
  newPassword: newPasswordField(USER_MESSAGES.newPasswordRequired),
  /** The public half of the signing key made for the new password (sync/actor-proof.ts). */
  actorKey: z.optional(actorPublicKeySchema),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The server's answer to a user made or changed through the API: the row as a pull would bring it. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
