/**
 * Fetches and evaluates the code of the first signed-in screens (the shell and the dashboard, the same modules
 * router.tsx loads lazily) while a sign-in is under way, so it arrives during the server's password check and the
 * browser's PBKDF2 instead of after them. On a busy till that wait was seconds of nothing after 'Use'.
 */
export function preloadSignedInScreens(): void {
  Promise.all([import('./shell/app-shell'), import('../features/dashboard/dashboard-page')]).catch(() => {
    // Nothing to report here: the navigation after the sign-in imports them again and shows its own failure.
  });
}
