import {
  type ProfileInput,
  type PublicUser,
  paths,
  profileInputSchema,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  USER_MESSAGES,
} from '@cafe/domain';
import { Link } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { changeOwnPassword } from '../../data/auth/change-own-password';
import { repositories } from '../../data/repositories/repositories';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { Form, FormBanner, FormField, SubmitButton, TextField, useDomainForm } from '../../ui/form';
import { RoleBadge } from '../../ui/role-badge';
import { AvatarField } from './avatar-field';

type ProfileValues = Required<ProfileInput>;

/** A refusal already shown beside its field; the banner says the spec's failure. */
class RefusedError extends Error {}

/** /settings/profile (spec §2): your own name, email, avatar and password; the role is read-only. */
export function ProfilePage() {
  const user = useAuthStore((state) => (state.isAuthenticated ? state.user : null));
  if (!user) {
    return (
      <Card className="p-6">
        <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">Your Profile</h2>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">Please log in to see your profile.</p>
        <Link to={paths.login} className={buttonClass('primary', 'md', 'mt-4')}>
          Log In
        </Link>
      </Card>
    );
  }
  return <ProfileForm key={user.id} user={user} />;
}

function ProfileForm({ user }: { user: PublicUser }) {
  const form = useDomainForm<ProfileValues, ProfileValues>(profileInputSchema, {
    defaultValues: {
      name: user.name,
      email: user.email,
      avatarFileId: user.avatarFileId,
      currentPassword: '',
      newPassword: '',
      confirmNewPassword: '',
    },
  });

  async function save(values: ProfileValues) {
    const sameEmail = await repositories.users.byEmail(values.email);
    if (sameEmail && sameEmail.id !== user.id) {
      form.setError('email', { message: USER_MESSAGES.emailTaken });
      throw new RefusedError(USER_MESSAGES.profileUpdateFailed);
    }
    if (values.newPassword) {
      // Online only; the server checks the current password and ends this user's other sign-ins.
      const result = await changeOwnPassword(user, {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      if (!result.ok) {
        // A wrong current password, or a new one the server refuses (too common): beside the field it is about.
        const fieldIssues = result.issues.filter(
          (issue) => issue.path === 'currentPassword' || issue.path === 'newPassword',
        );
        for (const issue of fieldIssues) {
          form.setError(issue.path as 'currentPassword' | 'newPassword', { message: issue.message });
        }
        throw new RefusedError(fieldIssues.length > 0 ? USER_MESSAGES.profileUpdateFailed : result.error);
      }
      await repositories.users.putFromServer(result.user);
    }
    const changes = { name: values.name, email: values.email, avatarFileId: values.avatarFileId };
    await repositories.users.update(user.id, changes);
    useAuthStore.setState((state) => (state.user ? { user: { ...state.user, ...changes } } : {}));
    form.reset({ ...values, currentPassword: '', newPassword: '', confirmNewPassword: '' });
  }

  return (
    <Card className="max-w-2xl p-4 sm:p-6">
      <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">Your Profile</h2>
      <Form
        form={form}
        onSubmit={async (values) => {
          try {
            await save(values);
          } catch (error) {
            if (error instanceof RefusedError) throw error;
            throw new Error(USER_MESSAGES.profileUpdateFailed, { cause: error });
          }
        }}
        savedMessage={USER_MESSAGES.profileUpdated}
        aria-label="Your Profile"
        className="mt-4 space-y-5"
      >
        <FormBanner />
        <TextField<ProfileValues, 'name'> name="name" label="Name" autoComplete="name" />
        <TextField<ProfileValues, 'email'> name="email" label="Email" type="email" autoComplete="email" />
        <div>
          <p className="text-sm font-medium text-stone-700 dark:text-stone-300">Role</p>
          <p className="mt-1 flex items-center gap-2 text-sm">
            <RoleBadge role={user.role} />
            <span className="text-stone-600 dark:text-stone-400">{ROLE_DESCRIPTIONS[user.role]}</span>
          </p>
          <p className="sr-only">
            Your role is {ROLE_LABELS[user.role]}; only an admin or manager can change it.
          </p>
        </div>
        <FormField
          control={form.control}
          name="avatarFileId"
          render={({ field }) => (
            <AvatarField name={form.watch('name')} value={field.value} onChange={field.onChange} />
          )}
        />
        <fieldset className="space-y-4 border-t border-stone-200 pt-4 dark:border-stone-800">
          <legend className="text-sm font-semibold text-stone-900 dark:text-stone-100">
            Change password
          </legend>
          <TextField<ProfileValues, 'currentPassword'>
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField<ProfileValues, 'newPassword'>
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
            />
            <TextField<ProfileValues, 'confirmNewPassword'>
              name="confirmNewPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
            />
          </div>
        </fieldset>
        <SubmitButton pendingLabel="Saving...">Save Profile</SubmitButton>
      </Form>
    </Card>
  );
}
