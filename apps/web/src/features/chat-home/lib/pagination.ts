/** Grid paging helpers (core §9: UI pages are 0-based, the api's are 1-based). */

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Arrows only when there is more than one page. */
export function showsPagination(total: number, perPage: number): boolean {
  return total > perPage;
}

/**
 * The page to show after deleting one item from `page` (0-based) whose grid held `itemsOnPage`:
 * removing the only item of a page other than the first steps back one page.
 */
export function pageAfterDelete(page: number, itemsOnPage: number): number {
  return itemsOnPage <= 1 && page > 0 ? page - 1 : page;
}

/** Keeps a page inside the range the total allows (e.g. after the total shrank). */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(0, page), pageCount(total, perPage) - 1);
}
