import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** The widths last reported, by the caller's name for its element: a screen drawn again starts at its width. */
const lastWidths = new Map<string, number>();

/**
 * The width of an element in CSS pixels, kept current as it resizes; 0 until it is first reported.
 *
 * The element's own width, not the window's: the sidebar (open, an icon rail, or an overlay) changes how much room a
 * screen's content has at one window size. Reported by a ResizeObserver, whose first report comes after the
 * frame's layout and before its paint, so the first paint already uses it without forcing a layout of its own.
 * With `rememberAs`, a remount starts from the width last reported under that name: the sales history drawn
 * under each sale-complete sheet renders its rows once, not once at 0 and again at its width (issue 31).
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, rememberAs?: string): number {
  const [width, setWidth] = useState(() => (rememberAs ? (lastWidths.get(rememberAs) ?? 0) : 0));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const reported = entries.at(-1)?.contentRect.width;
      if (reported === undefined) return;
      if (rememberAs) lastWidths.set(rememberAs, reported);
      // Drawn in this frame: a state update from an observer would otherwise wait for a later task and paint the
      // old layout once (a table flashing before its cards). The same width re-renders nothing.
      flushSync(() => setWidth(reported));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rememberAs]);
  return width;
}
