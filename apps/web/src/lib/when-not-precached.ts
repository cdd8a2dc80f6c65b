/**
 * The outcome of this page's service worker registration (app/reload-prompt.tsx reports it): the registration, or
 * undefined when there is none (registration refused, or blocked by the browser).
 */
let settleRegistration: (registration: ServiceWorkerRegistration | undefined) => void = () => undefined;
const registration = new Promise<ServiceWorkerRegistration | undefined>((resolve) => {
  settleRegistration = resolve;
});

/** Called once this page's registration of the service worker has succeeded or failed. */
export function reportRegistration(outcome: ServiceWorkerRegistration | undefined): void {
  settleRegistration(outcome);
}

/**
 * How long a page waits for a first install to take it before it reads ahead anyway. An install fetches the whole
 * app, about two seconds on a shop's network; should the network drop meanwhile, the install fails and so would a
 * read-ahead begun after it, so the wait is bounded: past it, the page pays for the two files twice.
 */
export const CLAIM_WAIT_MS = 10_000;

/**
 * Resolves true once a service worker controls the page, false as soon as it is not clear one will: no
 * registration, no first install under way (a worker already active may take its time: this page was loaded past
 * it, as a hard reload does), a first install that failed (its precache could not be fetched), or none that has
 * taken the page within CLAIM_WAIT_MS.
 */
function controlledSoon(container: ServiceWorkerContainer): Promise<boolean> {
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (controlled: boolean) => {
      container.removeEventListener('controllerchange', onControl);
      clearTimeout(deadline);
      resolve(controlled);
    };
    const onControl = () => settle(true);
    container.addEventListener('controllerchange', onControl);
    const deadline = setTimeout(() => settle(container.controller !== null), CLAIM_WAIT_MS);
    void registration.then((registered) => {
      const installing = registered?.installing;
      // Only a first install is sure to take the page at once (clientsClaim); beside an active worker a new one
      // waits until no tab uses the old.
      if (!installing || registered?.active) {
        settle(container.controller !== null);
        return;
      }
      installing.addEventListener('statechange', () => {
        if (installing.state === 'redundant') settle(container.controller !== null);
      });
    });
  });
}

/** Decided once per page: every screen that asks gets the same answer. */
let decision: Promise<boolean> | undefined;

/**
 * Runs `load` in an idle moment when no service worker will serve the page; otherwise does nothing. Resolves true
 * when it ran `load`.
 *
 * Screens fetch some of their code on first use (dialogs, the write schemas). A controlling service worker has all
 * of it precached (workbox activates only once its precache is complete, then claims the page), so that works
 * offline. A new till's worker is usually still installing as the first screen paints: it fetches all of the app
 * itself, so the page waits for it rather than fetching the same files twice. A page no worker will serve (a
 * browser that blocks workers, a failed install) holds only what it has fetched, and the first use after the network
 * drops would fail: there, `load` fetches it while the network is still up. Idle, so the screen paints first.
 */
export function whenNotPrecached(load: () => void): Promise<boolean> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  decision ??= container
    ? controlledSoon(container).then((controlled) => !controlled)
    : Promise.resolve(true);
  return decision.then((readAhead) => {
    if (!readAhead) return false;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 0);
    return true;
  });
}
