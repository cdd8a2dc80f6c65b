import { lazy, Suspense } from 'react';
import { RAIL_QUERY } from '../../lib/layout';
import { useUiStore } from '../../lib/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { cn } from '../../ui/cn';
import { RailSidebar } from './rail-sidebar';
import { panelClass, SIDEBAR_ID, SidebarContent } from './sidebar-content';

// The overlay's spring needs motion, the shell's largest library; a till or laptop wider than the breakpoint never
// shows the overlay, so it never loads it (issue 16: the till's first load carries only what it paints).
const MobileSidebar = lazy(() =>
  import('./mobile-sidebar').then((module) => ({ default: module.MobileSidebar })),
);

/**
 * Spec §2/§9: at 1280 px and up a fixed 16rem column; on a tablet (768–1279 px) an icon rail the toggle expands
 * over the content (rail-sidebar.tsx); under 768 px an overlay (mobile-sidebar.tsx).
 */
export function Sidebar() {
  const isMobile = useUiStore((state) => state.isMobile);
  const isRail = useMediaQuery(RAIL_QUERY);
  if (isMobile) {
    return (
      <Suspense fallback={null}>
        <MobileSidebar />
      </Suspense>
    );
  }
  if (isRail) return <RailSidebar />;
  return (
    <aside id={SIDEBAR_ID} aria-label="Sidebar" className={cn(panelClass, 'fixed inset-y-0 left-0 z-20')}>
      <SidebarContent />
    </aside>
  );
}
