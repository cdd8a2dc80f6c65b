import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./when-not-precached');

/** A service worker container as the page sees it: who controls it, and the event when that changes. */
class FakeContainer extends EventTarget {
  controller: object | null = null;
  takeControl() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

class FakeWorker extends EventTarget {
  state = 'installing';
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const registrationWith = (installing: FakeWorker | null, active: FakeWorker | null = null) =>
  ({ installing, active }) as unknown as ServiceWorkerRegistration;

/** Long enough for the idle callback (a timer in jsdom) behind any settled promise. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('whenNotPrecached', () => {
  let container: FakeContainer;
  let readAhead: () => void;
  let calls: number;
  // The registration's outcome is once per page: each test loads the module afresh.
  let module: Module;

  beforeEach(async () => {
    vi.resetModules();
    container = new FakeContainer();
    calls = 0;
    readAhead = () => {
      calls += 1;
    };
    vi.stubGlobal('navigator', { serviceWorker: container });
    module = await import('./when-not-precached');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads ahead at once in a browser with no service workers', async () => {
    vi.stubGlobal('navigator', {});
    module.whenNotPrecached(readAhead);
    await settle();
    expect(calls).toBe(1);
  });

  it('does nothing on a page a worker already serves', async () => {
    container.controller = {};
    module.whenNotPrecached(readAhead);
    await settle();
    expect(calls).toBe(0);
  });

  it('reads ahead when the registration fails (or the browser blocks it)', async () => {
    module.whenNotPrecached(readAhead);
    await settle();
    expect(calls).toBe(0);
    module.registrationSettled(undefined);
    await settle();
    expect(calls).toBe(1);
  });

  it('leaves the files to a worker that is installing, which fetches all of them and takes the page', async () => {
    const worker = new FakeWorker();
    module.registrationSettled(registrationWith(worker));
    module.whenNotPrecached(readAhead);
    await settle();
    worker.become('installed');
    worker.become('activated');
    container.takeControl();
    await settle();
    expect(calls).toBe(0);
  });

  it('reads ahead when the installing worker fails (its precache could not be fetched)', async () => {
    const worker = new FakeWorker();
    module.whenNotPrecached(readAhead);
    module.registrationSettled(registrationWith(worker));
    await settle();
    expect(calls).toBe(0);
    worker.become('redundant');
    await settle();
    expect(calls).toBe(1);
  });

  it('reads ahead when the worker was installed before and this page loaded without it (a hard reload)', async () => {
    module.registrationSettled(registrationWith(null));
    module.whenNotPrecached(readAhead);
    await settle();
    expect(calls).toBe(1);
  });

  it('reads ahead on a page loaded past an active worker while a new version installs (it waits, it never claims)', async () => {
    const active = new FakeWorker();
    active.state = 'activated';
    module.registrationSettled(registrationWith(new FakeWorker(), active));
    module.whenNotPrecached(readAhead);
    await settle();
    expect(calls).toBe(1);
  });
});
