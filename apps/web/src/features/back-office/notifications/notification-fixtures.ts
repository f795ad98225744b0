/** Messages shaped like GET /api/notifications answers them, for tests. */
import type { Notification, SmsStandinDelivery } from '@bond/contract/notifications';

export const RENTAL_ID = '10000000-0000-4000-8000-000000000007';
export const CUSTOMER = { _id: '20000000-0000-4000-8000-000000000002', name: 'Rina Akter' };

let next = 0;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  next += 1;
  return {
    _id: String(next),
    rentalId: RENTAL_ID,
    customer: CUSTOMER,
    channel: 'sms',
    template: 'booking_confirmed',
    language: 'en',
    recipient: '8801711000002',
    subject: null,
    body: 'Bond Bike Rental: your Yamaha FZS V3 is booked for 22 Nov, 4:30 pm to 7:30 pm.',
    status: 'sent',
    attempts: 1,
    lastError: null,
    providerMessageId: 'SSLW-REF-1',
    segments: 1,
    dueAt: '2026-11-22T04:00:00.000Z',
    sentAt: '2026-11-22T04:00:05.000Z',
    createdAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}

/** An e-mail given up on after its last attempt. */
export function failedEmail(overrides: Partial<Notification> = {}): Notification {
  return makeNotification({
    channel: 'email',
    template: 'return_recorded',
    recipient: 'rina@example.com',
    subject: 'Your return is recorded',
    body: 'Dear Rina,\n\nWe recorded the return of your bike.\nBalance to pay: 500 BDT.',
    status: 'failed',
    attempts: 5,
    lastError: 'SMTP server refused the message: 550 mailbox unavailable',
    providerMessageId: null,
    segments: null,
    sentAt: null,
    ...overrides,
  });
}

export function makeDelivery(overrides: Partial<SmsStandinDelivery> = {}): SmsStandinDelivery {
  next += 1;
  return {
    csmsId: `BBR${String(next).padStart(6, '0')}`,
    msisdn: '8801711000002',
    sms: 'Bond Bike Rental: pick up your Yamaha FZS V3 at 4:30 pm today.',
    smsType: 'EN',
    segments: 1,
    referenceId: `REF-${next}`,
    receivedAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}
