import { z } from 'zod';
import { IdSchema, PageQuerySchema, ShopDateSchema } from './common.ts';
import { zodText } from './say.ts';
import { asciiDigits, trimmed } from './text.ts';

/**
 * Riders on file (docs/product/riders-on-file.md): the national ID and driving licence of a customer, with
 * photos, reviewed once by staff before any bike is handed over.
 */

/** The four pictures a rider's file needs. */
export const RIDER_DOCUMENT_KINDS = ['nid_front', 'nid_back', 'licence', 'selfie_with_licence'] as const;
export type RiderDocumentKind = (typeof RIDER_DOCUMENT_KINDS)[number];
export const RiderDocumentKindSchema = z.enum(RIDER_DOCUMENT_KINDS, {
  error: zodText('riderDocumentKindInvalid', { kinds: RIDER_DOCUMENT_KINDS }),
});

/**
 * Where a review stands, as stored: `none` until the details and all four pictures are on file, then
 * `pending` until staff approve or reject it.
 */
export const RIDER_REVIEWS = ['none', 'pending', 'approved', 'rejected'] as const;
export type RiderReview = (typeof RIDER_REVIEWS)[number];

/** A rider's status as everyone sees it: the review, and `expired` for an approval whose licence has lapsed. */
export const RIDER_STATUSES = [...RIDER_REVIEWS, 'expired'] as const;
export type RiderStatus = (typeof RIDER_STATUSES)[number];
export const RiderStatusSchema = z.enum(RIDER_STATUSES, {
  error: zodText('riderStatusInvalid', { statuses: RIDER_STATUSES }),
});

/**
 * The status of a rider on `today` (a Dhaka day, YYYY-MM-DD): an approval lasts while the licence does, to
 * its expiry day included; from the next day it is `expired`, with no timer to miss
 * (docs/product/riders-on-file.md#statuses).
 */
export function riderStatus(review: RiderReview, licenceExpiry: string | null, today: string): RiderStatus {
  if (review === 'approved' && licenceExpiry !== null && licenceExpiry < today) return 'expired';
  return review;
}

/** The largest picture accepted, as uploaded (5 MB). */
export const RIDER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a picture may declare (40 megapixels): more is refused before it is decoded. */
export const RIDER_IMAGE_MAX_PIXELS = 40_000_000;
/** The long side of a stored picture, at most. */
export const RIDER_IMAGE_MAX_SIDE = 1600;

/** A national ID number: 10, 13 or 17 digits, typed with spaces or in Bengali digits; kept as ASCII digits. */
export const NidNumberSchema = z
  .string({ error: zodText('fieldRequired', { field: 'nidNumber' }) })
  .transform((value) => asciiDigits(value).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\d{10}|\d{13}|\d{17})$/, { error: zodText('nidNumberInvalid') }));

/** A driving licence number: 6 to 20 letters and digits (spaces, hyphens and slashes dropped), kept in capitals. */
export const LicenceNumberSchema = z
  .string({ error: zodText('fieldRequired', { field: 'licenceNumber' }) })
  .transform((value) =>
    asciiDigits(value)
      .replace(/[\s/-]/g, '')
      .toUpperCase(),
  )
  .pipe(z.string().regex(/^[A-Z0-9]{6,20}$/, { error: zodText('licenceNumberInvalid') }));

/**
 * `PUT /riders/me`: the rider's ID and licence. The licence's expiry must be after today (the server checks
 * it against its clock: 400 naming `licenceExpiry`).
 */
export const RiderDetailsSchema = z
  .object({
    nidNumber: NidNumberSchema,
    licenceNumber: LicenceNumberSchema,
    licenceExpiry: ShopDateSchema,
  })
  .strict();
export type RiderDetails = z.infer<typeof RiderDetailsSchema>;

/** A picture on file, as the answers describe it (never its bytes). */
export const RiderDocumentSchema = z.object({
  _id: z.string(),
  kind: RiderDocumentKindSchema,
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  uploadedAt: z.string(),
  /** Who sent it: the rider, or the staff member who photographed it at the counter. */
  uploadedBy: z.object({ _id: z.string(), name: z.string() }),
});
export type RiderDocument = z.infer<typeof RiderDocumentSchema>;

/** What has been done with a rider's file, as staff read it: the audit log's rows about it, newest first. */
export const RIDER_HISTORY_ACTIONS = [
  'rider.document_added',
  'rider.document_viewed',
  'rider.approved',
  'rider.rejected',
] as const;
export const RiderHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.enum(RIDER_HISTORY_ACTIONS),
  /** Who did it: a staff member or an admin. */
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The picture's kind for a picture taken or seen; the reason for a rejection. */
  kind: RiderDocumentKindSchema.nullable(),
  reason: z.string().nullable(),
});
export type RiderHistoryEntry = z.infer<typeof RiderHistoryEntrySchema>;

/** A rider's file: details, pictures, status and the review. */
export const RiderSchema = z.object({
  userId: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  status: RiderStatusSchema,
  nidNumber: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  licenceExpiry: z.string().nullable(),
  documents: z.array(RiderDocumentSchema),
  /** What is still needed before staff can review: the pictures not on file, and whether details are. */
  missing: z.object({ details: z.boolean(), documents: z.array(RiderDocumentKindSchema) }),
  /** When the file was last sent for review (all of it on file, or a part of it changed). */
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
  /** For staff only (`GET /riders/{userId}`): the last 50 things done with the file, newest first. */
  history: z.array(RiderHistoryEntrySchema).optional(),
});
export type Rider = z.infer<typeof RiderSchema>;

/** `GET /riders?status=` (staff): riders by status, oldest sent first; default the ones waiting for review. */
export const RiderListQuerySchema = PageQuerySchema.extend({
  status: RiderStatusSchema.default('pending'),
});
export type RiderListQuery = z.infer<typeof RiderListQuerySchema>;

/** `POST /riders/{userId}/reject`: the reason, told to the rider. */
export const RejectRiderSchema = z.object({ reason: trimmed('reason', 300) }).strict();
export type RejectRider = z.infer<typeof RejectRiderSchema>;

export const RiderParamsSchema = z.object({ userId: IdSchema });
export const RiderDocumentParamsSchema = z.object({ userId: IdSchema, id: IdSchema });
export const MyDocumentParamsSchema = z.object({ id: IdSchema });
