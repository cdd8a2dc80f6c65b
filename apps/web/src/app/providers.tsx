import { type ReactNode, StrictMode } from 'react';
import { LocalWriteErrorDialog } from './local-write-error-dialog';
import { SyncProvider } from './sync-provider';

/**
 * Providers around the whole app. Kept light: everything here ships in the /login bundle (the sync engine itself
 * is a lazy chunk that SyncProvider loads once someone is signed in).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <SyncProvider />
      <LocalWriteErrorDialog />
    </StrictMode>
  );
}
