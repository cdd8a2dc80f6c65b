import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
// jsdom has no canvas; the dashboard's Chart.js charts draw on a mocked 2D context instead of failing.
import 'vitest-canvas-mock';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no ResizeObserver either; Chart.js only needs one to exist, as nothing resizes in a test.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// jsdom lays nothing out and cannot scroll: a virtualised list's window scroll (to where it already is) is a no-op.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
