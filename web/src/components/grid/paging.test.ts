import { describe, expect, it } from 'vitest';
import { findKeptRows, keepFirstRowInView } from './paging';

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

describe('findKeptRows', () => {
  it('names the rows the user was looking at when the new page does not start with them', () => {
    // Rows 26-50, then 100 a page: rows 1-100 are shown, 26-50 must be scrolled to.
    expect(findKeptRows({ page: 1, pageSize: 25 }, { page: 0, pageSize: 100 }, 300)).toEqual({ first: 25, last: 49 });
    // The list ends before the old page did.
    expect(findKeptRows({ page: 1, pageSize: 25 }, { page: 0, pageSize: 100 }, 40)).toEqual({ first: 25, last: 39 });
  });

  it('leaves a new page that starts with the kept row to the grid, and a page change alone', () => {
    expect(findKeptRows({ page: 1, pageSize: 100 }, { page: 4, pageSize: 25 }, 300)).toBeNull();
    expect(findKeptRows({ page: 0, pageSize: 25 }, { page: 0, pageSize: 100 }, 300)).toBeNull();
    expect(findKeptRows({ page: 1, pageSize: 50 }, { page: 2, pageSize: 50 }, 300)).toBeNull();
  });
});
