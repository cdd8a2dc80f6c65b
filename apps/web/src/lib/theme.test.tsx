import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MatchMediaStub, stubMatchMedia } from '../test/match-media';
import { resetUiStore } from '../test/render-app';
import { DARK_SCHEME_QUERY, resolveTheme, useApplyTheme } from './theme';
import { type Theme, UI_STORAGE_KEY, useUiStore } from './ui-store';

function ThemeProbe() {
  useApplyTheme();
  return null;
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('theme (spec §4)', () => {
  let media: MatchMediaStub;

  beforeEach(() => {
    resetUiStore();
    document.documentElement.className = '';
  });
  afterEach(() => media?.restore());

  it('resolves dark only for dark, or for system when the OS prefers dark', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('system', true)).toBe('dark');
  });

  it.each<[Theme, boolean, boolean]>([
    ['light', false, false],
    ['light', true, false],
    ['dark', false, true],
    ['dark', true, true],
    ['system', false, false],
    ['system', true, true],
  ])('theme %s with OS dark=%s puts dark on <html>: %s', (theme, osDark, expected) => {
    media = stubMatchMedia((query) => query === DARK_SCHEME_QUERY && osDark);
    useUiStore.setState({ theme });
    render(<ThemeProbe />);
    expect(isDark()).toBe(expected);
    expect(document.documentElement.style.colorScheme).toBe(expected ? 'dark' : 'light');
  });

  it('defaults to System', () => {
    expect(useUiStore.getState().theme).toBe('system');
  });

  it('follows OS changes live while on System, and ignores them otherwise', () => {
    media = stubMatchMedia(() => false);
    render(<ThemeProbe />);
    expect(isDark()).toBe(false);

    act(() => media.set((query) => query === DARK_SCHEME_QUERY));
    expect(isDark()).toBe(true);

    act(() => useUiStore.getState().setTheme('light'));
    expect(isDark()).toBe(false);
    act(() => media.set(() => false));
    act(() => media.set((query) => query === DARK_SCHEME_QUERY));
    expect(isDark()).toBe(false);
  });

  it('switches immediately when the choice changes', () => {
    media = stubMatchMedia(() => false);
    render(<ThemeProbe />);
    act(() => useUiStore.getState().setTheme('dark'));
    expect(isDark()).toBe(true);
    act(() => useUiStore.getState().setTheme('system'));
    expect(isDark()).toBe(false);
  });
});

describe('ui-storage persistence (spec §3)', () => {
  beforeEach(() => resetUiStore());

  it('saves only the theme under ui-storage', () => {
    useUiStore.getState().setTheme('dark');
    useUiStore.getState().setSidebarOpen(true);
    useUiStore.getState().setOffline(true);
    const saved = JSON.parse(localStorage.getItem(UI_STORAGE_KEY) ?? '{}');
    expect(saved.state).toEqual({ theme: 'dark' });
  });

  it('restores the saved theme on the next start', async () => {
    localStorage.setItem(UI_STORAGE_KEY, JSON.stringify({ state: { theme: 'light' }, version: 0 }));
    await useUiStore.persist.rehydrate();
    expect(useUiStore.getState().theme).toBe('light');
    // The sidebar always starts closed (spec §9), whatever was stored.
    expect(useUiStore.getState().sidebarOpen).toBe(false);
  });

  it('falls back to System when the stored theme is not one it knows', async () => {
    localStorage.setItem(UI_STORAGE_KEY, JSON.stringify({ state: { theme: 'sepia' }, version: 0 }));
    await useUiStore.persist.rehydrate();
    expect(useUiStore.getState().theme).toBe('system');
  });
});
