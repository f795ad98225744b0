import { MESSAGE_CHANNELS, MESSAGE_STATUSES, MESSAGE_TEMPLATES, SMS_STANDIN_MODES } from '@bond/contract/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNEL_WORDS,
  NO_NOTIFICATION_FILTERS,
  STANDIN_MODE_WORDS,
  STATUS_WORDS,
  TEMPLATE_WORDS,
  attemptsText,
  canRetry,
  isFiltered,
  messageName,
  notificationQuery,
  recipientText,
  segmentsText,
  statusNotes,
} from './notification-words.ts';

beforeAll(() => {
  process.env.TZ = 'America/New_York';
});

describe('messages to customers in words', () => {
  it('names every message the shop sends, each differently', () => {
    for (const template of MESSAGE_TEMPLATES) expect(TEMPLATE_WORDS[template]).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    expect(new Set(Object.values(TEMPLATE_WORDS)).size).toBe(MESSAGE_TEMPLATES.length);
    expect(TEMPLATE_WORDS.booking_confirmed).toBe('Booking confirmed');
    expect(TEMPLATE_WORDS.pickup_reminder).toBe('Pickup reminder');
    expect(TEMPLATE_WORDS.return_reminder).toBe('Return reminder');
    expect(TEMPLATE_WORDS.payment_owed_back).toBe('Payment owed back');
  });

  it('names every channel, state and stand-in mode', () => {
    expect(MESSAGE_CHANNELS.map((c) => CHANNEL_WORDS[c])).toEqual(['SMS', 'E-mail']);
    expect(MESSAGE_STATUSES.map((s) => STATUS_WORDS[s])).toEqual(['Queued', 'Sending', 'Sent', 'Failed']);
    expect(SMS_STANDIN_MODES.map((m) => STANDIN_MODE_WORDS[m])).toEqual([
      'Deliver',
      'Fail (server error)',
      'Time out',
      'Answer an error code',
    ]);
  });

  it('writes a Bangladeshi mobile number the way people read it, and leaves anything else as it is', () => {
    expect(recipientText('8801711000002')).toBe('+880 1711-000002');
    expect(recipientText('rina@example.com')).toBe('rina@example.com');
    expect(recipientText('447700900123')).toBe('447700900123');
  });

  it('counts attempts and SMS segments', () => {
    expect(attemptsText(0)).toBe('Not tried yet');
    expect(attemptsText(1)).toBe('1 attempt');
    expect(attemptsText(5)).toBe('5 attempts');
    expect(segmentsText(1)).toBe('1 segment');
    expect(segmentsText(3)).toBe('3 segments');
    expect(segmentsText(null)).toBe('');
  });

  it('says when a queued message is due (Dhaka time) and why it waits, and why a failed one failed', () => {
    const queued = { status: 'queued' as const, dueAt: '2026-11-22T09:30:00.000Z', lastError: null };
    // 09:30 UTC is 3:30 pm in Dhaka, whatever the browser's zone.
    expect(statusNotes(queued)).toEqual([expect.stringMatching(/^Due .*22.*3:30\s?pm$/i)]);
    expect(statusNotes({ ...queued, lastError: 'No SMS gateway is configured' })[1]).toBe(
      'Waiting: No SMS gateway is configured',
    );
    expect(statusNotes({ ...queued, status: 'failed', lastError: 'SSL Wireless answered 4025' })).toEqual([
      'Last error: SSL Wireless answered 4025',
    ]);
    expect(statusNotes({ ...queued, status: 'failed' })).toEqual(['Last error: not recorded']);
    expect(statusNotes({ ...queued, status: 'sent', lastError: 'an earlier time-out' })).toEqual([]);
    expect(statusNotes({ ...queued, status: 'sending' })).toEqual([]);
  });

  it('offers Retry for a failed message only', () => {
    expect(MESSAGE_STATUSES.filter((status) => canRetry({ status }))).toEqual(['failed']);
  });

  it('names a message by what it is and its customer, or the number when it has no customer', () => {
    const message = {
      template: 'pickup_reminder' as const,
      customer: { _id: '1', name: 'Rina Akter' },
      recipient: '8801711000002',
    };
    expect(messageName(message)).toBe('Pickup reminder to Rina Akter');
    expect(messageName({ ...message, customer: null })).toBe('Pickup reminder to +880 1711-000002');
  });
});

describe("the Notifications page's filters", () => {
  it('asks for what is set and leaves the rest out', () => {
    expect(notificationQuery(NO_NOTIFICATION_FILTERS, 1, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(isFiltered(NO_NOTIFICATION_FILTERS)).toBe(false);
    const filters = { status: 'failed', channel: 'sms', template: 'pickup_reminder' } as const;
    expect(notificationQuery(filters, 2, 20)).toEqual({
      page: 2,
      pageSize: 20,
      status: 'failed',
      channel: 'sms',
      template: 'pickup_reminder',
    });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered({ ...NO_NOTIFICATION_FILTERS, channel: 'email' })).toBe(true);
  });
});
