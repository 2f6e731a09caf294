import { describe, expect, it } from 'vitest';
import { keepFirstRowInView } from './paging';

describe('keepFirstRowInView', () => {
  it('keeps the first visible row in view when the page size grows', () => {
    // Rows 26-50, then 100 a page: rows 1-100 hold row 26.
    expect(keepFirstRowInView({ page: 1, pageSize: 25 }, { page: 1, pageSize: 100 })).toEqual({ page: 0, pageSize: 100 });
    // Rows 201-250 at 50 a page, then 100: rows 201-300.
    expect(keepFirstRowInView({ page: 4, pageSize: 50 }, { page: 4, pageSize: 100 })).toEqual({ page: 2, pageSize: 100 });
  });

  it('keeps it when the page size shrinks', () => {
    // Rows 101-200, then 25 a page: rows 101-125.
    expect(keepFirstRowInView({ page: 1, pageSize: 100 }, { page: 0, pageSize: 25 })).toEqual({ page: 4, pageSize: 25 });
  });

  it('takes a page change as it is', () => {
    expect(keepFirstRowInView({ page: 1, pageSize: 50 }, { page: 2, pageSize: 50 })).toEqual({ page: 2, pageSize: 50 });
  });
});
