import { type RefObject, useLayoutEffect } from 'react';

/** How far below the viewport's top a sticky panel rests: the 4rem top bar and a 1rem gap. */
export const STICKY_TOP_PX = 80;

/**
 * Keeps `--fit-top` on the element at the distance from the page's top to the element (never less than where a
 * panel inside it sticks), so CSS can size that panel to end inside the screen:
 * `max-height: calc(100dvh - var(--fit-top) - 1rem)`. The element must not be sticky itself (a stuck element
 * reports where it is stuck, not where it belongs); the panel's non-sticky container is the one to pass. Set
 * before the first paint and again whenever the page above it changes size, so the panel never jumps or grows past
 * the bottom edge. Reading one rectangle is all it costs.
 */
export function useFitBelow(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let last = '';
    const measure = () => {
      const top = Math.max(STICKY_TOP_PX, Math.round(element.getBoundingClientRect().top + window.scrollY));
      const value = `${top}px`;
      if (value !== last) {
        last = value;
        element.style.setProperty('--fit-top', value);
      }
    };
    measure();
    // Banners above the register come and go (a refused change, a first sync): the body's size follows them.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
}
