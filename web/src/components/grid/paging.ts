export interface PageModel {
  page: number;
  pageSize: number;
}

/**
 * The page to show after a change of page model: a new page size keeps the first row the user was
 * looking at in view (25 → 100 on rows 26-50 shows rows 1-100, not 101-200); a page change is taken
 * as it is.
 */
export function keepFirstRowInView(current: PageModel, next: PageModel): PageModel {
  if (next.pageSize === current.pageSize) return next;
  const firstRow = current.page * current.pageSize;
  return { page: Math.floor(firstRow / next.pageSize), pageSize: next.pageSize };
}
