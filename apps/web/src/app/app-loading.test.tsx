import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKING_LONG_MS } from '../lib/use-taking-long';
import { AppLoading } from './app-loading';

describe('AppLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says what it waits for, and once it has waited long says so and offers a reload', () => {
    render(<AppLoading label="Signing in…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
    act(() => vi.advanceTimersByTime(TAKING_LONG_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('This is taking longer than usual.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
