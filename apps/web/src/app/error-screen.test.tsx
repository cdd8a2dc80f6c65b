import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

function Boom(): never {
  throw new Error('The espresso machine exploded');
}

describe('ErrorScreen (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads 'Unexpected Application Error!', what to do, and the error's message folded away for support", async () => {
    // React logs the thrown error; that noise is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Boom, errorElement: <ErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText(/This screen stopped working. Reload to try again/)).toBeVisible();
    expect(screen.getByText('The espresso machine exploded').closest('details')).not.toBeNull();
  });

  it("says a screen's code did not arrive, and that a reload tries again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message =
      'Failed to fetch dynamically imported module: http://till.local/assets/reports-page-x1.js';
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () => Promise.reject(new TypeError(message)),
        errorElement: <ErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(/Part of the app could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the status of a thrown response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('Gone fishing', { status: 503, statusText: 'Service Unavailable' });
        },
        Component: Boom,
        errorElement: <ErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('503 Gone fishing')).toBeInTheDocument();
  });
});
