/**
 * The outcome of this page's service worker registration (app/reload-prompt.tsx reports it): the registration, or
 * undefined when there is none (registration refused, or blocked by the browser).
 */
let settleRegistration: (registration: ServiceWorkerRegistration | undefined) => void = () => undefined;
const registration = new Promise<ServiceWorkerRegistration | undefined>((resolve) => {
  settleRegistration = resolve;
});

/** Called once this page's registration of the service worker has succeeded or failed. */
export function registrationSettled(outcome: ServiceWorkerRegistration | undefined): void {
  settleRegistration(outcome);
}

/**
 * Resolves true once a service worker controls the page, false as soon as it is clear none will this time: no
 * support, no registration, a first install that failed (its precache could not be fetched), or a page loaded past
 * an installed worker (a hard reload), which that worker never takes and a newer one only after a reload.
 */
function willBeControlled(container: ServiceWorkerContainer): Promise<boolean> {
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(true), { once: true });
    void registration.then((registered) => {
      const installing = registered?.installing;
      // Only a first install claims the page (clientsClaim); with a worker already active, a new one waits.
      if (!installing || registered?.active) {
        resolve(container.controller !== null);
        return;
      }
      installing.addEventListener('statechange', () => {
        if (installing.state === 'redundant') resolve(false);
      });
    });
  });
}

/**
 * Runs `load` in an idle moment when no service worker will serve the page; otherwise does nothing.
 *
 * Screens fetch some of their code on first use (dialogs, the write schemas). A controlling service worker has all
 * of it precached (workbox activates only once its precache is complete, then claims the page), so that works
 * offline. A new till's worker is usually still installing as the first screen paints: it fetches all of the app
 * itself, so the page waits for it rather than fetching the same files twice. A page no worker will serve (a
 * browser that blocks workers, a failed install) holds only what it has fetched, and the first use after the network
 * drops would fail: there, `load` fetches it while the network is still up. Idle, so the screen paints first.
 */
export function whenNotPrecached(load: () => void): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  const later = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 0);
  };
  if (!container) {
    later();
    return;
  }
  void willBeControlled(container).then((controlled) => {
    if (!controlled) later();
  });
}
