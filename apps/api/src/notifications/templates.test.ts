import { MESSAGE_TEMPLATES } from '@bond/contract/notifications';
import { smsSegments } from '@bond/contract/sms-segments';
import { describe, expect, it } from 'vitest';
import { renderMessage, type MessageFacts, type RentalFacts } from './templates.ts';

/** Issue 12, items 2 and 4: what each message says, and that its SMS fits one segment where it can. */

const rental: RentalFacts = {
  rentalId: '1a2b3c4d-0000-4000-8000-000000000001',
  bikeId: '30000000-0000-4000-8000-000000000001',
  customerName: 'Nusrat Jahan',
  bikeName: 'Yamaha FZS V3 ABS',
  // Fri 11 Dec 2026, 2:00 pm to 6:00 pm in Dhaka; back at 5:50 pm.
  start: new Date('2026-12-11T08:00:00Z'),
  end: new Date('2026-12-11T12:00:00Z'),
  returnTime: new Date('2026-12-11T11:50:00Z'),
  pricePerHour: 180,
  rentalCharge: 660,
  totalCost: 560,
};
const links = {
  rental: 'https://bondbikerental.com/dashboard/rentals/1a2b3c4d-0000-4000-8000-000000000001',
  rentalShort: 'https://bondbikerental.com/r/1a2b3c4d',
  bike: 'https://bondbikerental.com/allbikes/30000000-0000-4000-8000-000000000001',
};
const FACTS: Record<string, MessageFacts> = {
  booking_cancelled: { template: 'booking_cancelled', advance: 'returned', byShop: false },
  payment_received: { template: 'payment_received', amount: 560 },
  refund_recorded: { template: 'refund_recorded', amount: 100, method: 'bkash', reference: 'BK8A7F2Q' },
  payment_owed_back: { template: 'payment_owed_back', amount: 100, why: 'lapsed' },
};
const render = (template: (typeof MESSAGE_TEMPLATES)[number]) =>
  renderMessage('en', rental, FACTS[template] ?? ({ template } as MessageFacts), links);

describe('message templates', () => {
  it.each(MESSAGE_TEMPLATES)(
    '%s: one GSM-7 SMS segment with the short link; an e-mail with the whole one',
    (template) => {
      const message = render(template);
      expect(smsSegments(message.sms), message.sms).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      expect(message.sms).toContain(links.rentalShort);
      expect(message.sms.startsWith('Bond Bike Rental: ')).toBe(true);
      expect(message.text).toMatch(/^Dear Nusrat Jahan,\n\n/);
      expect(message.text).toMatch(/\n\nBond Bike Rental$/);
      expect(message.subject.length).toBeGreaterThan(0);
      expect(message.subject).not.toMatch(/[\r\n]/);
    },
  );

  it('say the period and the money in Dhaka time and taka', () => {
    expect(render('booking_confirmed').sms).toBe(
      'Bond Bike Rental: Yamaha FZS V3 ABS is booked for you Fri 11 Dec, 2:00 pm to 6:00 pm. Advance 100 BDT paid. https://bondbikerental.com/r/1a2b3c4d',
    );
    expect(render('return_reminder').sms).toContain('please return Yamaha FZS V3 ABS by 6:00 pm, Fri 11 Dec');
    expect(render('return_recorded').text).toContain('Rent: 660 BDT\nAdvance paid: 100 BDT\n\n560 BDT is left to pay.');
    expect(render('refund_recorded').sms).toContain('we returned 100 BDT to you by bKash (reference BK8A7F2Q)');
  });

  it('a customer whose language has no templates yet reads English, and the message says so', () => {
    const message = renderMessage('bn', rental, { template: 'pickup_reminder' }, links);
    expect(message.language).toBe('en');
    expect(message.sms).toContain('is yours from 2:00 pm, Fri 11 Dec');
  });

  it('a long bike name or address takes a second segment rather than losing words', () => {
    const long = renderMessage(
      'en',
      { ...rental, bikeName: 'Royal Enfield Himalayan 450 Adventure Tourer' },
      { template: 'booking_confirmed' },
      { ...links, rentalShort: 'https://rentals.bondbikerental.com.bd/r/1a2b3c4d' },
    );
    expect(long.sms).toContain('Royal Enfield Himalayan 450 Adventure Tourer is booked for you');
    expect(smsSegments(long.sms).segments).toBe(2);
  });
});
