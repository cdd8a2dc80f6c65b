import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

/**
 * A sign-in screen's submit: full width and tall for a thumb, disabled with a spinner and `pendingLabel` while the
 * server and the password hashing answer, so it cannot be pressed twice.
 */
export function SignInSubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={pending} className="h-11 w-full text-base sm:text-sm">
      {pending ? (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
