import { z } from 'zod';

/** A full tank, in eighths. */
export const FULL_TANK_EIGHTHS = 8;

/** The kinds of a bill's lines (docs/product/handover-and-return.md#the-bill), in the order a bill says them. */
export const BILL_LINE_KINDS = [
  'time',
  'rule',
  'addon',
  'coupon',
  'late',
  'fuel',
  'helmet',
  'charge',
  'advance',
  'deposit_applied',
  'balance',
  'deposit_refund',
] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

/** The kinds of a bill's lines that make its total (the rent and the extras, all before the advance); the others settle it. */
export const BILL_TOTAL_KINDS: ReadonlySet<string> = new Set(
  BILL_LINE_KINDS.slice(0, BILL_LINE_KINDS.indexOf('advance')),
);

/** A line of a bill in both languages, in whole taka: what reduces what is owed is negative. */
export const BillLineSchema = z.object({
  kind: z.enum(BILL_LINE_KINDS),
  key: z.string(),
  label: z.object({ en: z.string(), bn: z.string() }),
  amount: z.number().int(),
});
export type BillLine = z.infer<typeof BillLineSchema>;

/** A bill: its lines and its totals (`billOf` in bill.ts says what each is). */
export const BillSchema = z.object({
  lines: z.array(BillLineSchema),
  total: z.number().int(),
  rent: z.number().int(),
  lateFee: z.number().int(),
  extras: z.number().int(),
  depositApplied: z.number().int(),
  depositRefund: z.number().int(),
  balance: z.number().int(),
});
export type Bill = z.infer<typeof BillSchema>;

/*
 * A rental's handover and its photos as the answers give them (docs/product/handover-and-return.md): what the
 * rental's customer and the shop see of it.
 */

/** The readings of one inspection, as the rental's answers give them. */
export const InspectionSchema = z.object({
  odometerKm: z.number().int(),
  fuelEighths: z.number().int(),
  helmets: z.number().int(),
  notes: z.string().nullable(),
  recordedBy: z.object({ _id: z.string(), name: z.string() }),
  recordedAt: z.string(),
  /** The photos taken with it, by id (`GET /rentals/{id}/photos/{photoId}`). */
  photoIds: z.array(z.string()),
});
export type Inspection = z.infer<typeof InspectionSchema>;

/** A rental's handover: when and by whom, its readings (null when it was recorded without an inspection) and deposit. */
export const HandoverRecordSchema = z.object({
  handedOverAt: z.string(),
  handedOverBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  inspection: InspectionSchema.nullable(),
  deposit: z.object({ amount: z.number().int(), method: z.string().nullable(), reference: z.string().nullable() }),
});
export type HandoverRecord = z.infer<typeof HandoverRecordSchema>;

/** A photo as its upload answers it. */
export const RentalPhotoSchema = z.object({
  _id: z.string(),
  rentalId: z.string(),
  stage: z.enum(['handover', 'return']).nullable(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type RentalPhoto = z.infer<typeof RentalPhotoSchema>;
