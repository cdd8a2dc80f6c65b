import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useApplyTheme } from '../lib/theme';
import { useConnectivity } from '../lib/use-connectivity';
import { runAuthCheck } from './auth-check';
import { NavigationStatus } from './navigation-status';

/** App-wide effects that every screen, signed in or not, relies on. */
export function RootLayout() {
  useApplyTheme();
  useConnectivity();
  useEffect(() => {
    // Spec §4: the auth check runs at application start.
    void runAuthCheck();
  }, []);
  return (
    <>
      <Outlet />
      <NavigationStatus />
    </>
  );
}
