import type { Rental } from '@bond/contract/rentals';
import { telHref } from '@bond/contract/shop';
import type { CustomerSummary, User } from '@bond/contract/users';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
import { usePage } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { useSay } from '../../../lib/localized-message.ts';
import { useGetCustomerQuery, useGetCustomerRentalsQuery } from '../api.ts';

export const CUSTOMER_RENTALS_PAGE_SIZE = 10;

const linkClasses = 'break-all text-brand-800 underline underline-offset-2 dark:text-brand-300';

/** An instant the API answered, or none. */
const instant = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * The rentals table's columns in the page's language: from the start to the return (or the planned
 * return), the state, and the charge with where its balance stands, as the catalogues say them.
 */
function useRentalColumns(): Column<Rental>[] {
  const { t } = useTranslation('admin');
  const say = useSay();
  return useMemo<Column<Rental>[]>(
    () => [
      { header: t('customer.columns.bike'), cell: (r) => <span className="font-semibold">{r.bike.name}</span> },
      {
        header: t('customer.columns.period'),
        cell: (r) => say('rentalSpan', { start: new Date(r.startTime), end: instant(r.returnTime ?? r.endTime) }),
      },
      {
        header: t('customer.columns.state'),
        cell: (r) => say('rentalStateShort', { status: r.status, overdue: r.isOverdue }),
      },
      {
        header: t('customer.columns.cost'),
        cell: (r) => {
          const { charge, balance } = say('rentalBalance', { rental: r });
          return (
            <span className="flex flex-col">
              <span>{charge}</span>
              {balance ? <span className="text-xs text-slate-600 dark:text-slate-300">{balance}</span> : null}
            </span>
          );
        },
      },
    ],
    [t, say],
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-1.5">
      <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function CustomerFacts({ customer }: { customer: CustomerSummary }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-700">
      <Fact term={t('customer.facts.phone')}>
        <a href={telHref(customer.phone)} className={linkClasses}>
          {customer.phone}
        </a>
      </Fact>
      <Fact term={t('customer.facts.email')}>
        <a href={`mailto:${customer.email}`} className={linkClasses}>
          {customer.email}
        </a>
      </Fact>
      <Fact term={t('customer.facts.address')}>{customer.address}</Fact>
      <Fact term={t('customer.facts.openBalance')}>
        <span className={customer.openBalance > 0 ? 'font-semibold text-amber-800 dark:text-amber-300' : undefined}>
          {f.taka(customer.openBalance)}
        </span>
      </Fact>
      <Fact term={t('customer.facts.refundsDue')}>{f.taka(customer.refundsDue)}</Fact>
      <Fact term={t('customer.facts.rentals')}>
        {t('customer.rentalCount', {
          count: customer.rentalCount,
          total: f.number(customer.rentalCount),
          open: f.number(customer.openRentalCount),
        })}
      </Fact>
      <Fact term={t('customer.facts.since')}>{f.date(customer.createdAt)}</Fact>
      {customer.deactivatedAt ? (
        <Fact term={t('customer.facts.account')}>
          {t('customer.deletedOn', { date: f.date(customer.deactivatedAt) })}
        </Fact>
      ) : null}
    </dl>
  );
}

function CustomerRentals({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const rentalColumns = useRentalColumns();
  const [page, setPage] = usePage(user._id);
  const { data, error, isLoading, refetch } = useGetCustomerRentalsQuery(
    { customer: user._id, page, pageSize: CUSTOMER_RENTALS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <PagedTable
      query={{ data, error, isLoading, refetch }}
      loadingLabel={t('customer.loadingRentals')}
      caption={t('customer.rentalsOf', { name: user.name })}
      columns={rentalColumns}
      rowKey={(r) => r._id}
      emptyText={t('customer.noRentals')}
      page={page}
      onPage={setPage}
      pagerLabel={t('customer.rentalPages', { name: user.name })}
      noun={[t('customer.rentalNounOne'), t('customer.rentalNounOther')]}
    />
  );
}

function CustomerView({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const { data, error, isLoading, refetch } = useGetCustomerQuery(user._id, { refetchOnMountOrArgChange: true });
  return (
    <div className="space-y-6">
      {isLoading ? (
        <Spinner label={t('customer.loading')} />
      ) : data ? (
        <CustomerFacts customer={data} />
      ) : (
        <LoadError error={error} onRetry={refetch} />
      )}
      <section aria-label={t('customer.rentals')} className="space-y-3">
        <h3 className="text-lg font-bold text-slate-900 dark:text-white">{t('customer.rentals')}</h3>
        <CustomerRentals user={user} />
      </section>
    </div>
  );
}

/**
 * A customer's name in User Management opens them in a dialog: how to reach them, where their money stands
 * (open balance, refunds due) and their rentals, a page at a time. A dialog works the same on a 360 px phone
 * (full width, scrolling inside) and with the keyboard (focus kept inside, Escape closes, focus back on the
 * name).
 */
export function CustomerDialog({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={user.name}
      description={t('customer.description')}
      trigger={
        <button
          type="button"
          aria-label={t('customer.open', { name: user.name })}
          className="text-left font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300"
        >
          {user.name}
        </button>
      }
    >
      {open ? <CustomerView user={user} /> : null}
      <div className="mt-6 flex justify-end">
        <DialogClose>
          <Button variant="outline">{t('customer.close')}</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
