import { formatTaka } from '@bond/contract/money';
import type { Rental } from '@bond/contract/rentals';
import type { CustomerSummary, User } from '@bond/contract/users';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager, usePage } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate } from '../../lib/time.ts';
import { useGetCustomerQuery, useGetCustomerRentalsQuery } from './api.ts';
import { rentalCost, rentalPeriod, rentalState, telHref } from './customer-rental-words.ts';

export const CUSTOMER_RENTALS_PAGE_SIZE = 10;
export const NO_CUSTOMER_RENTALS = 'No rentals yet';

const linkClasses = 'break-all text-brand-800 underline underline-offset-2 dark:text-brand-300';

const rentalColumns: Column<Rental>[] = [
  { header: 'Bike', cell: (r) => <span className="font-semibold">{r.bike.name}</span> },
  { header: 'Period', cell: rentalPeriod },
  { header: 'State', cell: rentalState },
  {
    header: 'Cost',
    cell: (r) => {
      const { charge, balance } = rentalCost(r);
      return (
        <span className="flex flex-col">
          <span>{charge}</span>
          {balance ? <span className="text-xs text-slate-600 dark:text-slate-300">{balance}</span> : null}
        </span>
      );
    },
  },
];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-1.5">
      <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function CustomerFacts({ customer }: { customer: CustomerSummary }) {
  const rentals = customer.rentalCount === 1 ? '1 rental' : `${customer.rentalCount} rentals`;
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-700">
      <Fact term="Phone">
        <a href={telHref(customer.phone)} className={linkClasses}>
          {customer.phone}
        </a>
      </Fact>
      <Fact term="E-mail">
        <a href={`mailto:${customer.email}`} className={linkClasses}>
          {customer.email}
        </a>
      </Fact>
      <Fact term="Address">{customer.address}</Fact>
      <Fact term="Open balance">
        <span className={customer.openBalance > 0 ? 'font-semibold text-amber-800 dark:text-amber-300' : undefined}>
          {formatTaka(customer.openBalance)}
        </span>
      </Fact>
      <Fact term="Refunds due">{formatTaka(customer.refundsDue)}</Fact>
      <Fact term="Rentals">
        {rentals} ({customer.openRentalCount} open)
      </Fact>
      <Fact term="Customer since">{formatDate(customer.createdAt)}</Fact>
      {customer.deactivatedAt ? <Fact term="Account">Deleted on {formatDate(customer.deactivatedAt)}</Fact> : null}
    </dl>
  );
}

function CustomerRentals({ user }: { user: User }) {
  const [page, setPage] = usePage(user._id);
  const { data, error, isLoading, refetch } = useGetCustomerRentalsQuery(
    { customer: user._id, page, pageSize: CUSTOMER_RENTALS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  if (isLoading) return <Spinner label="Loading rentals…" />;
  if (!data) return <LoadError error={error} onRetry={refetch} />;
  return (
    <div className="space-y-3">
      <DataTable
        caption={`Rentals of ${user.name}`}
        columns={rentalColumns}
        rows={data.data}
        rowKey={(r) => r._id}
        emptyText={NO_CUSTOMER_RENTALS}
      />
      <Pager
        label={`Pages of ${user.name}’s rentals`}
        page={page}
        meta={data.meta}
        noun={['rental', 'rentals']}
        onPage={setPage}
      />
    </div>
  );
}

function CustomerView({ user }: { user: User }) {
  const { data, error, isLoading, refetch } = useGetCustomerQuery(user._id, { refetchOnMountOrArgChange: true });
  return (
    <div className="space-y-6">
      {isLoading ? (
        <Spinner label="Loading the customer…" />
      ) : data ? (
        <CustomerFacts customer={data} />
      ) : (
        <LoadError error={error} onRetry={refetch} />
      )}
      <section aria-label="Rentals" className="space-y-3">
        <h3 className="text-lg font-bold text-slate-900 dark:text-white">Rentals</h3>
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
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={user.name}
      description="Contact details, money and rentals of this customer."
      trigger={
        <button
          type="button"
          aria-label={`${user.name}: open customer`}
          className="text-left font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300"
        >
          {user.name}
        </button>
      }
    >
      {open ? <CustomerView user={user} /> : null}
      <div className="mt-6 flex justify-end">
        <DialogClose>
          <Button variant="outline">Close</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
