import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../data/db';
import { deleteMeta, writeMeta } from '../data/sync/meta';
import { useSyncStateStore } from '../data/sync/sync-state-store';
import { TAKING_LONG_MS } from '../lib/use-taking-long';
import { renderApp, resetUiStore } from '../test/render-app';

// These tests drive the gate through the sync state store, as the engine reports to it. The real engine would
// start once someone is signed in (SyncProvider) and publish its own state over the test's whenever its chunk
// happened to load; the engine itself is tested in data/sync and the model test.
vi.mock('../data/sync/browser-sync', () => ({ startBrowserSync: () => {} }));

const idle = useSyncStateStore.getInitialState();

/** The engine's state as a first pull reports it: nothing synced yet, `pulledRows` stored so far. */
function firstPullUnderWay(pulledRows: number, phase: 'syncing' | 'failed' = 'syncing') {
  act(() =>
    useSyncStateStore.setState({
      needsFirstSync: true,
      pulledRows,
      phase,
      error: phase === 'failed' ? 'Network error' : null,
    }),
  );
}

describe('the first-sync gate (issue 3: a new browser pulls its store before it shows data)', () => {
  beforeEach(() => {
    resetUiStore();
    useSyncStateStore.setState(idle, true);
  });
  afterEach(() => {
    useSyncStateStore.setState(idle, true);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the progress instead of the screens, which mount only once the store is here', async () => {
    firstPullUnderWay(0);
    renderApp('/dashboard', 'manager');
    expect(await screen.findByRole('heading', { name: 'Preparing this till…' })).toBeVisible();
    firstPullUnderWay(10_000);
    expect(await screen.findByText('10,000 rows so far')).toBeVisible();
    // Not merely covered: a screen behind the gate would re-read the growing tables after every page.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();

    act(() => useSyncStateStore.setState({ needsFirstSync: false, phase: 'synced' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByText('Preparing this till…')).toBeNull();
  });

  it('reads whether this browser has synced before any screen mounts, so none is replaced by the gate', async () => {
    // Every change to the page, from the first render: did the shell and its screen ever draw before the gate?
    let shellDrawn = false;
    const observer = new MutationObserver(() => {
      shellDrawn ||= document.querySelector('nav[aria-label="Main"]') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      renderApp('/dashboard', 'manager', undefined, { firstSyncKnown: false });
      // The meta store holds no completed sync: the gate comes up, and nothing it covers drew before it.
      expect(await screen.findByRole('heading', { name: 'Preparing this till…' })).toBeVisible();
      expect(shellDrawn).toBe(false);
      expect(useSyncStateStore.getState()).toMatchObject({ firstSyncKnown: true, needsFirstSync: true });
    } finally {
      observer.disconnect();
    }

    // The engine's till phase writes lastSyncedAt as it ends; its report lowers the gate.
    act(() => useSyncStateStore.setState({ needsFirstSync: false, lastSyncedAt: new Date().toISOString() }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  it('a browser that has synced before shows its screens once it has read so', async () => {
    await writeMeta(db, 'lastSyncedAt', new Date().toISOString());
    try {
      renderApp('/dashboard', 'manager', undefined, { firstSyncKnown: false });
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(screen.queryByText('Preparing this till…')).toBeNull();
      expect(useSyncStateStore.getState()).toMatchObject({ firstSyncKnown: true, needsFirstSync: false });
    } finally {
      await deleteMeta(db, 'lastSyncedAt');
    }
  });

  it('lifts once what the till sells with is here, while the history still loads behind the screens', async () => {
    firstPullUnderWay(5_010);
    renderApp('/dashboard', 'manager');
    expect(await screen.findByRole('heading', { name: 'Preparing this till…' })).toBeVisible();
    // The engine's till phase is done (docs/till-sync.md, "A first sync in two phases"): the sync is still under way, pulling history.
    act(() => useSyncStateStore.setState({ needsFirstSync: false, phase: 'syncing' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByText('Preparing this till…')).toBeNull();
    // More history pages are reported by the engine; the screens stay.
    act(() => useSyncStateStore.setState({ pulledRows: 40_000 }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  it('lets the person go on with what the device holds when the server cannot be reached', async () => {
    firstPullUnderWay(5_000, 'failed');
    renderApp('/dashboard', 'manager');
    // 'Network error' is the engine's raw word for it: the person reads a sentence instead.
    expect(await screen.findByText('Could not reach the server. Trying again…')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with what is on this device' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Dismissed for this page: a later retry that fails again does not bring the gate back over the work.
    firstPullUnderWay(5_000, 'failed');
    expect(screen.queryByText('Preparing this till…')).toBeNull();
  });

  it('a first pull that stalls says so after a while and lets the person go on', async () => {
    // The request is under way and nothing arrives: no failure to report, and no end either.
    firstPullUnderWay(0);
    // Time runs as usual (the screens still load) and the test can also jump it ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/dashboard', 'manager');
      expect(await screen.findByRole('heading', { name: 'Preparing this till…' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Continue with what is on this device' })).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(TAKING_LONG_MS));
      expect(screen.getByText(/This is taking longer than usual/)).toBeVisible();
      act(() => screen.getByRole('button', { name: 'Continue with what is on this device' }).click());
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('steps aside offline, showing whatever this device holds', async () => {
    firstPullUnderWay(0);
    renderApp('/dashboard', 'manager');
    expect(await screen.findByRole('heading', { name: 'Preparing this till…' })).toBeVisible();
    // Offline as the browser says it, not only in the store: the app's connectivity hook, whose first sync with
    // navigator.onLine may run after this line, would otherwise set the store back to online.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
