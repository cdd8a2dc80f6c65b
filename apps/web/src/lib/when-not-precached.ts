/**
 * Runs `load` in the page's first idle moment when no service worker controls the page; otherwise does nothing.
 *
 * Screens fetch some of their code on first use (dialogs, the write schemas). A controlling service worker has all
 * of it precached (workbox activates only once its precache is complete), so that works offline. A page without one
 * (a new till whose worker is still installing, or a browser that blocks workers) holds only what it has fetched,
 * and the first use after the network drops would fail: there, `load` fetches it while the network is still up.
 * Idle, so the screen paints first.
 */
export function whenNotPrecached(load: () => void): void {
  if (navigator.serviceWorker?.controller) return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}
