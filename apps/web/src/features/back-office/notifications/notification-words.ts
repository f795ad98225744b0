/**
 * Messages to customers (docs/product/messages.md#channels) in an admin's words: what each message is called, its channel and
 * state, the number it went to, and the filters of the Notifications page. The words are the catalogues'
 * (`@bond/contract/say`, docs/decisions/027); these functions give them a message's values. Pure
 * functions, tested on their own.
 */
import type {
  MessageChannel,
  MessageStatus,
  MessageTemplate,
  Notification,
  NotificationListQuery,
  SmsStandinSwitches,
} from '@bond/contract/notifications';
import { say } from '@bond/contract/say';
import type { Language } from '../../../i18n/languages.ts';

/** What happened, as the shop names the message it sent about it: 'Booking confirmed'. */
export function templateName(template: MessageTemplate, language: Language): string {
  return say(language, 'messageKind', { template });
}

/** 'SMS', 'E-mail'. */
export function channelName(channel: MessageChannel, language: Language): string {
  return say(language, 'messageChannel', { channel });
}

/** 'Queued', 'Sending', 'Sent', 'Failed'. */
export function statusName(status: MessageStatus, language: Language): string {
  return say(language, 'messageStatus', { status });
}

/** How the SSL Wireless stand-in answers the next sends: 'Deliver', 'Time out'… */
export function standinModeName(mode: SmsStandinSwitches['mode'], language: Language): string {
  return say(language, 'standinMode', { mode });
}

const BANGLADESH_MOBILE = /^8801(\d{3})(\d{6})$/;

/** A phone number as SMS carry it, `8801711000002`, read as '+880 1711-000002'; an e-mail address as it is. */
export function recipientText(recipient: string): string {
  const mobile = BANGLADESH_MOBILE.exec(recipient);
  return mobile ? `+880 1${mobile[1]}-${mobile[2]}` : recipient;
}

/** '1 attempt', '3 attempts'; 'Not tried yet' before the first. */
export function attemptsText(attempts: number, language: Language): string {
  return say(language, 'messageAttempts', { n: attempts });
}

/** An SMS's parts: '1 segment', '2 segments'; nothing for an e-mail. */
export function segmentsText(segments: number | null, language: Language): string {
  return segments === null ? '' : say(language, 'messageSegments', { n: segments });
}

/**
 * What an admin needs to know under a message's state: when a queued one is due and why it waits, and why
 * a failed one failed. Nothing for one sending or sent. The reasons are the server's, as it wrote them.
 */
export function statusNotes(
  message: Pick<Notification, 'status' | 'dueAt' | 'lastError'>,
  language: Language,
): string[] {
  if (message.status === 'queued') {
    const notes = [say(language, 'messageDue', { at: new Date(message.dueAt) })];
    if (message.lastError) notes.push(say(language, 'messageWaiting', { error: message.lastError }));
    return notes;
  }
  if (message.status === 'failed') return [say(language, 'messageLastError', { error: message.lastError || null })];
  return [];
}

/** Only a message the shop gave up on can be sent again. */
export function canRetry(message: Pick<Notification, 'status'>): boolean {
  return message.status === 'failed';
}

/** 'Pickup reminder to Rina Akter': a message named for buttons and dialogs. */
export function messageName(
  message: Pick<Notification, 'template' | 'customer' | 'recipient'>,
  language: Language,
): string {
  const name = message.customer?.name ?? recipientText(message.recipient);
  return say(language, 'messageName', { template: message.template, name });
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
