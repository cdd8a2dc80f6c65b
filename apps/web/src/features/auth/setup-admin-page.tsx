import { isValidEmail, PASSWORD_MIN_LENGTH, setupAdminSchema } from '@cafe/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAuthStore } from '../../data/auth/auth-store';
import { Card } from '../../ui/card';
import { ErrorBanner } from '../../ui/error-banner';
import { Field } from '../../ui/field';
import { AccountEmailField } from './account-email-field';
import { AuthLayout } from './auth-layout';
import { PasswordVisibilityToggle } from './password-visibility-toggle';
import { SignInSubmitButton } from './sign-in-submit-button';
import { useSignInOptions } from './use-sign-in-options';

const DASHBOARD = '/dashboard';
const LOGIN = '/login';
export const ALREADY_SET_UP_ERROR = 'The cafe is already set up';

interface SetupForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The spec's user-form messages, in the order a person fixes them. */
function validate(form: SetupForm): string | null {
  if (!form.name.trim() || !form.email.trim() || !form.password || !form.confirmPassword) {
    return 'Please fill all required fields';
  }
  if (!isValidEmail(form.email.trim())) return 'Please enter a valid email address';
  const parsed = setupAdminSchema.safeParse({
    name: form.name.trim(),
    email: form.email.trim(),
    password: form.password,
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Please fill all required fields';
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  return null;
}

/** First run with CAFE_DEMO=false: there are no users yet, so the first visitor creates the admin. */
export function SetupAdminPage() {
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const setupAdmin = useAuthStore((state) => state.setupAdmin);
  const { options, fresh, unreachable } = useSignInOptions();

  const [form, setForm] = useState<SetupForm>({ name: '', email: '', password: '', confirmPassword: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordHintId = useId();

  // Only a cafe with no users can be set up; otherwise this page is the wrong door.
  const alreadySetUp = options !== null && !options.needsSetup && (fresh || unreachable);
  useEffect(() => {
    if (alreadySetUp && !isAuthenticated) navigate(LOGIN, { replace: true });
  }, [alreadySetUp, isAuthenticated, navigate]);

  if (isAuthenticated) return <Navigate to={DASHBOARD} replace />;

  const update = (field: keyof SetupForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = validate(form);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const created = await setupAdmin({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
      });
      if (created) {
        navigate(DASHBOARD, { replace: true });
        return;
      }
      setError(useAuthStore.getState().error ?? 'Failed to create the admin account');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title="Create the admin account"
      subtitle="This cafe has no users yet. The admin you create here can add everyone else."
    >
      <Card className="p-5 shadow-lg sm:p-8">
        <form noValidate onSubmit={onSubmit} aria-label="Create the admin account" className="space-y-4">
          {error ? (
            <ErrorBanner>
              <p>
                {error}
                {error === ALREADY_SET_UP_ERROR ? (
                  <>
                    {' '}
                    <Link to={LOGIN} className="font-semibold underline">
                      Sign in instead
                    </Link>
                  </>
                ) : null}
              </p>
            </ErrorBanner>
          ) : null}

          <Field label="Name" name="name" autoComplete="name" value={form.name} onChange={update('name')} />
          <AccountEmailField value={form.email} onChange={update('email')} />
          <Field
            label="Password"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="new-password"
            aria-describedby={passwordHintId}
            value={form.password}
            onChange={update('password')}
            trailing={
              <PasswordVisibilityToggle
                visible={showPassword}
                onToggle={() => setShowPassword((shown) => !shown)}
              />
            }
          />
          <p id={passwordHintId} className="-mt-2 text-xs text-stone-500 dark:text-stone-400">
            At least {PASSWORD_MIN_LENGTH} characters.
          </p>
          <Field
            label="Confirm password"
            type={showPassword ? 'text' : 'password'}
            name="confirmPassword"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={update('confirmPassword')}
          />
          <SignInSubmitButton pending={submitting} pendingLabel="Creating account...">
            Create admin account
          </SignInSubmitButton>
        </form>
      </Card>
    </AuthLayout>
  );
}
