import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFooter } from './app-footer';

describe('AppFooter', () => {
  afterEach(() => vi.useRealTimers());

  it('says all rights are reserved, with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 1));
    render(<AppFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Cafe POS. All rights reserved.');
  });
});
