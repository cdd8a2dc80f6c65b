// Cumulative layout shift of a page load, as Lighthouse and the Web Vitals count it: every 'layout-shift' entry
// without recent input, summed from the document's start (buffered). Installed before the app's scripts like
// page-harness.ts (a string: tsx would inject helpers the page lacks). The sources of each shift are kept, named by
// a short selector, so a row over budget says what moved.

export interface LayoutShiftSource {
  node: string;
  from: { x: number; y: number; width: number; height: number };
  to: { x: number; y: number; width: number; height: number };
}

export interface LayoutShiftEntry {
  at: number;
  value: number;
  sources: LayoutShiftSource[];
}

declare global {
  interface Window {
    __layoutShift?: { total: number; entries: LayoutShiftEntry[] };
  }
}

export const LAYOUT_SHIFT_HARNESS = `(() => {
  const probe = { total: 0, entries: [] };
  window.__layoutShift = probe;
  const name = (node) => {
    if (!node || !(node instanceof Element)) return node ? node.nodeName : '(gone)';
    const parts = [];
    for (let el = node; el && el !== document.body && parts.length < 4; el = el.parentElement) {
      const label = el.getAttribute('aria-label');
      const cls = (el.getAttribute('class') || '').split(/\\s+/).filter(Boolean).slice(0, 3).join('.');
      parts.unshift(el.tagName.toLowerCase() + (label ? '[' + label + ']' : cls ? '.' + cls : ''));
    }
    return parts.join(' > ');
  };
  const rect = (r) => ({ x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        probe.total += entry.value;
        probe.entries.push({
          at: entry.startTime,
          value: entry.value,
          sources: (entry.sources || []).map((s) => ({ node: name(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (error) {
    probe.unsupported = String(error);
  }
})();`;
