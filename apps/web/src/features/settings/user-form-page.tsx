import {
  accountChangeRefusal,
  assignableRoles,
  outranks,
  paths,
  ROLE_LABELS,
  type Role,
  USER_MESSAGES,
  type User,
  type UserInput,
  userInputSchema,
  userUpdateInputSchema,
} from '@cafe/domain';
import type { UseFormReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { type UserCallResult, usersApi } from '../../data/auth/users-api';
import { repositories } from '../../data/repositories/repositories';
import { buttonClass } from '../../ui/button';
import {
  enumOptions,
  Form,
  FormActions,
  FormBanner,
  FormField,
  SelectField,
  TextField,
  useDomainForm,
} from '../../ui/form';
import { type FormStartSource, RoutedFormPage, type RoutedFormProps } from '../../ui/form-page';
import { AvatarField } from './avatar-field';

/** The form's values: what the user types (the password only on create, or to reset it on edit). */
type UserFormValues = Required<Pick<UserInput, 'name' | 'email' | 'password' | 'confirmPassword'>> & {
  role: Role;
  avatarFileId: string | null;
};
type ParsedUserForm = UserFormValues;

const EMPTY: UserFormValues = {
  name: '',
  email: '',
  role: 'staff',
  password: '',
  confirmPassword: '',
  avatarFileId: null,
};

function toFormValues(user: User): UserFormValues {
  return { ...EMPTY, name: user.name, email: user.email, role: user.role, avatarFileId: user.avatarFileId };
}

const START: FormStartSource<UserFormValues> = {
  empty: () => EMPTY,
  stored: async (id) => {
    const row = await repositories.users.get(id);
    return row ? toFormValues(row) : undefined;
  },
  notFound: USER_MESSAGES.notFound,
  failed: USER_MESSAGES.loadFailed,
};

/** /settings/users/new and /settings/users/edit/{id}: one form, 'Add New User' or 'Edit User' (spec §2). */
export function UserFormPage() {
  return (
    <RoutedFormPage
      source={START}
      addTitle="Add New User"
      editTitle="Edit User"
      form={UserFormFor}
      loadingLabel="Loading user"
      back={{ to: paths.settingsUsers, label: 'Back to Users' }}
    />
  );
}

/** A user above the viewer's own role is theirs to see in the list, not to change (the server refuses it too). */
function UserFormFor({ id, initial }: RoutedFormProps<UserFormValues>) {
  const role = useAuthStore((state) => state.user?.role ?? null);
  if (id !== undefined && role !== null && outranks(initial.role, role)) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-red-700 dark:text-red-400">
          {USER_MESSAGES.outranked}
        </p>
        <Link to={paths.settingsUsers} className={buttonClass('secondary')}>
          Back to Users
        </Link>
      </div>
    );
  }
  return <UserForm id={id} initial={initial} />;
}

/** A refusal from the server: its field messages beside the fields, its message in the banner. */
class RefusedError extends Error {}

function showRefusal(form: UseFormReturn<UserFormValues, unknown, ParsedUserForm>, result: UserCallResult) {
  if (result.ok) return;
  for (const issue of result.issues) {
    if (issue.path in EMPTY) form.setError(issue.path as keyof UserFormValues, { message: issue.message });
  }
  throw new RefusedError(result.issues.length > 0 ? USER_MESSAGES.saveFailed : result.error);
}

function UserForm({ id, initial }: RoutedFormProps<UserFormValues>) {
  const navigate = useNavigate();
  const me = useAuthStore((state) => state.user);
  const creating = id === undefined;
  const form = useDomainForm<UserFormValues, ParsedUserForm>(
    creating ? userInputSchema : userUpdateInputSchema,
    {
      defaultValues: initial,
    },
  );
  // Only an admin changes what lets a colleague at or above one's own role into their account (user-authority.ts):
  // those fields are shown as they are, with who can change them, and the server refuses them too.
  const target = { role: initial.role, self: id === me?.id };
  const locked = (change: 'role' | 'email' | 'password') =>
    creating || !me ? null : accountChangeRefusal(me.role, target, change);
  const roleLocked = locked('role');
  const emailLocked = locked('email');
  const passwordLocked = locked('password');
  const roles = roleLocked ? [initial.role] : me ? assignableRoles(me.role) : [];

  async function save(values: ParsedUserForm) {
    const sameEmail = await repositories.users.byEmail(values.email);
    if (sameEmail && sameEmail.id !== id) {
      form.setError('email', { message: USER_MESSAGES.emailTaken });
      throw new RefusedError(USER_MESSAGES.saveFailed);
    }
    if (creating) {
      // Online only: the password goes to the server's hash, never into this device's outbox.
      const result = await usersApi.create({ ...values, id: crypto.randomUUID() });
      showRefusal(form, result);
      if (result.ok) await repositories.users.putFromServer(result.user);
    } else {
      if (values.password) {
        const reset = await usersApi.resetPassword(id, {
          password: values.password,
          confirmPassword: values.confirmPassword,
        });
        showRefusal(form, reset);
        if (reset.ok) await repositories.users.putFromServer(reset.user);
      }
      await repositories.users.update(id, {
        name: values.name,
        email: values.email,
        role: values.role,
        avatarFileId: values.avatarFileId,
      });
    }
    navigate(paths.settingsUsers);
  }

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await save(values);
        } catch (error) {
          if (error instanceof RefusedError) throw error;
          throw new Error(USER_MESSAGES.saveFailed, { cause: error });
        }
      }}
      aria-label="User"
      className="space-y-5"
    >
      <FormBanner />
      <TextField<UserFormValues, 'name'> name="name" label="Name" autoComplete="off" />
      <TextField<UserFormValues, 'email'>
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        readOnly={emailLocked !== null}
        description={emailLocked ?? undefined}
      />
      <SelectField<UserFormValues, 'role'>
        name="role"
        label="Role"
        options={enumOptions(roles, ROLE_LABELS)}
        description={roleLocked ?? undefined}
      />
      {passwordLocked ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{passwordLocked}</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField<UserFormValues, 'password'>
            name="password"
            label={creating ? 'Password' : 'New password'}
            type="password"
            autoComplete="new-password"
            description={creating ? undefined : 'Leave blank to keep the current password.'}
          />
          <TextField<UserFormValues, 'confirmPassword'>
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
          />
        </div>
      )}
      <FormField
        control={form.control}
        name="avatarFileId"
        render={({ field }) => (
          <AvatarField name={form.watch('name')} value={field.value} onChange={field.onChange} />
        )}
      />
      <FormActions cancel={paths.settingsUsers}>{creating ? 'Add User' : 'Save Changes'}</FormActions>
    </Form>
  );
}
