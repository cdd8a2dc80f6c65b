import type { KeyboardEvent } from 'react';
import { useUiStore } from '../../lib/ui-store';
import { cn } from '../../ui/cn';
import { SIDEBAR_ID, SidebarContent, sidebarSurfaceClass } from './sidebar-content';

/**
 * The sidebar on a tablet (768–1279 px): a narrow rail of icons, each link keeping its name for assistive
 * technology, so the register and the lists get the width. The spec's toggle (top bar) expands it over the content
 * with every label shown; a tap outside, Escape or a route change (the shell) folds it back.
 */
export function RailSidebar() {
  const open = useUiStore((state) => state.sidebarOpen);
  const setSidebarOpen = useUiStore((state) => state.setSidebarOpen);
  const close = () => setSidebarOpen(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      close();
      document.querySelector<HTMLElement>('[data-sidebar-toggle]')?.focus();
    }
  };

  return (
    <>
      {open ? (
        // Not dimmed: the rail is not a modal, only a wider view of the same sidebar.
        <button
          type="button"
          aria-label="Close sidebar"
          tabIndex={-1}
          data-testid="sidebar-backdrop"
          className="fixed inset-0 z-35 cursor-default bg-stone-950/10"
          onClick={close}
        />
      ) : null}
      <aside
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        data-rail={open ? 'expanded' : 'collapsed'}
        onKeyDown={onKeyDown}
        className={cn(
          sidebarSurfaceClass,
          'fixed inset-y-0 left-0',
          open ? 'z-40 w-(--width-sidebar) shadow-xl' : 'z-20 w-(--width-rail)',
        )}
      >
        <SidebarContent compact={!open} />
      </aside>
    </>
  );
}
