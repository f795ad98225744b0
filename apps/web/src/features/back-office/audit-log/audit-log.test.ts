import { AUDIT_ACTIONS, type AuditEntry } from '@bond/contract/audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../../i18n/format.ts';
import { inBangla } from '../../../test/i18n.ts';
import {
  NO_AUDIT_FILTERS,
  OTHER_ADMIN,
  auditActionName,
  auditChanges,
  auditFilterErrors,
  auditQuery,
  changeText,
  fieldName,
  formatFieldValue,
  isFiltered,
  subjectText,
} from './audit-log.ts';

const en = formattersFor('en');
const TO_BEFORE_FROM = 'To must be on or after From';
const BAD_ADMIN_ID = 'Enter an admin’s id as the shop shows it, such as 4c9a0d52-1b7e-4f0a-9d3c-2e8f6a1b5c70';

beforeAll(() => {
  process.env.TZ = 'America/New_York';
});

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  _id: '1',
  at: '2026-11-22T04:30:00.000Z',
  action: 'bike.updated',
  actor: { _id: '40000000-0000-4000-8000-000000000001', name: 'Shop Owner', email: 'owner@example.com' },
  clientAddress: '203.0.113.7',
  subject: { type: 'bike', _id: '30000000-0000-4000-8000-000000000001', label: 'Yamaha FZS V3' },
  before: null,
  after: null,
  ...overrides,
});

const lines = (e: AuditEntry) => auditChanges(e, en).map((change) => changeText(change, 'en'));

describe('the audit log in words', () => {
  it('names every action the API records', () => {
    for (const action of AUDIT_ACTIONS) expect(auditActionName(action, 'en')).toMatch(/^[A-Z][a-z]/);
    expect(auditActionName('bike.updated', 'en')).toBe('Bike updated');
    expect(auditActionName('rental.returned', 'en')).toBe('Return recorded');
  });

  it('writes a bike update field by field: money in taka, the offer switch as yes or no', () => {
    const updated = entry({
      before: { pricePerHour: 150, isOffered: true, name: 'FZS' },
      after: { pricePerHour: 180, isOffered: false, name: 'FZS V3' },
    });
    expect(lines(updated)).toEqual([
      'Price per hour: 150 BDT → 180 BDT',
      'Offered for rent: Yes → No',
      'Name: FZS → FZS V3',
    ]);
  });

  it('writes a return with the states in words and the return time in Dhaka time', () => {
    const returned = entry({
      action: 'rental.returned',
      subject: { type: 'rental', _id: 'r', label: 'Yamaha FZS V3 · Rina Akter' },
      before: { status: 'active' },
      after: { status: 'returned', returnTime: '2026-11-22T10:15:00.000Z', rentalCharge: 1250, totalCost: 1150 },
    });
    const text = lines(returned);
    expect(text[0]).toBe('State: Out on rent → Returned');
    // 10:15 UTC is 4:15 pm in Dhaka, whatever the browser's zone.
    expect(text[1]).toMatch(/^Return time: .*4:15\s?pm/i);
    expect(text.slice(2)).toEqual(['Rental charge: 1,250 BDT', 'Total cost: 1,150 BDT']);
  });

  it('writes a new bike as the values it was given, and an action that changed no field as nothing', () => {
    const added = entry({ action: 'bike.created', after: { name: 'Hero Hunk', cc: 150, year: 2023 } });
    expect(lines(added)).toEqual(['Name: Hero Hunk', 'CC: 150', 'Year: 2023']);
    expect(changeText({ field: 'Reference', before: 'ABC', after: '—' }, 'en')).toBe('Reference: ABC → —');
    expect(lines(entry({ action: 'bike.retired' }))).toEqual([]);
  });

  it('writes roles, refund methods, payment states and empty values in words', () => {
    expect(lines(entry({ action: 'user.promoted', before: { role: 'user' }, after: { role: 'admin' } }))).toEqual([
      'Role: Customer → Admin',
    ]);
    const refunded = entry({
      action: 'refund.refunded',
      subject: { type: 'refund', _id: 'f', label: '' },
      before: { status: 'due', amount: 30 },
      after: { status: 'refunded', amount: 30, method: 'bkash', reference: 'TRX8F3K2' },
    });
    expect(lines(refunded)).toEqual([
      'State: Still to pay back → Paid back',
      'Amount: 30 BDT',
      'Paid back by: bKash',
      'Reference: TRX8F3K2',
    ]);
    const held = entry({
      action: 'payment.accepted',
      subject: { type: 'payment', _id: 'p', label: 'x' },
      before: { status: 'pending', reviewReason: null },
      after: { status: 'accepted' },
    });
    expect(lines(held)).toEqual(['State: Waiting for a check → Accepted', 'Why it was held: —']);
    expect(formatFieldValue('reviewReason', 'risky', en)).toBe('the gateway rated the payment risky');
    expect(formatFieldValue('reviewReason', 'unrecognised_answer', formattersFor('bn'))).toBe(
      'গেটওয়ের উত্তর চেনা যায়নি',
    );
    // One recorded before reasons were codes reads as it was written.
    expect(formatFieldValue('reviewReason', 'checked by hand', en)).toBe('checked by hand');
    expect(formatFieldValue('refundDue', 0, en)).toBe('0 BDT');
    expect(formatFieldValue('somethingNew', { a: 1 }, en)).toBe('{"a":1}');
    expect(fieldName('someNewField', 'en')).toBe('Some new field');
  });

  it('names a subject by its label, or by its kind and a short id when it had none', () => {
    expect(subjectText(entry({}).subject, 'en')).toBe('Yamaha FZS V3');
    expect(subjectText({ type: 'refund', _id: '60000000-0000-4000-8000-000000000001', label: '' }, 'en')).toBe(
      'Refund 60000000',
    );
  });
});

