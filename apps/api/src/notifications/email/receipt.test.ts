import { receiptContent, receiptRowText } from '@bond/contract/receipt';
import { describe, expect, it } from 'vitest';
import { makePayment, makeRentalStory } from '@bond/contract/rental-samples';
import { escapeHtml } from '@bond/contract/html';
import { receiptAttachment, receiptFileName, receiptHtml, receiptText } from './receipt.ts';

/** The text of an HTML fragment: tags dropped, entities read back, spaces folded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The definition of `term` in the document's lists. */
const definition = (html: string, term: string) =>
  new RegExp(`<dt>${escapeHtml(term)}</dt><dd>(.*?)</dd>`).exec(html)?.[1];

describe('receiptHtml', () => {
  it('is a standalone document that fetches nothing', () => {
    const html = receiptHtml(makeRentalStory());
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(html).not.toMatch(/<link|<script|<img|src=|url\(|@import|https?:/);
    expect(html).toContain('@page { size: A4; margin: 12mm; }');
    expect(html).toContain('<title>Rental receipt 1a2b3c4d-0000-4000-8000-000000000001 · Bond Bike Rental</title>');
  });

  it("says what the receipt page says: every line of receiptContent, in the page's order", () => {
    const story = makeRentalStory();
    const html = receiptHtml(story);
    const content = receiptContent(story, 'customer', 'en');
    const text = textOf(html);
    const expected = [
      content.shop.name,
      content.shop.address,
      `Phone: ${content.shop.phone.number}`,
      content.title,
      `Receipt no. ${story._id}`,
      content.rental.heading,
      ...content.rental.rows.flatMap((row) => [row.label, row.value, ...(row.lines ?? [])]),
      content.cost.heading,
      ...content.cost.rows.flatMap((row) => [row.label, row.value]),
      'Charges',
      ...(content.cost.charges?.lines ?? []).flatMap((line) => [line.label, line.amount]),
      ...content.cost.totals.flatMap((row) => [row.label, row.value]),
      content.cost.explanation,
      'Payments Payment attempts Purpose Amount Gateway Status Gateway transaction id Started Settled',
      ...content.payments.rows.flatMap((p) => [p.purpose, p.amount, p.gateway, p.status, p.gatewayTxnId]),
      content.footer,
    ];
    let from = 0;
    for (const words of expected) {
      const at = text.indexOf(words, from);
      expect(at, `"${words}" after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + words.length;
    }
    expect(definition(html, 'Bike')).toBe(
      '<strong>Yamaha FZS V3 ABS</strong> <span class="aside">(Yamaha · FZS V3)</span>',
    );
    expect(definition(html, 'Balance')).toBe('<strong>260 BDT</strong><span class="aside"> · Paid</span>');
    // The charge's lines, as the booking's quote says them, each with its amount.
    expect(html).toContain(
      '<h3>Charges</h3>\n<dl class="lines">\n' +
        '<div><dt>2 hours at 180 BDT an hour</dt><dd>360 BDT</dd></div>\n' +
        '<div><dt>Second helmet: 1 day × 50 BDT</dt><dd>50 BDT</dd></div>\n' +
        '<div><dt>Coupon EID50: 50 BDT off the rent</dt><dd>−50 BDT</dd></div>\n</dl>',
    );
    expect(definition(html, 'Charge')).toBe('360 BDT');
    expect(definition(html, 'Booked period')).toBe('Sun 22 Nov, 10:30 am to 12:30 pm');
    expect(html).toContain('<a href="tel:+8801913482506">+880 1913-482506</a>');
    expect(html).not.toContain('Money back');
  });

  it('escapes every value', () => {
    const html = receiptHtml(
      makeRentalStory({
        bike: { ...makeRentalStory().bike, name: '<script>alert("bike")</script>', brand: 'Tom & Jerry' },
        user: { ...makeRentalStory().user, name: '<img src=x onerror=alert(1)>', email: 'a"b@example.com' },
        payments: [makePayment({ gatewayTxnId: '</td><td>forged' })],
      }),
      'admin',
    );
    expect(html).not.toMatch(/<script|<img|<\/td><td>forged/);
    expect(html).toContain('&lt;script&gt;alert(&quot;bike&quot;)&lt;/script&gt;');
    expect(html).toContain('(Tom &amp; Jerry · FZS V3)');
    expect(html).toContain('<a href="mailto:a&quot;b@example.com">a&quot;b@example.com</a>');
    expect(html).toContain('<td class="txn">&lt;/td&gt;&lt;td&gt;forged</td>');
  });

  it('lists money owed back, and says when nothing was paid', () => {
    const html = receiptHtml(
      makeRentalStory({
        status: 'cancelled',
        returnTime: null,
        isReturned: false,
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
        refunds: [{ _id: 'r1', amount: 100, reason: 'cancelled', status: 'due', refundedAt: null }],
      }),
    );
    expect(html).toContain('<td colspan="7">No payment attempts yet</td>');
    expect(html).toContain('<h2>Money back</h2>');
    expect(textOf(html)).toContain('Money will be returned: 100 BDT Booking cancelled with the advance owed back');
    expect(definition(html, 'Returned')).toBe('Not rented');
    // No charge yet, so no lines: the price per hour it would run at.
    expect(html).not.toContain('Charges');
    expect(definition(html, 'Price per hour')).toBe('180 BDT / hour');
  });

  it("gives an admin the customer's e-mail and phone as links, and a customer as text", () => {
    const story = makeRentalStory();
    expect(receiptHtml(story, 'admin')).toContain(
      '<dd><strong>Demo Customer</strong><br><a href="mailto:customer@example.com">customer@example.com</a><br><a href="tel:01711000002">01711000002</a></dd>',
    );
    expect(receiptHtml(story, 'admin')).toContain('<h1>Rental details</h1>');
    expect(definition(receiptHtml(story), 'Customer')).toBe(
      '<strong>Demo Customer</strong><br>customer@example.com<br>01711000002',
    );
  });
});

describe('receiptText', () => {
  it('says the same in plain text: a line per row, a block per payment attempt', () => {
    const story = makeRentalStory();
    const text = receiptText(story);
    const content = receiptContent(story, 'customer', 'en');
    for (const row of [...content.rental.rows, ...content.cost.rows, ...content.cost.totals]) {
      expect(text).toContain(`\n${row.label}: ${receiptRowText(row)}\n`);
    }
    expect(text.startsWith('Bond Bike Rental\nHouse 27, Road 9/A, Dhanmondi, Dhaka 1209, Bangladesh\n')).toBe(true);
    expect(text).toContain(`\n\nRental receipt\nReceipt no. ${story._id}\n\nRental\nStatus: Returned\n`);
    expect(text).toContain('\nBike: Yamaha FZS V3 ABS (Yamaha · FZS V3)\n');
    expect(text).toContain(
      '\nTime charged: 2 hours (120 minutes)\nCharges:\n' +
        '- 2 hours at 180 BDT an hour = 360 BDT\n' +
        '- Second helmet: 1 day × 50 BDT = 50 BDT\n' +
        '- Coupon EID50: 50 BDT off the rent = −50 BDT\n' +
        'Charge: 360 BDT\nAdvance: 100 BDT\n',
    );
    expect(text).toContain('\nBalance: 260 BDT · Paid\nFinal: charged from the booked start to the recorded return.\n');
    expect(text).toContain('\n\nPayments\n- Advance\n  Amount: 100 BDT\n  Gateway: aamarPay\n  Status: Paid\n');
    expect(text).toContain('\n- Rest of the rent\n  Amount: 260 BDT\n');
    expect(text.endsWith(`\n\n${content.footer}\n`)).toBe(true);
    expect(text).not.toMatch(/<|&amp;/);
  });

  it('lists money owed back, and says when nothing was paid', () => {
    const text = receiptText(
      makeRentalStory({
        payments: [],
        refunds: [{ _id: 'r1', amount: 100, reason: 'duplicate_payment', status: 'due', refundedAt: null }],
      }),
    );
    expect(text).toContain('\n\nPayments\nNo payment attempts yet\n\n');
    expect(text).toContain('\n\nMoney back\n- Money will be returned: 100 BDT. Paid twice for the same thing\n\n');
  });
});

describe('the receipt attachment', () => {
  it("is named by the rental's short id and holds the HTML receipt", () => {
    const story = makeRentalStory();
    expect(receiptFileName(story._id)).toBe('receipt-1a2b3c4d.html');
    expect(receiptAttachment(story, 'en')).toEqual({
      filename: 'receipt-1a2b3c4d.html',
      contentType: 'text/html; charset=utf-8',
      content: receiptHtml(story),
    });
  });

  it("is in the message's language: a Bangla message carries a Bangla receipt", () => {
    const story = makeRentalStory();
    const html = receiptAttachment(story, 'bn').content;
    expect(html).toMatch(/^<!doctype html>\n<html lang="bn">/);
    expect(html).toContain('<h1>ভাড়ার রসিদ</h1>');
    expect(definition(html, 'বুক করা সময়')).toBe('রবিবার ২২ নভেম্বর, সকাল ১০:৩০ থেকে দুপুর ১২:৩০');
    expect(html).toContain('<div><dt>দ্বিতীয় হেলমেট: ১ দিন × ৫০৳</dt><dd>৫০৳</dd></div>');
  });
});
