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
  constructor(public state = 'installing') {
    super();
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const registrationWith = (installing: FakeWorker | null, active: FakeWorker | null = null) =>
  ({ installing, active }) as unknown as ServiceWorkerRegistration;

/** Lets settled promises and the idle callback (a timer in jsdom) run. */
const settle = () => vi.advanceTimersByTimeAsync(10);

describe('whenNotPrecached', () => {
  let container: FakeContainer;
  let calls: number;
  const readAhead = () => {
    calls += 1;
  };
  // The registration's outcome and the decision are once per page: each test loads the module afresh.
  let module: Module;
  /** The decision of one call, once it is made. */
  let decided: boolean | undefined;
  const ask = () => {
    decided = undefined;
    void module.whenNotPrecached(readAhead).then((ranLoad) => {
      decided = ranLoad;
    });
  };

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    container = new FakeContainer();
    calls = 0;
    vi.stubGlobal('navigator', { serviceWorker: container });
    module = await import('./when-not-precached');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reads ahead at once in a browser with no service workers', async () => {
    vi.stubGlobal('navigator', {});
    ask();
    await settle();
    expect([decided, calls]).toEqual([true, 1]);
  });

  it('does nothing on a page a worker already serves', async () => {
    container.controller = {};
    ask();
    await settle();
    expect([decided, calls]).toEqual([false, 0]);
  });

  it('waits for the registration, and reads ahead when it fails (or the browser blocks it)', async () => {
    ask();
    await settle();
    expect(decided).toBeUndefined();
    module.reportRegistration(undefined);
    await settle();
    expect([decided, calls]).toEqual([true, 1]);
  });

  it('leaves the files to a first install, which fetches all of them and takes the page', async () => {
    const worker = new FakeWorker();
    module.reportRegistration(registrationWith(worker));
    ask();
    await settle();
    worker.become('installed');
    worker.become('activating');
    await settle();
    expect(decided).toBeUndefined();
    worker.become('activated');
    container.takeControl();
    await settle();
    expect([decided, calls]).toEqual([false, 0]);
  });

  it('reads ahead when the first install fails (its precache could not be fetched)', async () => {
    const worker = new FakeWorker();
    ask();
    module.reportRegistration(registrationWith(worker));
    await settle();
    expect(decided).toBeUndefined();
    worker.become('redundant');
    await settle();
    expect([decided, calls]).toEqual([true, 1]);
  });

  it('reads ahead when the first install has not taken the page in time (a slow or dropping network)', async () => {
    module.reportRegistration(registrationWith(new FakeWorker()));
    ask();
    await vi.advanceTimersByTimeAsync(module.CLAIM_WAIT_MS - 100);
    expect(decided).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect([decided, calls]).toEqual([true, 1]);
  });

  it('reads ahead on a page a hard reload loaded past the active worker', async () => {
    module.reportRegistration(registrationWith(null, new FakeWorker('activated')));
    ask();
    await settle();
    expect([decided, calls]).toEqual([true, 1]);
  });

  it('reads ahead when a new version installs beside the active worker (it need not take this page)', async () => {
    module.reportRegistration(registrationWith(new FakeWorker(), new FakeWorker('activated')));
    ask();
    await settle();
    expect([decided, calls]).toEqual([true, 1]);
  });

  it('decides once per page: a second screen asking later gets the same answer', async () => {
    const worker = new FakeWorker();
    module.reportRegistration(registrationWith(worker));
    ask();
    container.takeControl();
    await settle();
    expect(decided).toBe(false);
    ask();
    await settle();
    expect([decided, calls]).toEqual([false, 0]);
  });
});
