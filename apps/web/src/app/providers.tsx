import { type ReactNode, StrictMode } from 'react';

/** Providers around the whole app. Kept light: everything here ships in the /login bundle. */
export function Providers({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
