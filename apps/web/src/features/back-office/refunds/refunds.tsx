import { REFUND_METHODS, type Refund, type RefundMethod } from '@bond/contract/refunds';
import { say as sayIn } from '@bond/contract/say';
import type { TFunction } from 'i18next';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
import { usePage } from '../../../components/ui/pager.tsx';
import { useFormat, type Formatters } from '../../../i18n/format.ts';
import { useGetRefundsQuery, type RefundStatusFilter } from '../api.ts';
import { MarkRefundedDialog } from './mark-refunded-dialog.tsx';
import { PaymentsToCheck } from './payments-to-check.tsx';
import { RefundThroughBkash } from './refund-through-bkash.tsx';
import { useFocusAfterSettle } from '../../../lib/use-focus-after-settle.ts';
import { useSay } from '../../../lib/localized-message.ts';

export const REFUNDS_PAGE_SIZE = 20;

const STATUS_OPTIONS: readonly RefundStatusFilter[] = ['due', 'refunded', 'all'];

/** Who works the page: an admin records every way of paying back; staff only cash, from their till. */
export type RefundsRole = 'admin' | 'staff';
const METHODS_OF: Record<RefundsRole, readonly RefundMethod[]> = { admin: REFUND_METHODS, staff: ['cash'] };

type SettledProps = { refund: Refund; onSettled: () => void; role: RefundsRole };

/**
 * How a refund stands: settled, how and with which reference; due, the ways to settle it. An admin also has
 * 'Refund through bKash' when bKash still refunds the payment (docs/product/money-and-refunds.md#refunds-through-bkash),
 * the manual dialog staying beside it; staff pay back in cash only.
 */
function Settled({ refund, onSettled, role }: SettledProps) {
  const { t } = useTranslation('admin');
  const say = useSay();
  if (refund.status === 'due') {
    const manual = (
      <MarkRefundedDialog
        refund={refund}
        onSettled={onSettled}
        methods={METHODS_OF[role]}
        secondary={role === 'admin' && refund.gatewayRefund !== null}
      />
    );
    if (role === 'staff') return manual;
    return (
      <RefundThroughBkash refund={refund} onSettled={onSettled}>
        {manual}
      </RefundThroughBkash>
    );
  }
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-green-800 dark:text-green-300">{say('refundLine', { refund }).label}</span>
      <span className="text-xs text-slate-600 dark:text-slate-300">
        {refund.method ? t(`refunds.methods.${refund.method}`) : ''} · {refund.reference}
      </span>
    </span>
  );
}

const columnsWith = (
  onSettled: () => void,
  role: RefundsRole,
  t: TFunction<'admin'>,
  f: Formatters,
): Column<Refund>[] => [
  {
    header: t('refunds.columns.amount'),
    cell: (r) => <span className="font-semibold">{f.taka(r.amount)}</span>,
    className: 'whitespace-nowrap',
  },
  { header: t('refunds.columns.reason'), cell: (r) => sayIn(f.language, 'refundLine', { refund: r }).reason },
  {
    header: t('refunds.columns.rental'),
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-semibold">{r.bike.name}</span>
        <span className="text-xs break-all text-slate-600 dark:text-slate-300">
          {t('refunds.booking', { id: r.rentalId.slice(0, 8) })}
        </span>
      </span>
    ),
  },
  {
    header: t('refunds.columns.customer'),
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-semibold">{r.customer.name}</span>
        <a
          href={`tel:${r.customer.phone}`}
          className="text-xs text-brand-800 underline underline-offset-2 dark:text-brand-300"
        >
          {r.customer.phone}
        </a>
      </span>
    ),
  },
  { header: t('refunds.columns.created'), cell: (r) => f.time(r.createdAt), className: 'whitespace-nowrap' },
  { header: t('refunds.columns.refund'), cell: (r) => <Settled refund={r} onSettled={onSettled} role={role} /> },
];

function MoneyOwedBack({ focusSection, role }: { focusSection: () => void; role: RefundsRole }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [status, setStatus] = useState<RefundStatusFilter>('due');
  const [page, setPage] = usePage(status);
  const filterId = useId();
  const refunds = useGetRefundsQuery(
    { status, page, pageSize: REFUNDS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const onSettled = useFocusAfterSettle(refunds.data?.data, focusSection);
  const columns = useMemo(() => columnsWith(onSettled, role, t, f), [onSettled, role, t, f]);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1.5">
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('refunds.show')}
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => setStatus(event.target.value as RefundStatusFilter)}
            className="block min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`refunds.status.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" size="sm" disabled={refunds.isFetching} onClick={() => void refunds.refetch()}>
          {t('refunds.refresh')}
        </Button>
      </div>
      <PagedTable
        query={refunds}
        loadingLabel={t('refunds.loading')}
        caption={t('refunds.list')}
        columns={columns}
        rowKey={(r) => r._id}
        emptyText={t(`refunds.empty.${status}`)}
        page={page}
        onPage={setPage}
        pagerLabel={t('refunds.pager')}
        noun={[t('refunds.nounOne'), t('refunds.nounOther')]}
      />
    </div>
  );
}

/**
 * Refunds (docs/product/money-and-refunds.md#refunds-due): the money the shop owes customers, settled once by recording how it went back, and the
 * payments an admin must check before they count or are owed back. On the counter's dashboard (`role` staff)
 * it is the money owed back alone, each refund paid back in cash from the clerk's till
 * (docs/product/the-counter.md#refunds-paid-in-cash).
 */
export function Refunds({ role = 'admin' }: { role?: RefundsRole }) {
  const { t } = useTranslation('admin');
  const owedId = useId();
  const checkId = useId();
  const owedHeading = useRef<HTMLHeadingElement>(null);
  const checkHeading = useRef<HTMLHeadingElement>(null);
  // Where the keyboard goes when a settled row leaves its list (use-focus-after-settle.ts).
  const focusOwed = useCallback(() => owedHeading.current?.focus(), []);
  const focusCheck = useCallback(() => checkHeading.current?.focus(), []);
  return (
    <div className="space-y-10">
      <section aria-labelledby={owedId} className="space-y-3">
        <h3
          id={owedId}
          ref={owedHeading}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 outline-none dark:text-white"
        >
          {t('refunds.moneyOwedBack')}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t(role === 'staff' ? 'refunds.owedIntroStaff' : 'refunds.owedIntro')}
        </p>
        <MoneyOwedBack focusSection={focusOwed} role={role} />
      </section>
      {role === 'staff' ? null : (
        <section aria-labelledby={checkId} className="space-y-3">
          <h3
            id={checkId}
            ref={checkHeading}
            tabIndex={-1}
            className="text-lg font-bold text-slate-900 outline-none dark:text-white"
          >
            {t('refunds.paymentsToCheck')}
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('refunds.checkIntro')}</p>
          <PaymentsToCheck focusSection={focusCheck} />
        </section>
      )}
    </div>
  );
}
