import { MESSAGE_TEMPLATES } from '@bond/contract/notifications';
import { smsSegments } from '@bond/contract/sms-segments';
import { describe, expect, it } from 'vitest';
import {
  renderLicenceExpiring,
  renderPaperExpiring,
  renderServiceDue,
  renderLoginCode,
  renderMessage,
  renderPhoneCode,
  renderRiderRejected,
  renderVerificationEmail,
  type MessageFacts,
  type RentalFacts,
} from './templates.ts';

/** What each message says, and that its SMS fits one segment where it can. */

/** A return two hours late with fuel down, a helmet lost and a scratch, the deposit used up (return.test.ts's). */
const BILL_OF_EVERY_KIND = {
  total: 3800,
  depositApplied: 2000,
  depositRefund: 0,
  lines: [
    { kind: 'time', label: { en: '6 hours × 180 BDT', bn: '৬ ঘণ্টা × ১৮০৳' }, amount: 1080 },
    { kind: 'late', label: { en: 'Late: 2 hours × 270 BDT', bn: 'দেরি: ২ ঘণ্টা × ২৭০৳' }, amount: 540 },
    { kind: 'fuel', label: { en: 'Fuel: 3/8 of a tank', bn: 'জ্বালানি: ট্যাংকের ৩/৮' }, amount: 180 },
    { kind: 'helmet', label: { en: 'Lost helmet × 1', bn: 'হারানো হেলমেট × ১' }, amount: 1500 },
    { kind: 'charge', label: { en: 'Scratch', bn: 'আঁচড়' }, amount: 500 },
    { kind: 'advance', label: { en: 'Advance paid', bn: 'অগ্রিম' }, amount: -100 },
    { kind: 'deposit_applied', label: { en: 'Taken from the deposit', bn: 'জামানত থেকে' }, amount: -2000 },
    { kind: 'balance', label: { en: 'Left to pay', bn: 'বাকি' }, amount: 1700 },
  ],
};

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
  // 4 hours at 180 BDT an hour.
  plannedCharge: 720,
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
  // Held until 1:45 pm in Dhaka.
  payment_link: { template: 'payment_link', payBy: new Date('2026-12-11T07:45:00Z') },
  // Handed over at 2:00 pm in Dhaka, the rental's start.
  handed_over: {
    template: 'handed_over',
    at: new Date('2026-12-11T08:00:00Z'),
    odometerKm: 12480,
    fuelEighths: 6,
    helmets: 2,
    deposit: 2000,
  },
  refund_recorded: { template: 'refund_recorded', amount: 100, method: 'bkash', reference: 'BK8A7F2Q' },
  // The booking was on another bike before the shop moved it.
  rental_moved: { template: 'rental_moved', fromBike: 'Honda Hornet 2.0' },
  payment_owed_back: { template: 'payment_owed_back', amount: 100, why: 'lapsed' },
};
/** The messages about a rental (the verification e-mail and the admin's login code have their own tests below). */
/** Messages about an account rather than a rental: each has its own test below. */
const ACCOUNT_TEMPLATES: ReadonlySet<string> = new Set([
  'email_verification',
  'login_code',
  'phone_code',
  'rider_rejected',
  'licence_expiring',
  'paper_expiring',
  'service_due',
]);
const RENTAL_TEMPLATES = MESSAGE_TEMPLATES.filter((t): t is MessageFacts['template'] => !ACCOUNT_TEMPLATES.has(t));
const render = (template: MessageFacts['template']) =>
  renderMessage('en', rental, FACTS[template] ?? ({ template } as MessageFacts), links);

