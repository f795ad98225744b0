import type { Refund } from '@bond/contract/refunds';
import { formatTaka } from '@bond/contract/money';
import { REFUND_METHOD_WORDS, REFUND_REASON_WORDS, refundedOn } from '@bond/contract/refund-words';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager, usePage } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate, formatTime } from '../../lib/time.ts';
import { useGetRefundsQuery, type RefundStatusFilter } from './api.ts';
import { MarkRefundedDialog } from './mark-refunded-dialog.tsx';
import { PaymentsToCheck } from './payments-to-check.tsx';
import { useFocusAfterSettle } from '../../lib/use-focus-after-settle.ts';

export const MONEY_OWED_BACK = 'Money owed back';
export const PAYMENTS_TO_CHECK = 'Payments to check';
export const REFUND_LIST = 'Refund list';
export const REFUNDS_PAGE_SIZE = 20;

const EMPTY_TEXT: Record<RefundStatusFilter, string> = {
  due: 'Nobody is owed money back right now.',
  refunded: 'No refunds have been recorded yet.',
  all: 'The shop has never owed money back.',
};

const STATUS_OPTIONS: { value: RefundStatusFilter; label: string }[] = [
  { value: 'due', label: 'Still to pay back' },
  { value: 'refunded', label: 'Paid back' },
  { value: 'all', label: 'All' },
];

function Settled({ refund, onSettled }: { refund: Refund; onSettled: () => void }) {
  if (refund.status === 'due') return <MarkRefundedDialog refund={refund} onSettled={onSettled} />;
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-green-800 dark:text-green-300">
        {refundedOn(formatDate(refund.refundedAt))}
      </span>
      <span className="text-xs text-slate-600 dark:text-slate-300">
        {refund.method ? REFUND_METHOD_WORDS[refund.method] : ''} · {refund.reference}
      </span>
    </span>
  );
}

const columnsWith = (onSettled: () => void): Column<Refund>[] => [
  {
    header: 'Amount',
    cell: (r) => <span className="font-semibold">{formatTaka(r.amount)}</span>,
    className: 'whitespace-nowrap',
  },
  { header: 'Reason', cell: (r) => REFUND_REASON_WORDS[r.reason] },
  {
    header: 'Rental',
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-semibold">{r.bike.name}</span>
        <span className="text-xs break-all text-slate-600 dark:text-slate-300">Booking {r.rentalId.slice(0, 8)}</span>
      </span>
    ),
  },
  {
    header: 'Customer',
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
  { header: 'Created', cell: (r) => formatTime(r.createdAt), className: 'whitespace-nowrap' },
  { header: 'Refund', cell: (r) => <Settled refund={r} onSettled={onSettled} /> },
];

function MoneyOwedBack({ focusSection }: { focusSection: () => void }) {
  const [status, setStatus] = useState<RefundStatusFilter>('due');
  const [page, setPage] = usePage(status);
  const filterId = useId();
  const {
    data: answer,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetRefundsQuery({ status, page, pageSize: REFUNDS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const data = answer?.data;
  const onSettled = useFocusAfterSettle(data, focusSection);
  const columns = useMemo(() => columnsWith(onSettled), [onSettled]);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1.5">
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Show
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => setStatus(event.target.value as RefundStatusFilter)}
            className="block min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          Refresh refunds
        </Button>
      </div>
      {isLoading ? (
        <Spinner label="Loading refunds…" />
      ) : !answer || !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <>
          <DataTable
            caption={REFUND_LIST}
            columns={columns}
            rows={data}
            rowKey={(r) => r._id}
            emptyText={EMPTY_TEXT[status]}
          />
          <Pager label="Refund pages" page={page} meta={answer.meta} noun={['refund', 'refunds']} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/**
 * Refunds (D21): the money the shop owes customers, settled once by recording how it went back, and the
 * payments an admin must check before they count or are owed back.
 */
export function Refunds() {
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
          {MONEY_OWED_BACK}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Pay each customer back (bKash, Nagad, cash, bank or the gateway’s panel), then record it here with its
          reference. The customer sees ‘Money will be returned’ until then, and the date after.
        </p>
        <MoneyOwedBack focusSection={focusOwed} />
      </section>
      <section aria-labelledby={checkId} className="space-y-3">
        <h3
          id={checkId}
          ref={checkHeading}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 outline-none dark:text-white"
        >
          {PAYMENTS_TO_CHECK}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The gateway’s answer about these payments was not clear enough to settle them. Check each in the gateway’s
          merchant panel, then accept it or owe the money back.
        </p>
        <PaymentsToCheck focusSection={focusCheck} />
      </section>
    </div>
  );
}
