/**
 * Messages to customers (D22, issue 12) in an admin's words: what each message is called, its channel and
 * state, the number it went to, and the filters of the Notifications page. Pure functions, tested on their own.
 */
import type {
  MessageChannel,
  MessageStatus,
  MessageTemplate,
  Notification,
  NotificationListQuery,
  SmsStandinSwitches,
} from '@bond/contract/notifications';
import { formatTime } from '../../lib/time.ts';

/** What happened, as the shop names the message it sent about it. */
export const TEMPLATE_WORDS: Record<MessageTemplate, string> = {
  booking_confirmed: 'Booking confirmed',
  pickup_reminder: 'Pickup reminder',
  return_reminder: 'Return reminder',
  overdue: 'Bike overdue',
  return_recorded: 'Return recorded',
  payment_received: 'Payment received',
  refund_recorded: 'Refund paid back',
  booking_cancelled: 'Booking cancelled',
  booking_expired: 'Booking expired',
  payment_owed_back: 'Payment owed back',
};

export const CHANNEL_WORDS: Record<MessageChannel, string> = { sms: 'SMS', email: 'E-mail' };

export const STATUS_WORDS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** How the SSL Wireless stand-in answers the next sends. */
export const STANDIN_MODE_WORDS: Record<SmsStandinSwitches['mode'], string> = {
  deliver: 'Deliver',
  fail: 'Fail (server error)',
  timeout: 'Time out',
  'error-code': 'Answer an error code',
};

const BANGLADESH_MOBILE = /^8801(\d{3})(\d{6})$/;

/** A phone number as SMS carry it, `8801711000002`, read as '+880 1711-000002'; an e-mail address as it is. */
export function recipientText(recipient: string): string {
  const mobile = BANGLADESH_MOBILE.exec(recipient);
  return mobile ? `+880 1${mobile[1]}-${mobile[2]}` : recipient;
}

/** '1 attempt', '3 attempts'; 'Not tried yet' before the first. */
export function attemptsText(attempts: number): string {
  if (attempts <= 0) return 'Not tried yet';
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

/** An SMS's parts: '1 segment', '2 segments'; nothing for an e-mail. */
export function segmentsText(segments: number | null): string {
  if (segments === null) return '';
  return segments === 1 ? '1 segment' : `${segments} segments`;
}

/**
 * What an admin needs to know under a message's state: when a queued one is due and why it waits, and why
 * a failed one failed. Nothing for one sending or sent.
 */
export function statusNotes(message: Pick<Notification, 'status' | 'dueAt' | 'lastError'>): string[] {
  if (message.status === 'queued') {
    const notes = [`Due ${formatTime(message.dueAt)}`];
    if (message.lastError) notes.push(`Waiting: ${message.lastError}`);
    return notes;
  }
  if (message.status === 'failed') return [`Last error: ${message.lastError ?? 'not recorded'}`];
  return [];
}

/** Only a message the shop gave up on can be sent again. */
export function canRetry(message: Pick<Notification, 'status'>): boolean {
  return message.status === 'failed';
}

/** 'Pickup reminder to Rina Akter': a message named for buttons and dialogs. */
export function messageName(message: Pick<Notification, 'template' | 'customer' | 'recipient'>): string {
  return `${TEMPLATE_WORDS[message.template]} to ${message.customer?.name ?? recipientText(message.recipient)}`;
}

/** The Notifications page's filters as the form holds them; '' means any. */
export type NotificationFilters = {
  status: MessageStatus | '';
  channel: MessageChannel | '';
  template: MessageTemplate | '';
};

export const NO_NOTIFICATION_FILTERS: NotificationFilters = { status: '', channel: '', template: '' };

/** `GET /api/notifications`'s query for the filters and a page; unset filters are left out. */
export function notificationQuery(filters: NotificationFilters, page: number, pageSize: number): NotificationListQuery {
  const query: NotificationListQuery = { page, pageSize };
  if (filters.status) query.status = filters.status;
  if (filters.channel) query.channel = filters.channel;
  if (filters.template) query.template = filters.template;
  return query;
}

/** Whether any filter narrows the list. */
export function isFiltered(filters: NotificationFilters): boolean {
  return Boolean(filters.status || filters.channel || filters.template);
}
