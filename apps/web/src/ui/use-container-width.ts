import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width of an element in CSS pixels, kept current as it resizes; 0 until it is laid out.
 *
 * The element's own width, not the window's: the sidebar (open, an icon rail, or an overlay) changes how much room a
 * screen's content has at one window size. Measured in a layout effect, so the first paint already uses it.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
