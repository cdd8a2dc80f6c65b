export function AppFooter() {
  return (
    <footer className="border-t border-stone-200 px-4 py-4 text-center text-xs text-stone-500 sm:px-6 dark:border-stone-800 dark:text-stone-400">
      © {new Date().getFullYear()} Cafe POS. All rights reserved.
    </footer>
  );
}
