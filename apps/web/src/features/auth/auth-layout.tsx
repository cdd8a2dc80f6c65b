import { Coffee } from 'lucide-react';
import type { ReactNode } from 'react';
import { APP_VERSION } from '../../lib/app-version';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the signed-out screens: brand mark, heading, the card, and the version label. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gradient-to-br from-brand-50 via-stone-50 to-brand-100 px-4 py-8 sm:items-center sm:px-6 dark:from-stone-950 dark:via-stone-950 dark:to-brand-950">
      <div className="w-full max-w-md space-y-6">
        <header className="text-center">
          <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg dark:bg-brand-500 dark:text-stone-950">
            <Coffee aria-hidden="true" className="size-8" />
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-50">{title}</h1>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{subtitle}</p>
        </header>
        {children}
        <p className="text-center text-xs text-stone-500 dark:text-stone-400">v{APP_VERSION}</p>
      </div>
    </main>
  );
}
