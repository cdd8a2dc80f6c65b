import { describe, expect, it } from 'vitest';
import { pageOf } from './pager';

describe('pageOf', () => {
  const rows = Array.from({ length: 120 }, (_, index) => index);

  it('slices one page and counts the pages', () => {
    expect(pageOf(rows, 1, 50)).toMatchObject({ page: 1, pageCount: 3, start: 50, total: 120 });
    expect(pageOf(rows, 2, 50).rows).toHaveLength(20);
  });

  it('clamps a page past the end (a filter shrank the list) and an empty list has one page', () => {
    expect(pageOf(rows.slice(0, 10), 2, 50)).toMatchObject({ page: 0, pageCount: 1, start: 0 });
    expect(pageOf([], 0, 50)).toMatchObject({ rows: [], page: 0, pageCount: 1 });
  });
});