/** Every variant of every template: each way a cancellation, a balance or money owed back can go. */
const VARIANTS: { name: string; rental: RentalFacts; facts: MessageFacts }[] = [
  ...RENTAL_TEMPLATES.map((template) => ({
    name: template,
    rental,
    facts: FACTS[template] ?? ({ template } as MessageFacts),
  })),
  ...(['returned', 'kept', 'not paid'] as const).flatMap((advance) =>
    [true, false].map((byShop) => ({
      name: `booking_cancelled ${advance}${byShop ? ' by the shop' : ''}`,
      rental,
      facts: { template: 'booking_cancelled', advance, byShop } as MessageFacts,
    })),
  ),
  {
    name: 'booking_cancelled by the shop, closed then',
    rental,
    facts: {
      template: 'booking_cancelled',
      advance: 'returned',
      byShop: true,
      closed: { start: new Date('2026-12-16T00:00:00Z'), end: new Date('2026-12-17T18:00:00Z') },
    },
  },
  ...(['duplicate', 'lapsed', 'refused'] as const).map((why) => ({
    name: `payment_owed_back ${why}`,
    rental,
    facts: { template: 'payment_owed_back', amount: 12500, why } as MessageFacts,
  })),
  {
    name: 'return_recorded, owed back',
    rental: { ...rental, rentalCharge: 60, totalCost: -40 },
    facts: { template: 'return_recorded' },
  },
  {
    name: 'return_recorded, settled',
    rental: { ...rental, rentalCharge: 100, totalCost: 0 },
    facts: { template: 'return_recorded' },
  },
  {
    name: 'return_recorded with a bill, the deposit partly given back',
    rental: { ...rental, rentalCharge: 1080, totalCost: 0 },
    facts: { template: 'return_recorded', bill: { total: 1900, depositApplied: 1800, depositRefund: 200 } },
  },
  {
    name: 'return_recorded with a bill, the deposit used up and a balance due',
    rental: { ...rental, rentalCharge: 1080, totalCost: 1700 },
    facts: { template: 'return_recorded', bill: { total: 3800, depositApplied: 2000, depositRefund: 0 } },
  },
  {
    name: 'return_recorded with a bill of every kind of line',
    rental: { ...rental, rentalCharge: 1080, totalCost: 1700 },
    facts: { template: 'return_recorded', bill: BILL_OF_EVERY_KIND },
  },
  {
    name: 'booking_confirmed, open-ended',
    rental: { ...rental, end: null, plannedCharge: null },
    facts: { template: 'booking_confirmed' },
  },
  {
    name: 'booking_confirmed, across midnight, a long price',
    rental: {
      ...rental,
      start: new Date('2026-12-11T17:30:00Z'),
      end: new Date('2026-12-12T05:45:00Z'),
      pricePerHour: 12500,
      plannedCharge: 153125,
    },
    facts: { template: 'booking_confirmed' },
  },
  ...(['nagad', 'cash', 'bank', 'gateway_panel'] as const).map((method) => ({
    name: `refund_recorded by ${method}`,
    rental,
    facts: { template: 'refund_recorded', amount: 10000, method, reference: 'REF-2026-000123' } as MessageFacts,
  })),
];

describe('every template in both languages', () => {
  it.each(VARIANTS)(
    '$name: English in GSM-7, Bangla in at most two UCS-2 parts, with the short link',
    ({ rental: r, facts }) => {
      const english = renderMessage('en', r, facts, links);
      expect(smsSegments(english.sms).encoding, english.sms).toBe('GSM-7');
      const bangla = renderMessage('bn', r, facts, links);
      expect(bangla.language).toBe('bn');
      expect(smsSegments(bangla.sms), bangla.sms).toMatchObject({ encoding: 'UCS-2' });
      expect(smsSegments(bangla.sms).segments, bangla.sms).toBeLessThanOrEqual(2);
      expect(bangla.sms).toContain(links.rentalShort);
      for (const part of [bangla.sms, bangla.subject, bangla.text]) {
        expect(part).toMatch(/[\u0980-\u09FF]/);
        // Money and times in Bangla: no English amount or clock left behind.
        expect(part).not.toMatch(/BDT|\b(am|pm)\b|\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d/);
      }
      expect(bangla.subject).not.toMatch(/[\r\n]/);
      expect(bangla.text).toMatch(/^প্রিয় Nusrat Jahan,\n\n/);
      expect(bangla.text).toMatch(/\n\nধন্যবাদান্তে,\nবন্ড বাইক রেন্টাল$/);
    },
  );
});

