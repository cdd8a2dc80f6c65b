import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_STORAGE_KEY, useUiStore } from '../../lib/ui-store';
import { renderApp, resetUiStore } from '../../test/render-app';
import { BellButtonContent } from './top-bar-buttons';

/**
 * Hovers a top-bar button until its real menu has taken the stand-in's place (deferred-popup.tsx), as a mouse does
 * before it presses; returns the real button.
 */
async function reachFor(name: string | RegExp): Promise<HTMLElement> {
  await userEvent.hover(await screen.findByRole('button', { name }));
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('data-state', 'closed'));
  return screen.getByRole('button', { name });
}

describe('top bar (spec §2)', () => {
  beforeEach(() => resetUiStore());
  afterEach(() => vi.unstubAllGlobals());

  it('theme menu offers Light, Dark and System, applies and saves the choice', async () => {
    renderApp('/dashboard', 'staff');
    const button = await screen.findByRole('button', { name: 'Theme' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The menu's code loads on first reach; a press that comes before it (no hover on a touch screen) opens the
    // menu once it is there.
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Theme' });
    expect(screen.getByRole('button', { name: 'Theme' })).toHaveAttribute('aria-expanded', 'true');
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(screen.queryByRole('menu', { name: 'Theme' })).not.toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(JSON.parse(localStorage.getItem(UI_STORAGE_KEY) ?? '{}').state.theme).toBe('dark');
  });

  it('menus work from the keyboard and Escape closes them, returning focus', async () => {
    renderApp('/dashboard', 'staff');
    (await screen.findByRole('button', { name: 'Theme' })).focus();
    // Focus fetches the menu's code; the real menu button takes the stand-in's place and keeps the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Theme' })).toHaveAttribute('data-state', 'closed'),
    );
    const button = screen.getByRole('button', { name: 'Theme' });
    expect(button).toHaveFocus();
    // Radix Dropdown Menu (WAI-ARIA menu button): Enter, Space and ArrowDown open on the first item.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // The arrows wrap: ArrowUp from the first item reaches the last.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(useUiStore.getState().theme).toBe('dark');
    expect(button).toHaveFocus();
  });

  it.each([
    ['admin', 'Alex Admin', 'Admin', 'red'],
    ['manager', 'Morgan Manager', 'Manager', 'amber'],
    ['staff', 'Sam Staff', 'Staff', 'green'],
  ] as const)(
    'user menu for %s shows the name and a %s badge in %s, with the links',
    async (role, name, label, tone) => {
      renderApp('/dashboard', role);
      const button = await reachFor(/User menu$/);
      // The name the button shows starts its accessible name (WCAG 2.5.3 label in name).
      expect(button).toHaveAccessibleName(`${name} User menu`);
      await userEvent.click(button);
      const menu = screen.getByRole('menu', { name: /User menu$/ });
      expect(within(menu).getByText(name)).toBeInTheDocument();
      expect(within(menu).getByText(label)).toHaveAttribute('data-tone', tone);
      expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute(
        'href',
        '/settings/profile',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
      expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    },
  );

  it("user menu's Your Profile opens the profile and Logout signs out", async () => {
    const { router } = renderApp('/dashboard', 'staff');
    await userEvent.click(await reachFor(/User menu$/));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Your Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /User menu$/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a click outside closes an open menu', async () => {
    renderApp('/dashboard', 'staff');
    await userEvent.click(await reachFor(/User menu$/));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('has a notification bell with no dot while nothing is unread', async () => {
    renderApp('/dashboard', 'staff');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('notification-dot')).not.toBeInTheDocument();
  });

  it('shows the dot, and says how many, only when something is unread', () => {
    const { rerender } = render(<BellButtonContent unread={2} />);
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    rerender(<BellButtonContent unread={0} />);
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('the bell opens its panel on the first click, before its code was fetched', async () => {
    renderApp('/dashboard', 'staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveTextContent('Order and stock alerts will show up here.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("shows the default 'User' and Staff when the user has no name", async () => {
    renderApp('/dashboard', 'staff');
    const { useAuthStore } = await import('../../data/auth/auth-store');
    const user = useAuthStore.getState().user;
    if (!user) throw new Error('expected a user');
    const { act } = await import('@testing-library/react');
    act(() => useAuthStore.setState({ user: { ...user, name: '' } }));
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('User')).toBeInTheDocument();
    expect(within(sidebar).getByText('Staff')).toBeInTheDocument();
  });
});
