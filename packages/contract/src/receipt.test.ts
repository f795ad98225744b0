import { describe, expect, it } from 'vitest';
import { balanceView, gatewayWords, receiptContent, receiptPath, receiptRowText } from './receipt.ts';
import type { RentalRefund } from './refunds.ts';
import { makeRentalStory } from './rental-samples.ts';
import { isClosedBooking } from './rental-words.ts';
import type { RentalPayment, RentalStory } from './rentals.ts';
import { say } from './say.ts';
import { formatShopDate } from './time.ts';

// The receipt's words of its values, in English (the catalogue's entries).
const paymentStatusWords = (payment: Pick<RentalPayment, 'status' | 'refundDue'>) =>
  say('en', 'paymentStatus', payment);
const rentalStatusWords = ({ status, isOverdue }: Pick<RentalStory, 'status' | 'isOverdue'>) =>
  say('en', 'rentalStatus', { status, overdue: isOverdue });
const chargedTimeWords = (minutes: number | null) => say('en', 'chargedTime', { minutes });
const costBasisView = ({ cost: { basis }, status }: Pick<RentalStory, 'cost' | 'status'>) =>
  say('en', 'costBasis', { basis, closed: isClosedBooking({ status }) });

/** Money owed back on a rental, as GET /api/rentals/{id} answers it. */
const refund = (overrides: Partial<RentalRefund> = {}): RentalRefund => ({
  _id: '50000000-0000-4000-8000-000000000001',
  amount: 100,
  reason: 'late_payment',
  status: 'due',
  refundedAt: null,
  ...overrides,
});

const story = makeRentalStory;

type Cost = RentalStory['cost'];
const cost = (overrides: Partial<Cost>): Cost => ({
  minutes: 90,
  pricePerHour: 120,
  charge: 180,
  advance: 100,
  balance: 80,
  basis: 'returned',
  lines: [],
  ...overrides,
});

describe('paymentStatusWords', () => {
  it('says each state of a payment attempt in words', () => {
    expect(paymentStatusWords({ status: 'paid', refundDue: false })).toBe('Paid');
    expect(paymentStatusWords({ status: 'pending', refundDue: false })).toBe('Not finished yet');
    expect(paymentStatusWords({ status: 'failed', refundDue: false })).toBe('Failed');
    expect(paymentStatusWords({ status: 'cancelled', refundDue: false })).toBe('Cancelled at the checkout');
    expect(paymentStatusWords({ status: 'expired', refundDue: false })).toBe('Not paid in time');
    expect(paymentStatusWords({ status: 'duplicate', refundDue: true })).toBe('Paid twice: owed back');
  });

  it('says a paid attempt the shop could not use is owed back', () => {
    expect(paymentStatusWords({ status: 'paid', refundDue: true })).toBe('Paid, but could not be used: owed back');
  });

  it('still reads a state it does not know as words, never as a code', () => {
    expect(paymentStatusWords({ status: 'under_review', refundDue: false })).toBe('Under review');
    expect(paymentStatusWords({ status: '', refundDue: false })).toBe('Unknown');
  });
});

describe('gatewayWords', () => {
  it("writes a gateway's name the way it does", () => {
    expect(gatewayWords('aamarpay')).toBe('aamarPay');
    expect(gatewayWords('sslcommerz')).toBe('SSLCommerz');
    expect(gatewayWords('bkash')).toBe('bKash');
    expect(gatewayWords('some_bank')).toBe('Some bank');
  });
});

describe('rentalStatusWords', () => {
  it('says where the rental stands, overdue included', () => {
    expect(rentalStatusWords({ status: 'returned', isOverdue: false })).toBe('Returned');
    expect(rentalStatusWords({ status: 'active', isOverdue: true })).toBe('Out on rent, overdue');
    expect(rentalStatusWords({ status: 'no_show', isOverdue: false })).toBe('No-show: the bike was not collected');
    expect(rentalStatusWords({ status: 'pending', isOverdue: false })).toBe('Awaiting the advance payment');
  });
});