describe('message templates', () => {
  it.each(RENTAL_TEMPLATES)(
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
    // The total the receipt's lines add up to; an open-ended booking's is not known yet.
    expect(render('booking_confirmed').sms).toBe(
      'Bond Bike Rental: Yamaha FZS V3 ABS is booked for you Fri 11 Dec, 2:00 pm to 6:00 pm. Total 720 BDT, 100 BDT paid. https://bondbikerental.com/r/1a2b3c4d',
    );
    expect(render('booking_confirmed').text).toContain(
      '\nTotal: 720 BDT if returned on time (the receipt lists each charge)\n',
    );
    const open = renderMessage(
      'en',
      { ...rental, end: null, plannedCharge: null },
      { template: 'booking_confirmed' },
      links,
    );
    expect(open.sms).toContain(' until it is returned. Advance 100 BDT paid. https://bondbikerental.com/r/1a2b3c4d');
    expect(open.text).toContain('\nRent: 180 BDT an hour\n');
    expect(render('return_recorded').sms).toContain('Yamaha FZS V3 ABS returned. Total 660 BDT, advance 100 BDT.');
    expect(render('return_reminder').sms).toContain('please return Yamaha FZS V3 ABS by 6:00 pm, Fri 11 Dec');
    expect(render('return_recorded').text).toContain(
      'Total: 660 BDT (the receipt lists each charge)\nAdvance paid: 100 BDT\n\n560 BDT is left to pay.',
    );
    expect(render('refund_recorded').sms).toContain('we returned 100 BDT to you by bKash (reference BK8A7F2Q)');
    // The counter's payment link: the advance, the end of the hold, the booking where it is paid.
    expect(render('payment_link').sms).toBe(
      'Bond Bike Rental: pay the 100 BDT advance for Yamaha FZS V3 ABS by 1:45 pm to keep your booking: https://bondbikerental.com/r/1a2b3c4d',
    );
  });

  it("a return's message lists the bill's lines by e-mail and sums them by kind in the SMS where they fit", () => {
    const billed = { ...rental, rentalCharge: 1080, totalCost: 1700 };
    const facts: MessageFacts = { template: 'return_recorded', bill: BILL_OF_EVERY_KIND };
    const english = renderMessage('en', billed, facts, links);
    expect(english.text).toContain(
      [
        '6 hours × 180 BDT: 1,080 BDT',
        'Late: 2 hours × 270 BDT: 540 BDT',
        'Fuel: 3/8 of a tank: 180 BDT',
        'Lost helmet × 1: 1,500 BDT',
        'Scratch: 500 BDT',
        'Total: 3,800 BDT',
        'Advance paid: 100 BDT',
        'Deposit: 2,000 BDT of it paid the bill',
      ].join('\n'),
    );
    // In English the parts fit in two GSM-7 parts.
    expect(english.sms).toContain(
      'Total 3,800 BDT (rent 1,080, late 540, fuel 180, helmet 1,500, damage 500), advance 100 BDT.',
    );
    expect(smsSegments(english.sms)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    const bangla = renderMessage('bn', billed, facts, links);
    expect(bangla.text).toContain('দেরি: ২ ঘণ্টা × ২৭০৳: ৫৪০৳\n');
    expect(bangla.text).toContain('আঁচড়: ৫০০৳\nমোট: ৩,৮০০৳\n');
    // Bangla takes more room: with the parts it would need three parts, so the SMS gives the total alone.
    expect(bangla.sms).toContain('মোট ৩,৮০০৳, অগ্রিম ১০০৳।');
    expect(smsSegments(bangla.sms).segments).toBeLessThanOrEqual(2);
    // A bill of the rent alone: the total says it all.
    const rentOnly = renderMessage(
      'en',
      { ...billed, totalCost: 0 },
      {
        template: 'return_recorded',
        bill: { ...BILL_OF_EVERY_KIND, total: 1080, lines: BILL_OF_EVERY_KIND.lines.slice(0, 1) },
      },
      links,
    );
    expect(rentOnly.sms).toContain('Total 1,080 BDT, advance 100 BDT.');
  });

  it('a Bangla customer reads Bangla, and the message says so', () => {
    const message = renderMessage('bn', rental, { template: 'pickup_reminder' }, links);
    expect(message.language).toBe('bn');
    expect(message.text).toContain('শুক্রবার ১১ ডিসেম্বর, দুপুর ২:০০ থেকে সন্ধ্যা ৬:০০');
    expect(message.sms).toContain('আপনার জন্য ১১ ডিসেম্বর, দুপুর ২:০০ থেকে');
  });

  it('says the period, money and times in Bangla: Bengali digits, ৳, Dhaka time on a 12-hour clock', () => {
    const bn = (template: MessageFacts['template']) =>
      renderMessage('bn', rental, FACTS[template] ?? ({ template } as MessageFacts), links);
    expect(bn('booking_confirmed').sms).toBe(
      'Yamaha FZS V3 ABS বুক হয়েছে, শুরু ১১ ডিসেম্বর, দুপুর ২:০০। মোট ৭২০৳, অগ্রিম ১০০৳ পেয়েছি। https://bondbikerental.com/r/1a2b3c4d',
    );
    expect(bn('return_recorded').sms).toContain('Yamaha FZS V3 ABS ফেরত পেয়েছি। মোট ৬৬০৳, অগ্রিম ১০০৳।');
    expect(bn('return_recorded').text).toContain(
      'মোট: ৬৬০৳ (রসিদে প্রতিটি খরচ লেখা আছে)\nঅগ্রিম দেওয়া: ১০০৳\n\nবাকি ৫৬০৳ অনলাইনে দিন',
    );
    expect(bn('return_recorded').text).toContain('ফেরত এসেছে শুক্রবার ১১ ডিসেম্বর, বিকাল ৫:৫০-এ');
    expect(bn('refund_recorded').sms).toContain('আপনার ১০০৳ ফেরত দিয়েছি বিকাশে (রেফারেন্স BK8A7F2Q)');
    expect(bn('payment_link').sms).toBe(
      'Yamaha FZS V3 ABS-এর বুকিং রাখতে দুপুর ১:৪৫-এর মধ্যে ১০০৳ অগ্রিম দিন: https://bondbikerental.com/r/1a2b3c4d',
    );
    expect(bn('booking_confirmed').text).toMatch(/^প্রিয় Nusrat Jahan,\n\n/);
    expect(bn('booking_confirmed').subject).toBe('বুকিং নিশ্চিত: Yamaha FZS V3 ABS, শুক্রবার ১১ ডিসেম্বর');
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

describe('the admin’s login code (decision 022)', () => {
  it('carries the code and nothing to follow: one GSM-7 segment in English, two UCS-2 parts at most in Bangla', () => {
    const english = renderLoginCode('en', '042917');
    expect(english.sms).toBe(
      'Bond Bike Rental admin login code: 042917. Valid 10 minutes. Never share it; we never ask for it.',
    );
    expect(smsSegments(english.sms)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(english.subject).toBe('Your admin login code: 042917');
    const bangla = renderLoginCode('bn', '042917');
    expect(bangla.language).toBe('bn');
    expect(smsSegments(bangla.sms).segments).toBeLessThanOrEqual(2);
    expect(bangla.text).toContain('অ্যাডমিন হিসেবে লগ ইন করার এককালীন কোড: 042917');
    for (const message of [english, bangla]) {
      for (const part of [message.sms, message.subject, message.text]) expect(part).not.toMatch(/https?:|www\./);
    }
  });
});

describe('a customer’s phone sign-in code (docs/decisions/041)', () => {
  it('starts with the code, says how long it lasts, carries no link: one segment in either language', () => {
    const english = renderPhoneCode('en', '305817');
    expect(english.sms).toBe(
      '305817 is your Bond Bike Rental code. Valid 5 minutes. Never share it; we never ask for it.',
    );
    expect(smsSegments(english.sms)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    const bangla = renderPhoneCode('bn', '305817');
    expect(bangla.sms).toBe('305817 আপনার বন্ড বাইক রেন্টাল কোড। ৫ মিনিট চলবে। কাউকে দেবেন না।');
    expect(smsSegments(bangla.sms)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    for (const message of [english, bangla]) expect(message.sms).not.toMatch(/https?:|www\./);
  });
});

/** The `<a>` elements of an HTML part: [href, text]. */
const anchors = (html: string) => [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);

describe('customer text in e-mails (decision 023)', () => {
  const phishing = 'Account locked! Verify at http://evil.example/login?x=1&y=<b>';

  it.each(['en', 'bn'] as const)(
    'a name that reads like a link is text in the HTML part (%s): the shop’s own links are the only links',
    (language) => {
      for (const template of RENTAL_TEMPLATES) {
        const message = renderMessage(
          language,
          { ...rental, customerName: phishing },
          FACTS[template] ?? ({ template } as MessageFacts),
          links,
        );
        const found = anchors(message.html);
        expect(found.length, template).toBeGreaterThan(0);
        for (const [href, text] of found) {
          expect(Object.values(links), `${template}: ${href}`).toContain(href);
          expect(text).toBe(href);
        }
        expect(message.html).not.toContain('evil.example/login?x=1&y=<b>');
        expect(message.html).toContain('Account locked! Verify at http://evil.example/login?x=1&amp;y=&lt;b&gt;');
        expect(message.text).toContain(phishing);
      }
    },
  );

  it('a link mark smuggled into a name or a bike’s name is taken out, not obeyed', () => {
    const forged = { ...rental, customerName: 'Rahim \u0000http://evil.example\u0000', bikeName: 'Pulsar\u0000' };
    const message = renderMessage('en', forged, { template: 'booking_confirmed' }, links);
    expect(anchors(message.html).map(([href]) => href)).toEqual([links.rental]);
    expect(message.text).toMatch(/^Dear Rahim http:\/\/evil\.example,/);
    expect(message.text + message.sms + message.html).not.toContain('\u0000');
  });
});

describe('the verification e-mail', () => {
  const link = 'https://bondbikerental.com/verify-email?token=abc.def';

  it.each(['en', 'bn'] as const)('(%s) carries the link as its one link and nothing the customer wrote', (language) => {
    const message = renderVerificationEmail(
      language,
      `${language === 'bn' ? link.replace('.com/', '.com/bn/') : link}`,
    );
    expect(message.language).toBe(language);
    const [only, ...rest] = anchors(message.html);
    expect(rest).toEqual([]);
    expect(only?.[0]).toMatch(/^https:\/\/bondbikerental\.com\/(bn\/)?verify-email\?token=abc\.def$/);
    expect(message.text).toContain(only?.[0]);
    expect(message.text).toContain(language === 'bn' ? '৪৮ ঘণ্টা' : '48 hours');
    expect(message.subject).not.toMatch(/[\r\n]/);
    if (language === 'bn') expect(message.subject).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('the rider’s rejection', () => {
  const link = 'https://bondbikerental.com/dashboard';

  it.each(['en', 'bn'] as const)('(%s) says the reason as text, with the shop’s link as its one link', (language) => {
    const reason = 'The licence photo is blurred: see www.evil.example';
    const message = renderRiderRejected(language, reason, link);
    expect(message.language).toBe(language);
    expect(anchors(message.html).map(([href]) => href)).toEqual([link]);
    expect(message.sms).toContain(reason);
    expect(message.sms).toContain(link);
    expect(message.text).toContain(reason);
    if (language === 'bn') expect(message.sms).toMatch(/[\u0980-\u09FF]/);
    // A short reason fits the SMS in one segment in English and two in Bangla.
    const short = renderRiderRejected(language, 'Blurred photo', link);
    expect(smsSegments(short.sms).segments).toBeLessThanOrEqual(language === 'en' ? 1 : 2);
  });
});

describe('the licence reminder', () => {
  const link = 'https://bondbikerental.com/dashboard';

  it.each(['en', 'bn'] as const)('(%s) names the expiry day and links the profile, in one SMS or two', (language) => {
    const message = renderLicenceExpiring(language, '2027-01-15', link);
    expect(anchors(message.html).map(([href]) => href)).toEqual([link]);
    expect(message.sms).toContain(language === 'bn' ? '১৫' : '15');
    expect(message.sms).toContain(link);
    expect(smsSegments(message.sms).segments).toBeLessThanOrEqual(language === 'en' ? 1 : 2);
  });
});

describe('the reminder of a bike’s paper', () => {
  const link = 'https://bondbikerental.com/dashboard';
  const facts = {
    bikeName: 'Yamaha FZS V3',
    registrationNumber: 'Dhaka Metro-HA 12-3456',
    paper: 'fitness' as const,
    expiry: '2027-01-15',
  };

  it.each(['en', 'bn'] as const)('(%s) names the bike, the paper and the day, in one SMS or two', (language) => {
    const message = renderPaperExpiring(language, facts, link);
    expect(anchors(message.html).map(([href]) => href)).toEqual([link]);
    expect(message.sms).toContain(language === 'bn' ? 'ফিটনেস সনদ' : 'fitness certificate');
    expect(message.sms).toContain(language === 'bn' ? '১৫' : '15');
    expect(message.sms).toContain(link);
    expect(message.text).toContain('Dhaka Metro-HA 12-3456');
    expect(smsSegments(message.sms).segments).toBeLessThanOrEqual(language === 'en' ? 1 : 2);
  });
});

describe('the service reminder', () => {
  const link = 'https://bondbikerental.com/dashboard';

  it.each(['en', 'bn'] as const)('(%s) names the bike, the distance and the days, in one SMS or two', (language) => {
    const message = renderServiceDue(language, { bikeName: 'Yamaha FZS V3', kmSince: 2140, daysSince: 95 }, link);
    expect(anchors(message.html).map(([href]) => href)).toEqual([link]);
    expect(message.sms).toContain(language === 'bn' ? '২,১৪০ কিমি' : '2,140 km');
    expect(message.sms).toContain(language === 'bn' ? '৯৫ দিন' : '95 days');
    expect(smsSegments(message.sms).segments).toBeLessThanOrEqual(language === 'en' ? 1 : 2);
    // Never serviced nor ridden: the days alone.
    const daysOnly = renderServiceDue(language, { bikeName: 'Honda', kmSince: null, daysSince: 91 }, link);
    expect(daysOnly.sms).not.toMatch(/km|কিমি/);
  });
});
