import { useEffect } from 'react';
import { type Theme, useUiStore } from './ui-store';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export type ResolvedTheme = 'light' | 'dark';

/** Spec §4: dark when the theme is dark, or is system and the operating system prefers dark. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark) ? 'dark' : 'light';
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): ResolvedTheme {
  const resolved = resolveTheme(theme, systemPrefersDark());
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  return resolved;
}

/** Keeps <html> in step with the chosen theme and, for 'system', with live OS changes. */
export function useApplyTheme(): void {
  const theme = useUiStore((state) => state.theme);
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const onChange = () => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [theme]);
}