describe('the audit log in Bangla', () => {
  it('writes a change line with taka in Bengali digits, and names actions, fields and states in Bangla', async () => {
    await inBangla();
    const bn = formattersFor('bn');
    const inBn = (e: AuditEntry) => auditChanges(e, bn).map((change) => changeText(change, 'bn'));
    const updated = entry({
      before: { pricePerHour: 150, isOffered: true },
      after: { pricePerHour: 1250, isOffered: false },
    });
    expect(inBn(updated)).toEqual(['ঘণ্টাপ্রতি ভাড়া: ১৫০৳ → ১,২৫০৳', 'ভাড়ার জন্য খোলা: হ্যাঁ → না']);
    expect(inBn(entry({ action: 'bike.created', after: { name: 'Hero Hunk', year: 2023 } }))).toEqual([
      'নাম: Hero Hunk',
      'সাল: ২০২৩',
    ]);
    expect(inBn(entry({ action: 'user.promoted', before: { role: 'user' }, after: { role: 'admin' } }))).toEqual([
      'ভূমিকা: কাস্টমার → অ্যাডমিন',
    ]);
    expect(auditActionName('rental.returned', 'bn')).toBe('ফেরত লেখা হয়েছে');
    for (const action of AUDIT_ACTIONS) expect(auditActionName(action, 'bn')).not.toMatch(/[A-Za-z]/);
    expect(subjectText({ type: 'refund', _id: '60000000-0000-4000-8000-000000000001', label: '' }, 'bn')).toBe(
      'রিফান্ড 60000000',
    );
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, from: '2026-11-02', to: '2026-11-01' }, 'bn')).toEqual({
      to: '‘পর্যন্ত’ তারিখ ‘থেকে’ তারিখের দিন বা পরে হতে হবে',
    });
  });
});

describe("the audit log's filters", () => {
  it('asks for what is set and leaves the rest out', () => {
    expect(auditQuery(NO_AUDIT_FILTERS, 1, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(isFiltered(NO_AUDIT_FILTERS)).toBe(false);
    const filters = {
      ...NO_AUDIT_FILTERS,
      from: '2026-11-01',
      to: '2026-11-30',
      action: 'rental.returned' as const,
      admin: '40000000-0000-4000-8000-000000000001',
    };
    expect(auditQuery(filters, 3, 20)).toEqual({
      page: 3,
      pageSize: 20,
      from: '2026-11-01',
      to: '2026-11-30',
      action: 'rental.returned',
      actor: '40000000-0000-4000-8000-000000000001',
    });
    expect(isFiltered(filters)).toBe(true);
  });

  it('takes an admin typed in by id, and refuses To before From or an id that is not one', () => {
    const typed = { ...NO_AUDIT_FILTERS, admin: OTHER_ADMIN, adminId: ' 40000000-0000-4000-8000-000000000009 ' };
    expect(auditQuery(typed, 1, 20).actor).toBe('40000000-0000-4000-8000-000000000009');
    expect(auditFilterErrors(typed, 'en')).toEqual({});
    expect(auditFilterErrors({ ...typed, adminId: '4000' }, 'en')).toEqual({ adminId: BAD_ADMIN_ID });
    // Not typed yet: every admin.
    expect(auditFilterErrors({ ...typed, adminId: '' }, 'en')).toEqual({});
    expect(isFiltered({ ...typed, adminId: '' })).toBe(false);
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, from: '2026-11-02', to: '2026-11-01' }, 'en')).toEqual({
      to: TO_BEFORE_FROM,
    });
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, from: '2026-11-02', to: '2026-11-02' }, 'en')).toEqual({});
  });
});
