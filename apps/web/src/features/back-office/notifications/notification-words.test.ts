import { MESSAGE_CHANNELS, MESSAGE_STATUSES, MESSAGE_TEMPLATES, SMS_STANDIN_MODES } from '@bond/contract/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { inBangla } from '../../../test/i18n.ts';
import {
  NO_NOTIFICATION_FILTERS,
  attemptsText,
  canRetry,
  channelName,
  isFiltered,
  messageName,
  notificationQuery,
  recipientText,
  segmentsText,
  standinModeName,
  statusName,
  statusNotes,
  templateName,
} from './notification-words.ts';

beforeAll(() => {
  process.env.TZ = 'America/New_York';
});

describe('messages to customers in words', () => {
  it('names every message the shop sends, each differently', () => {
    for (const template of MESSAGE_TEMPLATES) expect(templateName(template, 'en')).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    expect(new Set(MESSAGE_TEMPLATES.map((template) => templateName(template, 'en'))).size).toBe(
      MESSAGE_TEMPLATES.length,
    );
    expect(templateName('booking_confirmed', 'en')).toBe('Booking confirmed');
    expect(templateName('pickup_reminder', 'en')).toBe('Pickup reminder');
    expect(templateName('return_reminder', 'en')).toBe('Return reminder');
    expect(templateName('payment_owed_back', 'en')).toBe('Payment owed back');
  });

  it('names every channel, state and stand-in mode', () => {
    expect(MESSAGE_CHANNELS.map((c) => channelName(c, 'en'))).toEqual(['SMS', 'E-mail']);
    expect(MESSAGE_STATUSES.map((s) => statusName(s, 'en'))).toEqual(['Queued', 'Sending', 'Sent', 'Failed']);
    expect(SMS_STANDIN_MODES.map((m) => standinModeName(m, 'en'))).toEqual([
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
    expect(attemptsText(0, 'en')).toBe('Not tried yet');
    expect(attemptsText(1, 'en')).toBe('1 attempt');
    expect(attemptsText(5, 'en')).toBe('5 attempts');
    expect(segmentsText(1, 'en')).toBe('1 segment');
    expect(segmentsText(3, 'en')).toBe('3 segments');
    expect(segmentsText(null, 'en')).toBe('');
  });

  it('says when a queued message is due (Dhaka time) and why it waits, and why a failed one failed', () => {
    const queued = { status: 'queued' as const, dueAt: '2026-11-22T09:30:00.000Z', lastError: null };
    // 09:30 UTC is 3:30 pm in Dhaka, whatever the browser's zone.
    expect(statusNotes(queued, 'en')).toEqual([expect.stringMatching(/^Due .*22.*3:30\s?pm$/i)]);
    expect(statusNotes({ ...queued, lastError: 'No SMS gateway is configured' }, 'en')[1]).toBe(
      'Waiting: No SMS gateway is configured',
    );
    expect(statusNotes({ ...queued, status: 'failed', lastError: 'SSL Wireless answered 4025' }, 'en')).toEqual([
      'Last error: SSL Wireless answered 4025',
    ]);
    expect(statusNotes({ ...queued, status: 'failed' }, 'en')).toEqual(['Last error: not recorded']);
    expect(statusNotes({ ...queued, status: 'sent', lastError: 'an earlier time-out' }, 'en')).toEqual([]);
    expect(statusNotes({ ...queued, status: 'sending' }, 'en')).toEqual([]);
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
    expect(messageName(message, 'en')).toBe('Pickup reminder to Rina Akter');
    expect(messageName({ ...message, customer: null }, 'en')).toBe('Pickup reminder to +880 1711-000002');
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

describe('messages to customers in Bangla', () => {
  it('names them, counts with Bengali digits, and keeps the server’s reasons as they are', async () => {
    await inBangla();
    expect(new Set(MESSAGE_TEMPLATES.map((template) => templateName(template, 'bn'))).size).toBe(
      MESSAGE_TEMPLATES.length,
    );
    expect(statusName('failed', 'bn')).toBe('ব্যর্থ');
    expect(channelName('email', 'bn')).toBe('ই-মেইল');
    expect(attemptsText(0, 'bn')).toBe('এখনো চেষ্টা হয়নি');
    expect(attemptsText(5, 'bn')).toBe('৫ বার চেষ্টা');
    expect(segmentsText(2, 'bn')).toBe('২টি অংশ');
    const failed = {
      status: 'failed' as const,
      dueAt: '2026-11-22T09:30:00.000Z',
      lastError: 'SSL Wireless answered 4025',
    };
    expect(statusNotes(failed, 'bn')).toEqual(['শেষ এরর: SSL Wireless answered 4025']);
    expect(statusNotes({ ...failed, status: 'queued', lastError: null }, 'bn')).toEqual([
      expect.stringMatching(/^পাঠানোর সময় ২২ নভে, ২০২৬, ৩:৩০/),
    ]);
    expect(messageName({ template: 'pickup_reminder', customer: null, recipient: '8801711000002' }, 'bn')).toBe(
      '+880 1711-000002-এর জন্য “বাইক নেওয়ার রিমাইন্ডার”',
    );
    // English stays as it was.
    expect(attemptsText(5, 'en')).toBe('5 attempts');
  });
});
