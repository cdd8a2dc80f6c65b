import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** The print media query, where the browser has one. */
function printMedia(): MediaQueryList | undefined {
  return window.matchMedia?.('print');
}

/**
 * True while the page is being printed. A screen that draws only what is in view draws everything for the print:
 * the state is flushed inside `beforeprint`, before the browser lays the page out for paper, and follows the print
 * media query too, for a browser that lays the page out for print without `beforeprint` (and print previews).
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => printMedia()?.matches ?? false);
  useEffect(() => {
    const media = printMedia();
    const start = () => flushSync(() => setPrinting(true));
    // After the dialog the page may still be laid out for print (a preview): it stays whole until that ends.
    const end = () => setPrinting(media?.matches ?? false);
    const follow = (event: MediaQueryListEvent) => (event.matches ? start() : end());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    media?.addEventListener?.('change', follow);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
      media?.removeEventListener?.('change', follow);
    };
  }, []);
  return printing;
}
