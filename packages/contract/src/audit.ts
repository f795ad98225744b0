import { z } from 'zod';
import { zodText } from './say.ts';
import { IdSchema, PageQuerySchema, ShopDateSchema } from './common.ts';

/**
 * What an admin did (docs/product/money-and-refunds.md#audit-log): every admin action that changes money, a rental, a bike, an account or a
 * price list (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons) leaves one
 * row of the append-only audit log, written in the action's own transaction.
 */
export const AUDIT_ACTIONS = [
  'bike.created',
  'bike.updated',
  'bike.retired',
  'bike.blocked',
  'bike.block_ended',
  'bike.papers_updated',
  'bike.serviced',
  'shop.closed',
  'shop.closure_ended',
  'user.promoted',
  'user.role_changed',
  'user.created',
  'user.deactivated',
  'rental.returned',
  'rental.cancelled',
  'rental.no_show',
  'rental.booked_at_counter',
  'rental.payment_link_sent',
  'rental.handed_over',
  'rental.moved',
  'refund.refunded',
  'payment.accepted',
  'payment.refused',
  'payment.received',
  'till.opened',
  'till.closed',
  'add_on.created',
  'add_on.updated',
  'price_rule.created',
  'price_rule.updated',
  'coupon.created',
  'coupon.updated',
  'shop_settings.updated',
  'charge_item.created',
  'charge_item.updated',
  'rider.document_added',
  'rider.document_viewed',
  'rider.approved',
  'rider.rejected',
  'rider.documents_deleted',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS, {
  error: zodText('auditActionInvalid', { actions: AUDIT_ACTIONS }),
});
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** What an action was done to. */
export const AUDIT_SUBJECTS = [
  'bike',
  'user',
  'rental',
  'refund',
  'payment',
  'add_on',
  'price_rule',
  'coupon',
  'till',
  'shop_settings',
  'charge_item',
  'closure',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** The subject each action is done to. */
export const AUDIT_SUBJECT_OF: Record<AuditAction, AuditSubject> = {
  'bike.created': 'bike',
  'bike.updated': 'bike',
  'bike.retired': 'bike',
  'bike.blocked': 'bike',
  'bike.block_ended': 'bike',
  'bike.papers_updated': 'bike',
  'bike.serviced': 'bike',
  'shop.closed': 'closure',
  'shop.closure_ended': 'closure',
  'user.promoted': 'user',
  'user.role_changed': 'user',
  'user.created': 'user',
  'user.deactivated': 'user',
  'rental.returned': 'rental',
  'rental.cancelled': 'rental',
  'rental.no_show': 'rental',
  'rental.booked_at_counter': 'rental',
  'rental.payment_link_sent': 'rental',
  'rental.handed_over': 'rental',
  'rental.moved': 'rental',
  'refund.refunded': 'refund',
  'payment.accepted': 'payment',
  'payment.refused': 'payment',
  'payment.received': 'payment',
  'till.opened': 'till',
  'till.closed': 'till',
  'add_on.created': 'add_on',
  'add_on.updated': 'add_on',
  'price_rule.created': 'price_rule',
  'price_rule.updated': 'price_rule',
  'coupon.created': 'coupon',
  'coupon.updated': 'coupon',
  'shop_settings.updated': 'shop_settings',
  'charge_item.created': 'charge_item',
  'charge_item.updated': 'charge_item',
  // A rider's file is the rider's account: the subject is the rider (docs/product/riders-on-file.md#privacy).
  'rider.document_added': 'user',
  'rider.document_viewed': 'user',
  'rider.approved': 'user',
  'rider.rejected': 'user',
  'rider.documents_deleted': 'user',
};

/** Field values before and after an action: only the fields it changed. */
const FieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const AuditEntrySchema = z.object({
  _id: z.string(),
  /** When, as an instant (ISO 8601, UTC). */
  at: z.string(),
  action: AuditActionSchema,
  /** Who did it; null for the shop's own timed jobs (deleting a closed account's papers when their time is up). */
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The client address the admin acted from. */
  clientAddress: z.string(),
  subject: z.object({
    type: z.enum(AUDIT_SUBJECTS),
    _id: z.string(),
    /**
     * Its name when the action was done: the bike, the account, "bike · customer" for a rental, an add-on's
     * code and English name, a price rule's English name, a coupon's code, a charge's code and English
     * name, "Shop settings".
     */
    label: z.string(),
  }),
  before: FieldsSchema,
  after: FieldsSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** `GET /api/audit`: newest first; `from`/`to` are inclusive Dhaka days. */
export const AuditQuerySchema = PageQuerySchema.extend({
  from: ShopDateSchema.optional(),
  to: ShopDateSchema.optional(),
  action: AuditActionSchema.optional(),
  actor: IdSchema.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
