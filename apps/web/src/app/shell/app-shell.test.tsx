import type { Role } from '@cafe/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY, RAIL_QUERY } from '../../lib/layout';
import { useUiStore } from '../../lib/ui-store';
import { type MatchMediaStub, stubMatchMedia } from '../../test/match-media';
import { renderApp, resetUiStore } from '../../test/render-app';

async function renderShell(path: string, role: Role) {
  const result = renderApp(path, role);
  await screen.findByRole('navigation', { name: 'Main' });
  return result;
}

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('sidebar entries (spec §2)', () => {
  beforeEach(() => resetUiStore());
  afterEach(() => vi.unstubAllGlobals());

  it('shows an admin every entry, in spec order', async () => {
    await renderShell('/dashboard', 'admin');
    expect(sidebarLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Sales', '/sales'],
      ['Orders', '/orders/custom'],
      ['Products', '/products'],
      ['Expenses', '/expenses'],
      ['Cashup', '/cashup'],
      ['Extras', '/extras'],
      ['Planner', '/planner'],
      ['Reports', '/reports'],
      ['Settings', '/settings'],
    ]);
  });

  it('shows a manager every entry too', async () => {
    await renderShell('/dashboard', 'manager');
    expect(sidebarLinks().map(([label]) => label)).toEqual([
      'Dashboard',
      'Sales',
      'Orders',
      'Products',
      'Expenses',
      'Cashup',
      'Extras',
      'Planner',
      'Reports',
      'Settings',
    ]);
  });

  it('hides what staff cannot open, and sends them to the planner tabs they may see', async () => {
    await renderShell('/dashboard', 'staff');
    expect(sidebarLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Sales', '/sales'],
      ['Orders', '/orders/custom'],
      ['Expenses', '/expenses'],
      ['Extras', '/extras'],
      ['Planner', '/planner/tasks'],
      ['Settings', '/settings'],
    ]);
  });

  it('highlights the active section, including its sub-pages', async () => {
    await renderShell('/settings/profile', 'admin');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("shows the user's name and role, and a Logout that signs out", async () => {
    const { router } = await renderShell('/dashboard', 'manager');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Morgan Manager')).toBeInTheDocument();
    expect(within(sidebar).getByText('Manager')).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('offline notice (spec §4)', () => {
  beforeEach(() => resetUiStore());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("follows the browser's online and offline events, starting from navigator.onLine", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderShell('/dashboard', 'staff');
    // The flag is read in an effect after the shell's first render, which a loaded machine can run later.
    expect(await screen.findByText('You are offline')).toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    expect(useUiStore.getState().isOffline).toBe(false);

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    expect(useUiStore.getState().isOffline).toBe(true);
  });
});

describe('sidebar overlay under 768 px (spec §2/§9)', () => {
  let media: MatchMediaStub;

  beforeEach(() => {
    resetUiStore();
    media = stubMatchMedia((query) => query === MOBILE_QUERY);
  });
  afterEach(() => {
    media.restore();
    vi.unstubAllGlobals();
  });

  async function openOverlay() {
    const result = renderApp('/dashboard', 'admin');
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The overlay's code (and motion) loads only on a narrow screen, so its first showing may wait for the chunk.
    expect(await screen.findByRole('dialog', { name: 'Sidebar' })).toBeInTheDocument();
    return result;
  }

  it('starts closed and opens from the toggle over a dimmed backdrop', async () => {
    await openOverlay();
    expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();
  });

  it('closes when the backdrop is tapped', async () => {
    await openOverlay();
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(useUiStore.getState().sidebarOpen).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sidebar' })).not.toBeInTheDocument());
  });

  it('closes on a route change', async () => {
    const { router } = await openOverlay();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Sidebar' })).getByRole('link', { name: 'Sales' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales'));
    await waitFor(() => expect(useUiStore.getState().sidebarOpen).toBe(false));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sidebar' })).not.toBeInTheDocument());
  });

  it('closes on Escape and on a route change made elsewhere', async () => {
    const { router } = await openOverlay();
    await userEvent.keyboard('{Escape}');
    expect(useUiStore.getState().sidebarOpen).toBe(false);

    act(() => useUiStore.getState().setSidebarOpen(true));
    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(useUiStore.getState().sidebarOpen).toBe(false));
  });

  it('is always shown, with no toggle, on wider screens', async () => {
    media.set(() => false);
    renderApp('/dashboard', 'admin');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
  });
});

describe('icon rail on a tablet (768–1279 px)', () => {
  let media: MatchMediaStub;

  beforeEach(() => {
    resetUiStore();
    media = stubMatchMedia((query) => query === RAIL_QUERY);
  });
  afterEach(() => {
    media.restore();
    vi.unstubAllGlobals();
  });

  it('shows icons whose links keep their names, and the toggle expands it to show the labels', async () => {
    const { router } = await renderShell('/dashboard', 'admin');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveAttribute('data-rail', 'collapsed');
    const sales = within(sidebar).getByRole('link', { name: 'Sales' });
    // Collapsed, the label is for screen readers only; nothing waits for a hover to show it.
    expect(within(sales).getByText('Sales')).toHaveClass('sr-only');
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-rail', 'expanded');
    expect(within(sales).getByText('Sales')).not.toHaveClass('sr-only');

    await userEvent.click(sales);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales'));
    await waitFor(() => expect(sidebar).toHaveAttribute('data-rail', 'collapsed'));
  });

  it('folds back on a tap outside and on Escape', async () => {
    await renderShell('/dashboard', 'admin');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(sidebar).toHaveAttribute('data-rail', 'collapsed');

    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    act(() => within(sidebar).getByRole('link', { name: 'Dashboard' }).focus());
    fireEvent.keyDown(within(sidebar).getByRole('link', { name: 'Dashboard' }), { key: 'Escape' });
    expect(sidebar).toHaveAttribute('data-rail', 'collapsed');
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveFocus();
  });

  it('becomes the full sidebar at 1280 px, with no toggle', async () => {
    await renderShell('/dashboard', 'admin');
    act(() => media.set(() => false));
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).not.toHaveAttribute('data-rail');
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
  });
});
