import { ROLE_LABELS, type SignInField, type SignInOptions, validateSignIn } from '@cafe/domain';
import { Info, WifiOff } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { INVALID_CREDENTIALS_ERROR, useAuthStore } from '../../data/auth/auth-store';
import { useTakingLong } from '../../lib/use-taking-long';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorBanner } from '../../ui/error-banner';
import { Field } from '../../ui/field';
import { TakingLongNotice } from '../../ui/taking-long-notice';
import { AccountEmailField } from './account-email-field';
import { AuthLayout } from './auth-layout';
import { PasswordVisibilityToggle } from './password-visibility-toggle';
import { SignInSubmitButton } from './sign-in-submit-button';
import { useSignInOptions } from './use-sign-in-options';

const DASHBOARD = '/dashboard';
const SETUP = '/setup';

export function LoginPage() {
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const error = useAuthStore((state) => state.error);
  const login = useAuthStore((state) => state.login);
  const { options, fresh, unreachable } = useSignInOptions();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // The server hashes the password (and slows an email that many have failed on) and the browser derives the
  // offline verifier: seconds on a busy till. Past that the person hears so, and may reload to start again.
  const slowToAnswer = useTakingLong(submitting);

  // A cached answer may predate the admin's creation: only the server's word (or nothing better) sends to /setup.
  const needsSetup = options?.needsSetup === true && (fresh || unreachable);
  useEffect(() => {
    if (needsSetup) navigate(SETUP, { replace: true });
  }, [needsSetup, navigate]);

  if (isAuthenticated) return <Navigate to={DASHBOARD} replace />;

  async function signIn(emailValue: string, passwordValue: string) {
    // The domain's plain-function form of signInSchema: the same rule without zod in this screen's bundle.
    const parsed = validateSignIn({ email: emailValue, password: passwordValue });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const signedIn = await login(parsed.value.email, parsed.value.password);
      if (signedIn) navigate(DASHBOARD, { replace: true });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) void signIn(email, password);
  }

  function signInWithAccount(accountEmail: string, sharedPassword: string) {
    setEmail(accountEmail);
    setPassword(sharedPassword);
    void signIn(accountEmail, sharedPassword);
  }

  return (
    <AuthLayout subtitle="Log in to manage your cafe operations" title="Cafe POS">
      <Card className="space-y-5 p-5 shadow-lg sm:p-8">
        {unreachable ? (
          <p className="flex gap-2 rounded-lg bg-stone-100 p-3 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-200">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>You are offline. You can sign in if you have signed in on this device before.</span>
          </p>
        ) : null}

        {error && !submitting ? <SignInErrorBanner error={error} /> : null}

        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
          <AccountEmailField
            placeholder="you@example.com"
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors(({ email: _cleared, ...rest }) => rest);
            }}
          />
          <Field
            label="Password"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors(({ password: _cleared, ...rest }) => rest);
            }}
            trailing={
              <PasswordVisibilityToggle
                visible={showPassword}
                onToggle={() => setShowPassword((shown) => !shown)}
              />
            }
          />
          <SignInSubmitButton pending={submitting} pendingLabel="Signing in...">
            Sign In
          </SignInSubmitButton>
          {slowToAnswer ? (
            <TakingLongNotice message="Still signing in: this is taking longer than usual." />
          ) : null}
        </form>

        {/* Below the form, with the accounts it names: the server says whether it is a demo only after the form is
            drawn on a first visit, and a notice above the form then pushed it down (a layout shift of 0.15). */}
        {options?.demo ? (
          <>
            <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-500/10 dark:text-brand-100">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>This is a demo application. Sign in with one of the accounts below to explore it.</span>
            </p>
            <AvailableAccounts demo={options.demo} disabled={submitting} onUse={signInWithAccount} />
          </>
        ) : null}
      </Card>
    </AuthLayout>
  );
}

function SignInErrorBanner({ error }: { error: string }) {
  return (
    <ErrorBanner>
      <div>
        <p className="font-semibold">Invalid credentials</p>
        <p>Please check your email and password and try again.</p>
        {/* The spec's text fits a wrong password; anything else (server trouble, rate limit) says what happened. */}
        {error !== INVALID_CREDENTIALS_ERROR ? <p className="mt-1">{error}</p> : null}
      </div>
    </ErrorBanner>
  );
}

interface AvailableAccountsProps {
  demo: NonNullable<SignInOptions['demo']>;
  disabled: boolean;
  onUse: (email: string, password: string) => void;
}

function AvailableAccounts({ demo, disabled, onUse }: AvailableAccountsProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 border-t border-stone-200 pt-5 dark:border-stone-800"
    >
      <h2 id={headingId} className="text-sm font-semibold text-stone-900 dark:text-white">
        Available accounts
      </h2>
      <ul className="space-y-2">
        {demo.accounts.map((account) => (
          <AccountRow
            key={account.email}
            label={ROLE_LABELS[account.role]}
            name={account.name}
            email={account.email}
            disabled={disabled}
            onUse={() => onUse(account.email, demo.password)}
          />
        ))}
      </ul>
      <p className="text-xs text-stone-600 dark:text-stone-400">
        All accounts use the password:{' '}
        <code className="whitespace-nowrap rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-900 dark:bg-stone-800 dark:text-stone-100">
          {demo.password}
        </code>
      </p>
    </section>
  );
}

interface AccountRowProps {
  label: string;
  name: string;
  email: string;
  disabled: boolean;
  onUse: () => void;
}

function AccountRow({ label, name, email, disabled, onUse }: AccountRowProps) {
  const describedBy = useId();
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 p-3 dark:border-stone-800">
      <div id={describedBy} className="min-w-0 text-sm">
        <p className="font-medium text-stone-900 dark:text-white">
          {label} <span className="font-normal text-stone-600 dark:text-stone-300">· {name}</span>
        </p>
        <p className="truncate text-stone-500 dark:text-stone-400">{email}</p>
      </div>
      <Button
        variant="secondary"
        onClick={onUse}
        disabled={disabled}
        aria-describedby={describedBy}
        className="h-11 px-5"
      >
        Use
      </Button>
    </li>
  );
}
