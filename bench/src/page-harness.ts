// Timing probes installed in every document before the app's scripts (an init script runs through CDP, so the app's
// Content-Security-Policy does not apply). A string, not a function: tsx would inject helpers the page lacks.
// All times are performance.now() inside the page, so no CDP round trip is in any sample.

declare global {
  interface Window {
    __benchInteractiveAt?: number;
    __bench?: {
      /** Sale: the short ids shown in the history table before the sale, its Cash click, and its row showing. */
      known: string[];
      saleClickAt?: number;
      saleShownAt?: number;
      saleArmed: boolean;
      /** The payment button whose tap is timed: 'Cash' unless a scenario says otherwise (a split sale's last leg). */
      saleButton?: string;
      /** Issue 31: the sale-complete sheet showing after the Cash click. */
      sheetShownAt?: number;
      /** Issue 31: the first write to the sales store after the Cash click committed (its 'complete' event). */
      saleCommittedAt?: number;
      saleCommitWatched?: boolean;
      /** Issue 31: the sheet's New Sale click and New Sale ready for a tap (products enabled, no sale being saved). */
      newSaleClickAt?: number;
      registerReadyAt?: number;
      /**
       * Search: the keystroke's input event, the grid changed and laid out (the app's work for that keystroke),
       * and the start of the first frame after it (which adds the wait for the display's next refresh).
       */
      inputAt?: number;
      gridAt?: number;
      frameAt?: number;
      /** Dashboard: the click on the sidebar link and the cards showing figures. */
      navClickAt?: number;
      dashboardAt?: number;
      /** Dashboard on a full page load: ms since navigation start until the cards show figures. */
      dashboardLoadAt?: number;
      collectKnown(): void;
    };
  }
}

// A history row is known by its first cell, the sale's id (the row header).
export const PAGE_HARNESS = `(() => {
  const bench = { known: [], saleArmed: false };
  window.__bench = bench;
  const firstCells = () => Array.from(document.querySelectorAll('tbody tr')).slice(0, 10)
    .map((row) => { const first = row.querySelector('th, td'); return first ? first.textContent.trim() : ''; });
  bench.collectKnown = () => { bench.known = firstCells(); };
  const isSignInReady = () => Array.from(document.querySelectorAll('button')).some((button) => {
    if (button.textContent.trim() !== 'Sign In' || button.disabled) return false;
    const box = button.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(button).visibility !== 'hidden';
  });
  const dashboardReady = () => ['dashboard-sales-value', 'dashboard-orders-value', 'dashboard-revenue-value']
    .every((id) => { const el = document.querySelector('[data-testid="' + id + '"]'); return el && el.textContent.trim() !== '—' && el.textContent.trim() !== ''; });
  const sheetShown = () => Array.from(document.querySelectorAll('[role="dialog"] h2')).some((title) => title.textContent.trim() === 'Sale complete');
  const registerReady = () => location.pathname === '/sales/new'
    && !document.querySelector('[role="dialog"]')
    && document.querySelector('[aria-label="Products"] button:not([disabled])') !== null
    && !(document.body.textContent || '').includes('Saving the last sale');
  // The sale's write, seen from IndexedDB itself: the first read-write transaction over 'sales' after the Cash click
  // is the sale's, and its 'complete' event is the commit (the data is on disk; Dexie's promise resolves after it).
  const openTransaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (names, mode, options) {
    const transaction = openTransaction.call(this, names, mode, options);
    const stores = typeof names === 'string' ? [names] : Array.from(names);
    if (mode === 'readwrite' && stores.includes('sales') && bench.saleClickAt !== undefined && bench.saleCommitWatched !== true) {
      bench.saleCommitWatched = true;
      transaction.addEventListener('complete', () => { bench.saleCommittedAt = performance.now(); });
    }
    return transaction;
  };
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target ? target.closest('button') : null;
    if (bench.saleArmed && button && button.textContent.trim() === (bench.saleButton || 'Cash')) { bench.saleClickAt = performance.now(); bench.sheetShownAt = undefined; bench.saleCommittedAt = undefined; bench.saleCommitWatched = false; }
    if (button && button.textContent.trim() === 'New Sale' && button.closest('[role="dialog"]')) { bench.newSaleClickAt = performance.now(); bench.registerReadyAt = undefined; }
    const link = target ? target.closest('a') : null;
    if (link && link.getAttribute('href') === '/dashboard') { bench.navClickAt = performance.now(); bench.dashboardAt = undefined; }
  }, true);
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'search') { bench.inputAt = performance.now(); bench.gridAt = undefined; bench.frameAt = undefined; }
  }, true);
  const observer = new MutationObserver((mutations) => {
    const now = performance.now();
    if (window.__benchInteractiveAt === undefined && isSignInReady()) window.__benchInteractiveAt = now;
    if (bench.saleArmed && bench.saleClickAt !== undefined && bench.saleShownAt === undefined && location.pathname === '/sales') {
      if (firstCells().some((id) => id !== '' && !bench.known.includes(id))) { bench.saleShownAt = now; bench.saleArmed = false; }
    }
    if (bench.saleClickAt !== undefined && bench.sheetShownAt === undefined && sheetShown()) bench.sheetShownAt = now;
    if (bench.newSaleClickAt !== undefined && bench.registerReadyAt === undefined && registerReady()) bench.registerReadyAt = now;
    if (bench.inputAt !== undefined && bench.gridAt === undefined) {
      const grid = mutations.some((m) => {
        const node = m.target instanceof Element ? m.target : m.target.parentElement;
        return node && !node.closest('input') && node.closest('section') && (m.type === 'childList' || m.type === 'characterData');
      });
      if (grid) {
        // Style and layout now, as the frame would: the grid is then ready to paint.
        void document.body.offsetHeight;
        bench.gridAt = performance.now();
        const marked = bench.inputAt;
        requestAnimationFrame(() => { if (bench.inputAt === marked && bench.frameAt === undefined) bench.frameAt = performance.now(); });
      }
    }
    if (bench.dashboardLoadAt === undefined && location.pathname === '/dashboard' && dashboardReady()) bench.dashboardLoadAt = now;
    if (bench.navClickAt !== undefined && bench.dashboardAt === undefined && location.pathname === '/dashboard' && dashboardReady()) bench.dashboardAt = now;
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;
