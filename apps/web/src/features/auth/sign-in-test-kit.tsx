import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Where a sign-in screen may send someone on to, each a stand-in page known by its heading. */
const ONWARD_PAGES = {
  '/dashboard': 'Dashboard page',
  '/setup': 'Setup page',
  '/login': 'Login page',
} as const;

/** Renders the sign-in screen `page` at `path`, the other paths as stand-ins to land on; returns a user to act. */
export function renderSignInScreen(path: keyof typeof ONWARD_PAGES, page: ReactElement) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        {Object.entries(ONWARD_PAGES)
          .filter(([onward]) => onward !== path)
          .map(([onward, heading]) => (
            <Route key={onward} path={onward} element={<h1>{heading}</h1>} />
          ))}
      </Routes>
    </MemoryRouter>,
  );
  return user;
}
