import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKING_LONG_MS } from '../lib/use-taking-long';
import { NavigationStatus } from './navigation-status';

function Layout() {
  return (
    <>
      <Outlet />
      <NavigationStatus />
    </>
  );
}

describe('NavigationStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps the current screen while the next one's code loads, and says so when that takes long", async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        Component: Layout,
        children: [
          { index: true, element: <h1>Sales History</h1> },
          // The next screen's code never arrives: a stalled chunk request.
          { path: 'reports', lazy: () => new Promise<never>(() => {}) },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Sales History' })).toBeVisible();

    await act(async () => {
      void router.navigate('/reports?period=today');
    });
    expect(router.state.navigation.state).toBe('loading');
    act(() => vi.advanceTimersByTime(TAKING_LONG_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The next screen is taking longer than usual to load.',
    );
    // A full load of the screen that was asked for, which fetches its code again.
    expect(screen.getByRole('link', { name: 'Reload' })).toHaveAttribute('href', '/reports?period=today');
    expect(screen.getByRole('heading', { name: 'Sales History' })).toBeVisible();
  });
});
