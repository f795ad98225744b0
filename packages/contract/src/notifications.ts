import { z } from 'zod';
import { zodText } from './say.ts';
import { IdSchema, PageQuerySchema } from './common.ts';
import { LANGUAGES, type Language } from './languages.ts';

export { LANGUAGES, type Language };

/**
 * Messages to customers (docs/product/messages.md#outbox, docs/decisions/017): every message the shop sends is a row of its outbox,
 * written in the transaction of the change that causes it and sent by a worker.
 */

/** The channels a message goes by. */
export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export const MessageChannelSchema = z.enum(MESSAGE_CHANNELS, { error: zodText('channelInvalid') });
export type MessageChannel = z.infer<typeof MessageChannelSchema>;

/**
 * `queued`: waiting for its time or its channel; `sending`: claimed by a worker (the claim lapses after a
 * time-out); `sent`: the provider accepted it; `failed`: given up after the last attempt, or undeliverable.
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const MessageStatusSchema = z.enum(MESSAGE_STATUSES, {
  error: zodText('messageStatusInvalid'),
});
export type MessageStatus = z.infer<typeof MessageStatusSchema>;

/** What happened, one template each (docs/product/messages.md#outbox). */
export const MESSAGE_TEMPLATES = [
  /** The advance is paid: the bike is booked for its period. */
  'booking_confirmed',
  /** One hour before the booked start. */
  'pickup_reminder',
  /** Thirty minutes before the planned return. */
  'return_reminder',
  /** The planned return has passed and the bike is not back (once). */
  'overdue',
  /** The shop recorded the return: the balance to pay, or the money to be returned. */
  'return_recorded',
  /** The balance was paid. */
  'payment_received',
  /** The shop paid money back. */
  'refund_recorded',
  /** The booking was cancelled (by the customer or the shop). */
  'booking_cancelled',
  /** The booking's hold lapsed before the advance was paid. */
  'booking_expired',
  /** A payment arrived that the shop could not use (a lapsed hold, paid twice): it is owed back. */
  'payment_owed_back',
  /** An admin's one-time login code (decision 022): to the admin's own phone and e-mail, the code and nothing else. */
  'login_code',
  /** The link that verifies a customer's e-mail address: the only e-mail an unverified address gets (decision 023). */
  'email_verification',
  /** Sent from the counter (docs/product/the-counter.md#payment-link-by-sms): the link where a booking's advance is paid online. */
  'payment_link',
  /** A customer's one-time sign-in code (docs/product/accounts-and-roles.md#phone-sign-in): by SMS to the number asked for, the code and nothing else. */
  'phone_code',
  /** Staff rejected a rider's ID and licence (docs/product/riders-on-file.md#review): the reason, by SMS and to a verified e-mail. */
  'rider_rejected',
  /** A rider's approved licence expires within 30 days (docs/product/riders-on-file.md#statuses): once per expiry date. */
  'licence_expiring',
  /** The bike was handed over (docs/product/handover-and-return.md#handover): its readings and the deposit held. */
  'handed_over',
  /** A booking moved to another bike (docs/product/fleet-calendar.md#moving-a-booking): the new bike, the same price. */
  'rental_moved',
  /** A paper of a bike expires in 15 days, or tomorrow (docs/product/fleet-calendar.md#papers): to every admin, once each. */
  'paper_expiring',
  /** A bike is due a service by distance or days since its last (docs/product/fleet-calendar.md#service-log): to every admin, once per service. */
  'service_due',
] as const;
export const MessageTemplateSchema = z.enum(MESSAGE_TEMPLATES, { error: zodText('templateInvalid') });
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

/** The languages a customer's messages are written in (docs/product/languages.md#two-languages). */
export const LanguageSchema = z.enum(LANGUAGES, { error: zodText('languageInvalid') });

/** How a customer wants reminders (pickup, return); receipts and money messages always go. */
export const REMINDER_CHANNELS = ['sms', 'email', 'none'] as const;
export const ReminderChannelSchema = z.enum(REMINDER_CHANNELS, {
  error: zodText('reminderChannelInvalid'),
});
export type ReminderChannel = z.infer<typeof ReminderChannelSchema>;

/** One message of the outbox, as an admin reads it. */
export const NotificationSchema = z.object({
  _id: z.string(),
  rentalId: z.string().nullable(),
  customer: z.object({ _id: z.string(), name: z.string() }).nullable(),
  channel: MessageChannelSchema,
  template: MessageTemplateSchema,
  language: LanguageSchema,
  /** A phone number as `8801XXXXXXXXX`, or an e-mail address. */
  recipient: z.string(),
  /** The e-mail's subject; null for an SMS. */
  subject: z.string().nullable(),
  /** The rendered text (the e-mail's plain-text part). */
  body: z.string(),
  status: MessageStatusSchema,
  attempts: z.number().int(),
  /** Why the last attempt failed, or why the message waits (no channel configured). */
  lastError: z.string().nullable(),
  /** The provider's reference: SSL Wireless's `reference_id`, or the e-mail's `Message-ID`. */
  providerMessageId: z.string().nullable(),
  /** SMS parts the text needs (GSM-7: 160, or 153 each when split; UCS-2: 70, or 67 each). */
  segments: z.number().int().nullable(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications` (admin): newest first, paginated. */
export const NotificationListQuerySchema = PageQuerySchema.extend({
  status: MessageStatusSchema.optional(),
  channel: MessageChannelSchema.optional(),
  template: MessageTemplateSchema.optional(),
  rental: IdSchema.optional(),
  customer: IdSchema.optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: zodText('idNotMessageNumber') })
    .int({ error: zodText('idNotMessageNumber') })
    .min(1, { error: zodText('idNotMessageNumber') })
    .max(Number.MAX_SAFE_INTEGER, { error: zodText('idNotMessageNumber') }),
});

/** What the local SSL Wireless stand-in received (its admin page): a delivery per `csms_id`. */
export const SmsStandinDeliverySchema = z.object({
  csmsId: z.string(),
  msisdn: z.string(),
  sms: z.string(),
  /** `EN` (GSM-7) or `BN` (Unicode), as SSL Wireless reports it. */
  smsType: z.string(),
  segments: z.number().int(),
  referenceId: z.string(),
  receivedAt: z.string(),
});
export type SmsStandinDelivery = z.infer<typeof SmsStandinDeliverySchema>;

/** How the local SSL Wireless stand-in answers the next sends (to try the shop's retries by hand). */
export const SMS_STANDIN_MODES = ['deliver', 'fail', 'timeout', 'error-code'] as const;
export const SmsStandinSwitchesSchema = z.object({
  /** `fail`: HTTP 500; `timeout`: no answer until the shop gives up; `error-code`: SSL Wireless's FAILED answer. */
  mode: z.enum(SMS_STANDIN_MODES, { error: zodText('standinModeInvalid') }),
  /** The `status_code` of the FAILED answer in `error-code` mode (e.g. 4001 unauthorised, 4025 invalid number). */
  errorCode: z.number().int().min(1000).max(9999).optional(),
});
export type SmsStandinSwitches = z.infer<typeof SmsStandinSwitchesSchema>;
