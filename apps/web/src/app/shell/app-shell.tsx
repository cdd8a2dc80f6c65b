import './app-styles.css';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { preloadDomainSchemas } from '../../data/load-domain-schemas';
import { MOBILE_QUERY, RAIL_QUERY } from '../../lib/layout';
import { useUiStore } from '../../lib/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { whenNotPrecached } from '../../lib/when-not-precached';
import { preloadDialogs } from '../../ui/lazy-dialog';
import { runAuthCheck } from '../auth-check';
import { FirstSyncGate } from '../first-sync-gate';
import { useRevokedSignInCheck } from '../use-revoked-sign-in-check';
import { AppFooter } from './app-footer';
import { RefusedChangesNotice } from './refused-changes-notice';
import { RevokedTillNotice, useDeviceRevoked } from './revoked-till-notice';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The layout for signed-in users (spec §2): sidebar, top bar, content and footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isRail = useMediaQuery(RAIL_QUERY);
  const deviceRevoked = useDeviceRevoked();

  useEffect(() => {
    void runAuthCheck();
    // Every write awaits the schemas and most open a dialog; a till must still do both after the network drops.
    void whenNotPrecached(() => {
      preloadDomainSchemas();
      preloadDialogs();
    });
  }, []);
  useRevokedSignInCheck();

  // biome-ignore lint/correctness/useExhaustiveDependencies: crossing the rail's breakpoints folds it back too.
  useEffect(() => {
    useUiStore.getState().setIsMobile(isMobile);
    // Crossing a breakpoint starts the overlay or the rail closed, as it does on load (spec §9).
    useUiStore.getState().setSidebarOpen(false);
  }, [isMobile, isRail]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: running on every pathname change is the point.
  useEffect(() => {
    // Spec §2: the overlay closes on every route change.
    useUiStore.getState().setSidebarOpen(false);
  }, [pathname]);

  return (
    <FirstSyncGate>
      {/* A revoked till holds still under its notice: nothing behind it can be reached, by pointer or by keyboard. */}
      <div className="min-h-dvh" inert={deviceRevoked}>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3 dark:bg-stone-900"
        >
          Skip to content
        </a>
        <Sidebar />
        <div className="flex min-h-dvh flex-col md:pl-(--width-rail) xl:pl-(--width-sidebar)">
          <TopBar />
          <RefusedChangesNotice />
          <main id="main-content" tabIndex={-1} className="w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </main>
          <AppFooter />
        </div>
      </div>
      <RevokedTillNotice />
    </FirstSyncGate>
  );
}
