import { z } from 'zod';
import { zodText } from './say.ts';

export const IdSchema = z.uuid({ error: zodText('idInvalid') });

export const IdParamsSchema = z.object({ id: IdSchema });

export const MessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Wraps a payload the way every successful call does: `{ success, message, data }`. */
export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** An instant with `Z` or an explicit offset (docs/product/booking-and-periods.md#shop-time). */
export const InstantSchema = z.iso.datetime({
  offset: true,
  error: zodText('notInstant'),
});

/** A form's required text field (the text rules of docs/decisions/025 included). */
export { trimmed } from './text.ts';

/** A calendar day in Dhaka, `YYYY-MM-DD` (docs/product/booking-and-periods.md#shop-time, docs/product/money-and-refunds.md#reports): report and log periods are whole Dhaka days. */
export const ShopDateSchema = z.iso.date({ error: zodText('notDate') });

/** The page size of a list asked for with a page but no size. */
export const DEFAULT_PAGE_SIZE = 50;
/**
 * The first page of a spec list (rentals, users, messages, refunds) asked for without paging, as the spec's
 * own client does: a small shop's whole list for months (docs/decisions/016).
 */
export const SPEC_LIST_PAGE_SIZE = 500;
export const MAX_PAGE_SIZE = 200;

const PAGE_FROM_1 = zodText('fieldWholeFrom', { field: 'page', min: 1 });
const PAGE_SIZE_RANGE = zodText('fieldWholeBetween', { field: 'pageSize', min: 1, max: MAX_PAGE_SIZE });

/** `?page=&pageSize=` of a paginated list; pages count from 1. */
export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_FROM_1 })
    .int({ error: PAGE_FROM_1 })
    .min(1, { error: PAGE_FROM_1 })
    .max(1_000_000, { error: zodText('fieldAbove', { field: 'page', max: 1_000_000 }) })
    .optional(),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_RANGE })
    .int({ error: PAGE_SIZE_RANGE })
    .min(1, { error: PAGE_SIZE_RANGE })
    .max(MAX_PAGE_SIZE, { error: PAGE_SIZE_RANGE })
    .optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Where a page sits in its list: `total` rows in all, `pageCount` pages of `pageSize`. */
export const PageMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** A page of a list: `{ success, message, data: [...], meta: { page, pageSize, total, pageCount } }`. */
export function pageResponse<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), message: z.string(), data: z.array(item), meta: PageMetaSchema });
}

/** The page asked for, with the defaults filled in, and how many rows to skip. */
export function pageOf(
  query: PageQuery,
  defaultSize = DEFAULT_PAGE_SIZE,
): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? (query.page === undefined ? defaultSize : DEFAULT_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pageMeta(page: { page: number; pageSize: number }, total: number): PageMeta {
  return { ...page, total, pageCount: Math.max(1, Math.ceil(total / page.pageSize)) };
}

/**
 * The `Idempotency-Key` header of a booking or checkout call (docs/decisions/021): a retry with the same key
 * gets the first call's result. 8 to 255 visible ASCII characters, e.g. a UUID.
 */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,255}$/, { error: zodText('idempotencyKeyInvalid', { min: 8, max: 255 }) })
    .optional(),
});
