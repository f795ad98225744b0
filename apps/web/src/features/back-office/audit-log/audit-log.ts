/**
 * The audit log (docs/product/money-and-refunds.md#audit-log) in an admin's words: what each action is called, and a row's change written field by
 * field, 'Price per hour: 150 BDT → 180 BDT', with money, times, yes/no and states formatted, in the language
 * given ('ঘণ্টাপ্রতি ভাড়া: ১৫০৳ → ১৮০৳').
 */
import type { AuditAction, AuditEntry, AuditQuery, AuditSubject } from '@bond/contract/audit';
import { IdSchema } from '@bond/contract/common';
import type { HeldPaymentReason } from '@bond/contract/messages/words';
import { HELD_PAYMENT_REASONS, type HeldPaymentReasonCode } from '@bond/contract/refunds';
import { say } from '@bond/contract/say';
import { i18next } from '../../../i18n/index.ts';
import { formatDigits, type Formatters } from '../../../i18n/format.ts';
import type { Language } from '../../../i18n/languages.ts';
import adminTexts from '../../../i18n/locales/en/admin.ts';

/** The admin namespace's texts in a language, for code outside components. */
const textsIn = (language: Language) => i18next.getFixedT(language, 'admin');

type FieldKey = keyof typeof adminTexts.audit.fields;
type StateKey = keyof typeof adminTexts.audit.states;
type PaymentStateKey = keyof typeof adminTexts.audit.paymentStates;
type RoleKey = keyof typeof adminTexts.audit.roles;
type MethodKey = keyof typeof adminTexts.refunds.methods;

/** Whether `key` is one of `words`' own keys (not something inherited such as 'toString'). */
function isKeyOf<T extends object>(words: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(words, key);
}

/** What an action is called: 'Bike updated', 'Return recorded', … */
export function auditActionName(action: AuditAction, language: Language): string {
  return textsIn(language)(`audit.actions.${action}`);
}

/** What kind of thing an action was done to: 'Bike', 'Account', … */
export function auditSubjectName(subject: AuditSubject, language: Language): string {
  return textsIn(language)(`audit.subjects.${subject}`);
}

/** Fields holding whole taka. */
const MONEY_FIELDS = new Set([
  'pricePerHour',
  'pricePerDay',
  'rentalCharge',
  'totalCost',
  'refundDue',
  'amount',
  'minimumCharge',
  'deposit',
  'defaultDeposit',
  'fuelPricePerEighth',
  'lateFee',
  'extras',
  'depositApplied',
  'depositRefund',
]);

/** 'reviewReason' → 'Review reason'. */
function fromKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of a field the actions record; a field without a name of its own is named from its key. */
export function fieldName(key: string, language: Language): string {
  return isKeyOf(adminTexts.audit.fields, key)
    ? textsIn(language)(`audit.fields.${key satisfies FieldKey}`)
    : fromKey(key);
}

/**
 * A state of a rental, refund or payment as the admin's screens name it; a payment awaiting a check is not
 * awaiting an advance.
 */
function stateName(value: string, language: Language, subject?: AuditSubject): string {
  const t = textsIn(language);
  if (subject === 'payment' && isKeyOf(adminTexts.audit.paymentStates, value)) {
    return t(`audit.paymentStates.${value satisfies PaymentStateKey}`);
  }
  if (isKeyOf(adminTexts.audit.states, value)) return t(`audit.states.${value satisfies StateKey}`);
  return fromKey(value);
}

/** Why a payment was held, as the catalogues say its code (the gateway's answer is not in the log). */
function heldReasonName(code: HeldPaymentReasonCode, language: Language): string {
  const reason: HeldPaymentReason =
    code === 'risky' ? { code, riskLevel: null, riskTitle: null } : { code, answer: null };
  return say(language, 'paymentHeldReason', { reason });
}

const isHeldReason = (value: string): value is HeldPaymentReasonCode =>
  (HELD_PAYMENT_REASONS as readonly string[]).includes(value);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One value of a field, for reading: '180 BDT', 'Yes', '22 Nov 2026, 4:30 pm', 'Out on rent', '—'. */
export function formatFieldValue(key: string, value: unknown, f: Formatters, subject?: AuditSubject): string {
  const t = textsIn(f.language);
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (typeof value === 'number') return MONEY_FIELDS.has(key) ? f.taka(value) : formatDigits(value, f.language);
  if (typeof value === 'string') {
    if (key === 'status') return stateName(value, f.language, subject);
    // A reason recorded before reasons were codes is the sentence it was.
    if (key === 'reviewReason' && isHeldReason(value)) return heldReasonName(value, f.language);
    if (key === 'role')
      return isKeyOf(adminTexts.audit.roles, value) ? t(`audit.roles.${value satisfies RoleKey}`) : value;
    if (key === 'method' || key === 'depositMethod') {
      return isKeyOf(adminTexts.refunds.methods, value) ? t(`refunds.methods.${value satisfies MethodKey}`) : value;
    }
    if (ISO_INSTANT.test(value)) return f.time(value);
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
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after' | 'subject'>, f: Formatters): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.map((key) => {
    const change: FieldChange = { field: fieldName(key, f.language) };
    if (key in before) change.before = formatFieldValue(key, before[key], f, entry.subject.type);
    if (key in after) change.after = formatFieldValue(key, after[key], f, entry.subject.type);
    return change;
  });
}

/**
 * 'Price per hour: 150 BDT → 180 BDT'; a field with one value, or the same value before and after, reads
 * 'Name: Suzuki Gixxer SF'.
 */
export function changeText(change: FieldChange, language: Language): string {
  const t = textsIn(language);
  const { field, before, after } = change;
  if (before === undefined || after === undefined || before === after) {
    return t('audit.value', { field, value: after ?? before ?? '—' });
  }
  return t('audit.change', { field, before, after });
}

/** The subject as the log named it when the action was done, or its kind and a short id if it had none. */
export function subjectText(subject: AuditEntry['subject'], language: Language): string {
  return (
    subject.label ||
    textsIn(language)('audit.subjectShort', {
      kind: auditSubjectName(subject.type, language),
      id: subject._id.slice(0, 8),
    })
  );
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

/** What is wrong with the filters, by field, in the page's language; the log is not asked until they are right. */
export function auditFilterErrors(
  filters: AuditFilters,
  language: Language,
): Partial<Record<'to' | 'adminId', string>> {
  const t = textsIn(language);
  const errors: Partial<Record<'to' | 'adminId', string>> = {};
  if (filters.from && filters.to && filters.to < filters.from) errors.to = t('audit.toBeforeFrom');
  if (filters.admin === OTHER_ADMIN && filters.adminId.trim() && !IdSchema.safeParse(filters.adminId.trim()).success) {
    errors.adminId = t('audit.badAdminId');
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
