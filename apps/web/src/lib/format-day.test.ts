import { expect, it } from 'vitest';
import { formatDay } from './format-day';

it("shows a calendar day as 'Mar 7, 2026', whatever the device's zone", () => {
  expect(formatDay('2026-03-07')).toBe('Mar 7, 2026');
  expect(formatDay('2025-12-31')).toBe('Dec 31, 2025');
  expect(formatDay('')).toBe('');
});
