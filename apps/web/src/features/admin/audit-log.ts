/**
 * The audit log (D21) in an admin's words: what each action is called, and a row's change written field by
 * field, 'Price per hour: 150 BDT → 180 BDT', with money, times, yes/no and states formatted.
 */
import type { AuditAction, AuditEntry, AuditQuery, AuditSubject } from '@bond/contract/audit';
import { IdSchema } from '@bond/contract/common';
import { formatTaka } from '@bond/contract/money';
import { REFUND_METHOD_WORDS } from '@bond/contract/refund-words';
import { formatTime } from '../../lib/time.ts';

export const AUDIT_ACTION_WORDS: Record<AuditAction, string> = {
  'bike.created': 'Bike added',
  'bike.updated': 'Bike updated',
  'bike.retired': 'Bike deleted',
  'user.promoted': 'Customer promoted to admin',
  'user.deactivated': 'Customer deleted',
  'rental.returned': 'Return recorded',
  'rental.cancelled': 'Booking cancelled',
  'rental.no_show': 'Marked as no-show',
  'refund.refunded': 'Refund recorded',
  'payment.accepted': 'Payment accepted',
  'payment.refused': 'Payment owed back',
};

export const AUDIT_SUBJECT_WORDS: Record<AuditSubject, string> = {
  bike: 'Bike',
  user: 'Account',
  rental: 'Rental',
  refund: 'Refund',
  payment: 'Payment',
};

/** The names of the fields the actions record. A field not listed here is named from its key. */
const FIELD_WORDS: Record<string, string> = {
  name: 'Name',
  brand: 'Brand',
  model: 'Model',
  year: 'Year',
  image: 'Image',
  pricePerHour: 'Price per hour',
  description: 'Description',
  cc: 'CC',
  isOffered: 'Offered for rent',
  role: 'Role',
  status: 'State',
  returnTime: 'Return time',
  rentalCharge: 'Rental charge',
  totalCost: 'Total cost',
  refundDue: 'Refund due',
  amount: 'Amount',
  method: 'Paid back by',
  reference: 'Reference',
  reviewReason: 'Why it was held',
};

/** Fields holding whole taka. */
const MONEY_FIELDS = new Set(['pricePerHour', 'rentalCharge', 'totalCost', 'refundDue', 'amount']);

/** The states of rentals, refunds and payments, as the admin's screens name them. */
const STATE_WORDS: Record<string, string> = {
  pending: 'Awaiting advance',
  booked: 'Booked',
  active: 'Out on rent',
  returned: 'Returned',
  cancelled: 'Cancelled',
  no_show: 'No-show',
  expired: 'Expired',
  due: 'Still to pay back',
  refunded: 'Paid back',
  accepted: 'Accepted',
  paid: 'Paid',
  failed: 'Failed',
  refused: 'Refused',
  duplicate: 'Paid twice',
};

/** A payment awaiting a check is not awaiting an advance. */
const PAYMENT_STATE_WORDS: Record<string, string> = { pending: 'Waiting for a check', failed: 'Not accepted' };

const ROLE_WORDS: Record<string, string> = { user: 'Customer', admin: 'Admin' };

/** 'reviewReason' → 'Review reason'. */
function fromKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldName(key: string): string {
  return FIELD_WORDS[key] ?? fromKey(key);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One value of a field, for reading: '180 BDT', 'Yes', '22 Nov 2026, 4:30 pm', 'Out on rent', '—'. */
export function formatFieldValue(key: string, value: unknown, subject?: AuditSubject): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return MONEY_FIELDS.has(key) ? formatTaka(value) : String(value);
  if (typeof value === 'string') {
    if (key === 'status') {
      return (subject === 'payment' ? PAYMENT_STATE_WORDS[value] : undefined) ?? STATE_WORDS[value] ?? fromKey(value);
    }
    if (key === 'role') return ROLE_WORDS[value] ?? value;
    if (key === 'method') return REFUND_METHOD_WORDS[value as keyof typeof REFUND_METHOD_WORDS] ?? value;
    if (ISO_INSTANT.test(value)) return formatTime(value);
    return value;
  }
  return JSON.stringify(value);
}

export type FieldChange = {
  field: string;
  /** Absent when the action recorded no value before (a bike added). */
  before?: string;
  /** Absent when the action recorded the field only as it was (the reason a payment was held). */
  after?: string;
};

/**
 * The fields an entry recorded, in the order the action wrote them, each with its value before and after.
 * A field only in `after` was set by the action (a new bike); one only in `before` is what it was about.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after' | 'subject'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.map((key) => {
    const change: FieldChange = { field: fieldName(key) };
    if (key in before) change.before = formatFieldValue(key, before[key], entry.subject.type);
    if (key in after) change.after = formatFieldValue(key, after[key], entry.subject.type);
    return change;
  });
}

/**
 * 'Price per hour: 150 BDT → 180 BDT'; a field with one value, or the same value before and after, reads
 * 'Name: Suzuki Gixxer SF'.
 */
export function changeText(change: FieldChange): string {
  const { field, before, after } = change;
  if (before === undefined || after === undefined || before === after) return `${field}: ${after ?? before ?? '—'}`;
  return `${field}: ${before} → ${after}`;
}

/** The subject as the log named it when the action was done, or its kind and a short id if it had none. */
export function subjectText(subject: AuditEntry['subject']): string {
  return subject.label || `${AUDIT_SUBJECT_WORDS[subject.type]} ${subject._id.slice(0, 8)}`;
}

/** The Audit Log page's filters as the form holds them; '' means any. */
export type AuditFilters = {
  /** Dhaka days, `YYYY-MM-DD`, both inclusive. */
  from: string;
  to: string;
  action: AuditAction | '';
  /** An admin's id, `OTHER_ADMIN` to type one in, or '' for every admin. */
  admin: string;
  /** The id typed in when `admin` is `OTHER_ADMIN`. */
  adminId: string;
};

export const OTHER_ADMIN = 'other';
export const NO_AUDIT_FILTERS: AuditFilters = { from: '', to: '', action: '', admin: '', adminId: '' };

export const TO_BEFORE_FROM = 'To must be on or after From';
export const BAD_ADMIN_ID = 'Enter an admin’s id as the shop shows it, such as 4c9a0d52-1b7e-4f0a-9d3c-2e8f6a1b5c70';

/** What is wrong with the filters, by field; the log is not asked until they are right. */
export function auditFilterErrors(filters: AuditFilters): Partial<Record<'to' | 'adminId', string>> {
  const errors: Partial<Record<'to' | 'adminId', string>> = {};
  if (filters.from && filters.to && filters.to < filters.from) errors.to = TO_BEFORE_FROM;
  if (filters.admin === OTHER_ADMIN && filters.adminId.trim() && !IdSchema.safeParse(filters.adminId.trim()).success) {
    errors.adminId = BAD_ADMIN_ID;
  }
  return errors;
}

/** The admin whose actions are asked for, if one is chosen. */
function actorOf(filters: AuditFilters): string | undefined {
  if (filters.admin === OTHER_ADMIN) return filters.adminId.trim() || undefined;
  return filters.admin || undefined;
}

/** `GET /api/audit`'s query for the filters and a page; unset filters are left out. */
export function auditQuery(filters: AuditFilters, page: number, pageSize: number): AuditQuery {
  const query: AuditQuery = { page, pageSize };
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.action) query.action = filters.action;
  const actor = actorOf(filters);
  if (actor) query.actor = actor;
  return query;
}

/** Whether any filter narrows the log. */
export function isFiltered(filters: AuditFilters): boolean {
  return Boolean(filters.from || filters.to || filters.action || actorOf(filters));
}
