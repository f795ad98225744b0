/**
 * A page of a growing list (docs/decisions/016): `{ data, meta: { page, pageSize, total, pageCount } }`.
 * RTK Query endpoints of paged lists answer this shape, and the pager reads its `meta`.
 */
import type { PageMeta } from '@bond/contract/common';

export type Paged<T> = { data: T[]; meta: PageMeta };

/** What the API answers for a page: `{ success, message, data, meta }`. */
export type PagedResponse<T> = { success: true; message: string; data: T[]; meta?: PageMeta };

/**
 * The page of an answer. A list answered without `meta` (the spec's own API, which knows no paging) is read
 * as one page holding everything.
 */
export function toPaged<T>(response: PagedResponse<T>): Paged<T> {
  const { data } = response;
  return {
    data,
    meta: response.meta ?? { page: 1, pageSize: Math.max(1, data.length), total: data.length, pageCount: 1 },
  };
}