describe('chargedTimeWords', () => {
  it('names the time charged, with the minutes once it is an hour or more', () => {
    expect(chargedTimeWords(5)).toBe('5 minutes');
    expect(chargedTimeWords(1)).toBe('1 minute');
    expect(chargedTimeWords(60)).toBe('1 hour (60 minutes)');
    expect(chargedTimeWords(90)).toBe('1 hour 30 minutes (90 minutes)');
    expect(chargedTimeWords(1441)).toBe('1 day 1 minute (1441 minutes)');
    expect(chargedTimeWords(null)).toBe('—');
  });
});

describe('costBasisView', () => {
  it("calls a returned rental's cost final", () => {
    const view = costBasisView({ cost: cost({}), status: 'returned' });
    expect(view).toMatchObject({ heading: 'Cost (final)' });
    expect(view.explanation).toMatch(/^Final: charged from the booked start to the recorded return/);
  });

  it("calls a booked period's cost planned, worked out at the return", () => {
    const view = costBasisView({ cost: cost({ basis: 'planned' }), status: 'booked' });
    expect(view).toMatchObject({ heading: 'Cost (planned)' });
    expect(view.explanation).toContain('if the bike comes back on time');
  });

  it('says what is known so far of an open-ended rental and of a booking that closed', () => {
    const open = cost({ basis: 'open', minutes: null, charge: null, balance: null });
    expect(costBasisView({ cost: open, status: 'active' })).toMatchObject({
      heading: 'Cost so far',
      explanation: expect.stringContaining('no planned return') as string,
    });
    expect(costBasisView({ cost: open, status: 'cancelled' }).explanation).toBe(
      'So far: no rental charge. The booking closed before a ride.',
    );
  });
});

describe('balanceView', () => {
  const refunds: RentalStory['refunds'] = [];

  it('after the return: the balance and whether it is paid', () => {
    expect(balanceView({ cost: cost({ balance: 150 }), payment: true, refunds }, 'en')).toEqual({
      amount: '150 BDT',
      note: 'Paid',
    });
    expect(balanceView({ cost: cost({ balance: 1250 }), payment: false, refunds }, 'en')).toEqual({
      amount: '1,250 BDT',
      note: 'Unpaid',
    });
    expect(balanceView({ cost: cost({ balance: 0 }), payment: false, refunds }, 'en')).toEqual({
      amount: '0 BDT',
      note: 'Nothing to pay: the advance covered it',
    });
  });

  it("a negative balance reads as My Rentals' Total Cost: 'Will be returned', then the refund's date", () => {
    expect(balanceView({ cost: cost({ balance: -40 }), payment: false, refunds }, 'en')).toEqual({
      amount: '40 BDT',
      note: 'Will be returned',
    });
    const settled = refund({
      reason: 'negative_balance',
      amount: 40,
      status: 'refunded',
      refundedAt: '2026-11-23T19:00:00.000Z',
    });
    // 1 am on the 24th in Dhaka (the ICU's en-BD order of day and month differs between runtimes).
    expect(formatShopDate(settled.refundedAt)).toMatch(/24/);
    expect(balanceView({ cost: cost({ balance: -40 }), payment: false, refunds: [settled] }, 'en')).toEqual({
      amount: '40 BDT',
      note: `Refunded on ${formatShopDate(settled.refundedAt)}`,
    });
  });

  it('before the return: what the planned period would leave; nothing when it is not known', () => {
    expect(balanceView({ cost: cost({ basis: 'planned', balance: 275 }), payment: false, refunds }, 'en')).toEqual({
      amount: '275 BDT',
      note: 'To pay after the return',
    });
    expect(balanceView({ cost: cost({ basis: 'planned', balance: -40 }), payment: false, refunds }, 'en')).toEqual({
      amount: '40 BDT',
      note: 'Owed back to you after the return',
    });
    expect(balanceView({ cost: cost({ basis: 'open', balance: null }), payment: false, refunds }, 'en')).toEqual({
      amount: '—',
    });
  });
});

