import { AnimatePresence, MotionConfig, motion } from 'motion/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { BACKDROP_OPACITY, SIDEBAR_SLIDE_OFFSET_PX, SIDEBAR_SPRING } from '../../lib/layout';
import { useUiStore } from '../../lib/ui-store';
import { cn } from '../../ui/cn';
import { panelClass, SIDEBAR_ID, SidebarContent } from './sidebar-content';

/**
 * Spec §2/§9 under 768 px: an overlay that springs in from -280 px over a 0.5 backdrop and closes on a tap
 * outside, Escape, or any route change (the shell handles the last). Loaded only on narrow screens (sidebar.tsx).
 */
export function MobileSidebar() {
  const open = useUiStore((state) => state.sidebarOpen);
  const setSidebarOpen = useUiStore((state) => state.setSidebarOpen);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    // Move focus into the overlay so keyboard and screen-reader users start where the content is.
    panelRef.current?.querySelector<HTMLElement>('nav a')?.focus();
    return () => document.querySelector<HTMLElement>('[data-sidebar-toggle]')?.focus();
  }, [open]);

  const close = () => setSidebarOpen(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    // Motion honours the OS "reduce motion" setting for the spring.
    <MotionConfig reducedMotion="user">
      <AnimatePresence>
        {open ? (
          <motion.button
            key="sidebar-backdrop"
            type="button"
            aria-label="Close sidebar"
            tabIndex={-1}
            data-testid="sidebar-backdrop"
            className="fixed inset-0 z-40 cursor-default bg-black"
            initial={{ opacity: 0 }}
            animate={{ opacity: BACKDROP_OPACITY }}
            exit={{ opacity: 0 }}
            onClick={close}
          />
        ) : null}
        {open ? (
          <motion.aside
            key="sidebar-panel"
            ref={panelRef}
            id={SIDEBAR_ID}
            aria-label="Sidebar"
            aria-modal="true"
            role="dialog"
            onKeyDown={onKeyDown}
            className={cn(panelClass, 'fixed inset-y-0 left-0 z-50 shadow-xl')}
            initial={{ x: -SIDEBAR_SLIDE_OFFSET_PX }}
            animate={{ x: 0 }}
            exit={{ x: -SIDEBAR_SLIDE_OFFSET_PX }}
            transition={SIDEBAR_SPRING}
          >
            <SidebarContent onClose={close} />
          </motion.aside>
        ) : null}
      </AnimatePresence>
    </MotionConfig>
  );
}
