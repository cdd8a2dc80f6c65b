import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cashierAtWork,
  cashierTapping,
  expectLocalWrite,
  localWriteExpected,
  noteInput,
  TAPPING_MS,
} from './cashier-activity';

describe('cashier activity', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    expectLocalWrite('a', false);
    expectLocalWrite('b', false);
  });

  it('counts the cashier as tapping for a second after a tap or a key, then not', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    expect(cashierTapping()).toBe(false);
    noteInput();
    expect(cashierTapping()).toBe(true);
    now.mockReturnValue(10_000 + TAPPING_MS - 1);
    expect(cashierAtWork()).toBe(true);
    now.mockReturnValue(10_000 + TAPPING_MS);
    expect(cashierTapping()).toBe(false);
    expect(cashierAtWork()).toBe(false);
  });

  it('keeps the cashier at work while any screen expects a write, however long since the last tap', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_000_000);
    expectLocalWrite('a', true);
    expectLocalWrite('b', true);
    expect(cashierAtWork()).toBe(true);
    expectLocalWrite('a', false);
    expect(localWriteExpected()).toBe(true);
    expectLocalWrite('b', false);
    expect(localWriteExpected()).toBe(false);
    expect(cashierAtWork()).toBe(false);
  });
});