describe('receiptPath', () => {
  it("puts a rental's receipt under the dashboard", () => {
    expect(receiptPath('10000000-0000-4000-8000-000000000001')).toBe(
      '/dashboard/rentals/10000000-0000-4000-8000-000000000001',
    );
  });
});

describe('receiptContent', () => {
  const rows = (section: { rows: readonly { label: string; value: string }[] }) =>
    Object.fromEntries(section.rows.map((row) => [row.label, row.value]));

  it("tells a returned, paid rental's whole story: shop, rental, final cost and both payments", () => {
    const content = receiptContent(story(), 'customer', 'en');
    expect(content).toMatchObject({
      title: 'Rental receipt',
      number: { label: 'Receipt no.', value: '1a2b3c4d-0000-4000-8000-000000000001' },
      shop: {
        name: 'Bond Bike Rental',
        address: 'House 27, Road 9/A, Dhanmondi, Dhaka 1209, Bangladesh',
        phone: { label: 'Phone', number: '+880 1913-482506', href: 'tel:+8801913482506' },
      },
      moneyBack: null,
      footer: 'Times are Dhaka time. Amounts are in taka (BDT). Bond Bike Rental, info@bondbikerental.com.bd.',
    });

    expect(content.rental.heading).toBe('Rental');
    expect(content.rental.rows.map((row) => row.label)).toEqual([
      'Status',
      'Customer',
      'Bike',
      'Booked period',
      'Booked on',
      'Returned',
    ]);
    const rental = rows(content.rental);
    expect(rental).toMatchObject({ Status: 'Returned', Customer: 'Demo Customer', Bike: 'Yamaha FZS V3 ABS' });
    // 04:30–06:30 UTC is 10:30 am–12:30 pm in Dhaka, whatever the zone of the machine.
    expect(rental['Booked period']).toBe('Sun 22 Nov, 10:30 am to 12:30 pm');
    expect(rental['Booked on']).toMatch(/10:20\s?am/i);
    expect(rental['Returned']).toMatch(/12:30\s?pm/i);
    const [, customer, bike] = content.rental.rows;
    expect(customer).toMatchObject({ strong: true, lines: ['customer@example.com', '01711000002'] });
    expect(bike).toMatchObject({ strong: true, detail: 'Yamaha · FZS V3' });

    expect(content.cost.heading).toBe('Cost (final)');
    expect(rows(content.cost)).toEqual({ 'Time charged': '2 hours (120 minutes)' });
    // The charge line by line, as the booking's quote says it; the lines name the prices.
    expect(content.cost.charges).toEqual({
      heading: 'Charges',
      lines: [
        { key: 'hours', label: '2 hours at 180 BDT an hour', amount: '360 BDT' },
        { key: 'addon:HELMET-2', label: 'Second helmet: 1 day × 50 BDT', amount: '50 BDT' },
        { key: 'coupon', label: 'Coupon EID50: 50 BDT off the rent', amount: '−50 BDT' },
      ],
    });
    expect(rows({ rows: content.cost.totals })).toEqual({
      Charge: '360 BDT',
      Advance: '100 BDT',
      Balance: '260 BDT',
    });
    expect(content.cost.totals.at(-1)).toMatchObject({ strong: true, note: 'Paid' });
    expect(content.cost.explanation).toMatch(/^Final: charged from the booked start/);

    expect(content.payments).toMatchObject({ heading: 'Payments', caption: 'Payment attempts' });
    expect(content.payments.columns.map((column) => column.header)).toEqual([
      'Purpose',
      'Amount',
      'Gateway',
      'Status',
      'Gateway transaction id',
      'Started',
      'Settled',
    ]);
    const [advance, rest] = content.payments.rows;
    expect(advance).toMatchObject({
      id: '70000000-0000-4000-8000-000000000001',
      purpose: 'Advance',
      amount: '100 BDT',
      gateway: 'aamarPay',
      status: 'Paid',
      gatewayTxnId: 'AAM00000001',
    });
    expect(advance?.started).toMatch(/10:20\s?am/i);
    expect(rest).toMatchObject({ purpose: 'Rest of the rent', amount: '260 BDT' });
    expect(rest?.settled).toMatch(/12:41\s?pm/i);
  });

  it("is the rental's details for an admin", () => {
    expect(receiptContent(story(), 'admin', 'en').title).toBe('Rental details');
  });

  it('names, for the shop only, who took a payment at the counter and by which method', () => {
    const counter = story();
    const [advance, rest] = counter.payments;
    counter.payments = [
      {
        ...(advance as RentalPayment),
        gateway: 'bkash_send_money',
        receivedBy: { _id: 'staff-1', name: 'Rina Clerk' },
      },
      { ...(rest as RentalPayment), receivedBy: null },
    ];
    const shop = receiptContent(counter, 'admin', 'en').payments;
    expect(shop.columns.at(-1)?.header).toBe('Received by');
    expect(shop.rows.map((row) => [row.gateway, row.receivedBy])).toEqual([
      ['bKash Send Money', 'Rina Clerk'],
      ['aamarPay', '—'],
    ]);
    expect(receiptContent(counter, 'admin', 'bn').payments.rows[0]).toMatchObject({
      gateway: 'বিকাশ সেন্ড মানি',
      receivedBy: 'Rina Clerk',
    });
    const receipt = receiptContent(counter, 'customer', 'en').payments;
    expect(receipt.columns.map((column) => column.header)).not.toContain('Received by');
    expect(receipt.rows[0]?.gateway).toBe('bKash Send Money');
  });

  it('says a closed booking was not rented, that nothing was tried, and lists money owed back', () => {
    const content = receiptContent(
      story({
        status: 'cancelled',
        isReturned: false,
        returnTime: null,
        endTime: null,
        cost: {
          minutes: null,
          pricePerHour: 180,
          charge: null,
          advance: 100,
          balance: null,
          basis: 'open',
          lines: [],
        },
        payments: [],
        refunds: [refund({ reason: 'cancelled' })],
      }),
      'customer',
      'en',
    );
    expect(rows(content.rental)).toMatchObject({
      'Booked period': 'Sun 22 Nov, 10:30 am until it is returned',
      Returned: 'Not rented',
    });
    expect(content.cost.heading).toBe('Cost so far');
    // No lines while the charge is not known: the price per hour it would run at.
    expect(content.cost.charges).toBeNull();
    expect(rows(content.cost)).toEqual({ 'Time charged': '—', 'Price per hour': '180 BDT / hour' });
    expect(rows({ rows: content.cost.totals })).toMatchObject({ Charge: '—', Balance: '—' });
    expect(content.payments).toMatchObject({ rows: [], emptyText: 'No payment attempts yet' });
    expect(content.moneyBack).toEqual({
      heading: 'Money back',
      refunds: [
        {
          id: '50000000-0000-4000-8000-000000000001',
          label: 'Money will be returned',
          amount: '100 BDT',
          reason: 'Booking cancelled with the advance owed back',
          isDue: true,
        },
      ],
    });
  });

  it('writes the same words on a machine in another time zone', () => {
    const before = process.env.TZ;
    const inDhaka = receiptContent(story(), 'customer', 'en');
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(new Date('2026-11-22T04:30:00.000Z').getHours()).toBe(20);
      expect(receiptContent(story(), 'customer', 'en')).toEqual(inDhaka);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('receiptContent in Bangla', () => {
  it('says the same story in Bangla: Bengali digits, taka and Dhaka times on Bangla’s clock', () => {
    const content = receiptContent(story(), 'customer', 'bn');
    expect(content.title).toBe('ভাড়ার রসিদ');
    const rows = Object.fromEntries(
      [...content.rental.rows, ...content.cost.rows, ...content.cost.totals].map((r) => [r.label, r.value]),
    );
    expect(rows).toMatchObject({
      অবস্থা: 'ফেরত দেওয়া হয়েছে',
      'বুক করা সময়': 'রবিবার ২২ নভেম্বর, সকাল ১০:৩০ থেকে দুপুর ১২:৩০',
      'যত সময়ের ভাড়া': '২ ঘণ্টা (১২০ মিনিট)',
      ভাড়া: '৩৬০৳',
      বাকি: '২৬০৳',
    });
    expect(content.cost.charges).toEqual({
      heading: 'যা যা ধরা হয়েছে',
      lines: [
        { key: 'hours', label: '২ ঘণ্টা, ঘণ্টায় ১৮০৳', amount: '৩৬০৳' },
        { key: 'addon:HELMET-2', label: 'দ্বিতীয় হেলমেট: ১ দিন × ৫০৳', amount: '৫০৳' },
        { key: 'coupon', label: 'কুপন EID50: ভাড়ায় ৫০৳ ছাড়', amount: '−৫০৳' },
      ],
    });
    expect(content.payments.rows[0]).toMatchObject({ purpose: 'অগ্রিম', status: 'পরিশোধিত', gateway: 'aamarPay' });
    expect(content.footer).toBe(
      'সব সময় ঢাকার সময়ে। সব টাকার অঙ্ক টাকায় (৳)। Bond Bike Rental, info@bondbikerental.com.bd।',
    );
  });
});

describe('receiptRowText', () => {
  it('puts a row on one line: extra lines after commas, a detail in brackets, a note after a dot', () => {
    const content = receiptContent(story(), 'customer', 'en');
    const text = Object.fromEntries(
      [...content.rental.rows, ...content.cost.rows, ...content.cost.totals].map((row) => [
        row.label,
        receiptRowText(row),
      ]),
    );
    expect(text).toMatchObject({
      Status: 'Returned',
      Customer: 'Demo Customer, customer@example.com, 01711000002',
      Bike: 'Yamaha FZS V3 ABS (Yamaha · FZS V3)',
      Balance: '260 BDT · Paid',
    });
  });
});

describe('the receipt of a return with readings', () => {
  it('lists the bill’s extras among the charges and what the deposit paid among the totals', () => {
    const returned = story({
      totalCost: 1700,
      cost: {
        minutes: 360,
        pricePerHour: 180,
        charge: 3800,
        advance: 100,
        balance: 1700,
        depositApplied: 2000,
        basis: 'returned',
        lines: [
          { kind: 'time', key: 'hours', label: { en: '6 hours at 180 BDT an hour', bn: '৬ ঘণ্টা' }, amount: 1080 },
          { kind: 'late', key: 'late', label: { en: 'Late: 2 started hours', bn: 'দেরি' }, amount: 540 },
          { kind: 'fuel', key: 'fuel', label: { en: 'Fuel: 3/8', bn: 'তেল' }, amount: 180 },
          { kind: 'helmet', key: 'helmet', label: { en: '1 helmet', bn: 'হেলমেট' }, amount: 1500 },
          { kind: 'charge', key: 'charge:1', label: { en: 'Scratch', bn: 'আঁচড়' }, amount: 500 },
        ],
      },
    });
    const content = receiptContent(returned, 'customer', 'en');
    expect(content.cost.charges?.lines.map((l) => [l.label, l.amount])).toEqual([
      ['6 hours at 180 BDT an hour', '1,080 BDT'],
      ['Late: 2 started hours', '540 BDT'],
      ['Fuel: 3/8', '180 BDT'],
      ['1 helmet', '1,500 BDT'],
      ['Scratch', '500 BDT'],
    ]);
    expect(content.cost.totals.map((row) => [row.label, row.value])).toEqual([
      ['Charge', '3,800 BDT'],
      ['Advance', '100 BDT'],
      ['Taken from the deposit', '2,000 BDT'],
      ['Balance', '1,700 BDT'],
    ]);
    const bangla = receiptContent(returned, 'customer', 'bn');
    expect(bangla.cost.totals.find((row) => row.key === 'deposit')?.label).toBe('জামানত থেকে নেওয়া');
    // Without a deposit applied there is no such row.
    expect(receiptContent(story(), 'customer', 'en').cost.totals.map((row) => row.key)).toEqual([
      'charge',
      'advance',
      'balance',
    ]);
  });
});
