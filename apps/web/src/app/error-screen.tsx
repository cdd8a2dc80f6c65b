import { isRouteErrorResponse, useRouteError } from 'react-router';

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return [error.status, detail].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}

const CHUNK_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

/** A screen's code that did not arrive (network gone or server down mid-load), as opposed to a bug in it. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURES.some((pattern) => pattern.test(error.message));
}

/** The router's errorElement (spec §8): 'Unexpected Application Error!' plus the message. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-6 dark:bg-stone-950">
      <div
        role="alert"
        className="w-full max-w-lg rounded-xl border border-red-200 bg-white p-6 shadow-sm dark:border-red-900/60 dark:bg-stone-900"
      >
        <h1 className="text-xl font-semibold text-red-700 dark:text-red-400">
          Unexpected Application Error!
        </h1>
        {isChunkLoadError(error) ? (
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
            Part of the app could not be loaded: the connection to the server may have dropped. Reload to try
            again.
          </p>
        ) : (
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
            This screen stopped working. Reload to try again, or go back to the dashboard; everything saved is
            safe.
          </p>
        )}
        {/* The fault's own words are for whoever fixes it: folded away, never the sentence a person reads. */}
        <details className="mt-3 text-sm text-stone-600 dark:text-stone-400">
          <summary className="cursor-pointer py-2">Details for support</summary>
          <p className="font-mono text-xs break-words">{errorMessage(error)}</p>
        </details>
        <div className="mt-6 flex gap-3">
          <a
            href="/dashboard"
            className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-stone-950"
          >
            Back to the dashboard
          </a>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-10 items-center rounded-lg border border-stone-300 px-4 text-sm font-medium text-stone-800 hover:bg-stone-50 dark:border-stone-700 dark:text-stone-100 dark:hover:bg-stone-800"
          >
            Reload
          </button>
        </div>
      </div>
    </main>
  );
}
