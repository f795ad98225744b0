import { formatTaka } from '@bond/contract/money';
import { formatShopPeriod } from '@bond/contract/periods';
import type { RentalPayment, RentalStory } from '@bond/contract/rentals';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { shop } from '../../content/shop.ts';
import { apiErrorStatus } from '../../lib/api-error.ts';
import { formatPricePerHour } from '../../lib/money.ts';
import { formatTime } from '../../lib/time.ts';
import { useGetRentalStoryQuery } from './api.ts';
import { RefundNotes } from './cost-cell.tsx';
import {
  PAYMENT_PURPOSE_WORDS,
  balanceView,
  chargedTimeWords,
  costBasisView,
  gatewayWords,
  paymentStatusWords,
  rentalStatusWords,
  takaOrDash,
} from './receipt-words.ts';
import { isClosedBooking } from './rental-rules.ts';

/** Who reads the story: its customer (a receipt) or an admin (the rental's page, with the customer's contacts). */
export type ReceiptAudience = 'customer' | 'admin';

export const RECEIPT_TITLE: Record<ReceiptAudience, string> = {
  customer: 'Rental receipt',
  admin: 'Rental details',
};
export const RENTAL_NOT_FOUND = 'This rental was not found';
export const NO_PAYMENTS = 'No payment attempts yet';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
const contactLink = 'font-medium text-brand-800 underline underline-offset-2 break-all dark:text-brand-300';

/** One line of a receipt's list: a term and what it is. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-1.5 sm:grid-cols-[8.5rem_minmax(0,1fr)] print:py-0.5">
      <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="min-w-0 text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 print:mt-3">
      <h2 id={id} className="text-base font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Customer({ user, withLinks }: { user: RentalStory['user']; withLinks: boolean }) {
  if (!withLinks) {
    return (
      <span className="flex flex-col">
        <span className="font-semibold">{user.name}</span>
        <span className="break-all">{user.email}</span>
        <span>{user.phone}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{user.name}</span>
      <a href={`mailto:${user.email}`} className={contactLink}>
        {user.email}
      </a>
      <a href={telHref(user.phone)} className={contactLink}>
        {user.phone}
      </a>
    </span>
  );
}

function returnedWords(story: RentalStory): string {
  if (story.returnTime) return formatTime(story.returnTime);
  return isClosedBooking(story) ? 'Not rented' : 'Not returned yet';
}

const paymentColumns: Column<RentalPayment>[] = [
  { header: 'Purpose', cell: (p) => PAYMENT_PURPOSE_WORDS[p.purpose], className: 'whitespace-nowrap' },
  { header: 'Amount', cell: (p) => formatTaka(p.amount), className: 'whitespace-nowrap' },
  { header: 'Gateway', cell: (p) => gatewayWords(p.gateway) },
  { header: 'Status', cell: (p) => <span className="font-semibold">{paymentStatusWords(p)}</span> },
  {
    header: 'Gateway transaction id',
    cell: (p) => <span className="font-mono text-xs break-all">{p.gatewayTxnId ?? '—'}</span>,
  },
  { header: 'Started', cell: (p) => formatTime(p.createdAt) },
  { header: 'Settled', cell: (p) => formatTime(p.settledAt) },
];

/**
 * A rental's whole story (issue 11, item 1): the shop, the rental (customer, bike, booked period and
 * return in Dhaka time), its cost with what it stands on (final, planned or so far), every payment attempt,
 * and any money owed back. The customer's receipt and the admin's rental page; printed on one A4 page,
 * black on white (`data-receipt`, see index.css).
 */
export function RentalReceipt({ story, audience }: { story: RentalStory; audience: ReceiptAudience }) {
  const titleId = useId();
  const basis = costBasisView(story);
  const balance = balanceView(story);
  const { cost } = story;
  return (
    <article
      aria-labelledby={titleId}
      data-receipt=""
      className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-900 sm:p-8 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 print:rounded-none print:border-0 print:p-0"
    >
      <header className="flex flex-col gap-3 border-b border-slate-300 pb-4 sm:flex-row sm:items-start sm:justify-between dark:border-slate-600 print:flex-col print:gap-2 print:pb-2">
        <div>
          <p className="text-xl font-extrabold text-slate-900 dark:text-white">{shop.name}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{shop.address}</p>
          <p className="text-slate-700 dark:text-slate-300">
            Phone:{' '}
            <a href={telHref(shop.phone)} className={contactLink}>
              {shop.phone}
            </a>
          </p>
        </div>
        <div className="min-w-0 sm:text-right print:text-left">
          <h1 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {RECEIPT_TITLE[audience]}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            Receipt no. <span className="font-mono text-xs break-all">{story._id}</span>
          </p>
        </div>
      </header>

      <Section title="Rental">
        <dl className="mt-2">
          <Item term="Status">{rentalStatusWords(story)}</Item>
          <Item term="Customer">
            <Customer user={story.user} withLinks={audience === 'admin'} />
          </Item>
          <Item term="Bike">
            <span className="font-semibold">{story.bike.name}</span>{' '}
            <span className="text-slate-700 dark:text-slate-300">
              ({story.bike.brand} · {story.bike.model})
            </span>
          </Item>
          <Item term="Booked period">
            {formatShopPeriod({
              start: new Date(story.startTime),
              end: story.endTime ? new Date(story.endTime) : null,
            })}
          </Item>
          <Item term="Booked on">{formatTime(story.createdAt)}</Item>
          <Item term="Returned">{returnedWords(story)}</Item>
        </dl>
      </Section>

      <Section title={basis.heading}>
        <dl className="mt-2">
          <Item term="Time charged">{chargedTimeWords(cost.minutes)}</Item>
          <Item term="Price per hour">{formatPricePerHour(cost.pricePerHour)}</Item>
          <Item term="Charge">{takaOrDash(cost.charge)}</Item>
          <Item term="Advance">{formatTaka(cost.advance)}</Item>
          <Item term="Balance">
            <span className="font-semibold">{balance.amount}</span>
            {balance.note ? <span className="text-slate-700 dark:text-slate-300"> · {balance.note}</span> : null}
          </Item>
        </dl>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{basis.explanation}</p>
      </Section>

      <Section title="Payments">
        <div className="mt-2">
          <DataTable
            caption="Payment attempts"
            columns={paymentColumns}
            rows={story.payments}
            rowKey={(p) => p._id}
            emptyText={NO_PAYMENTS}
          />
        </div>
      </Section>

      {story.refunds.length > 0 ? (
        <Section title="Money back">
          <RefundNotes refunds={story.refunds} />
        </Section>
      ) : null}

      <p className="mt-6 border-t border-slate-300 pt-3 text-xs text-slate-600 dark:border-slate-600 dark:text-slate-300 print:mt-3 print:pt-2">
        Times are Dhaka time. Amounts are in taka (BDT). {shop.name}, {shop.email}.
      </p>
    </article>
  );
}

type RentalStoryViewProps = {
  rentalId: string;
  audience: ReceiptAudience;
  /** The way back: My Rentals for a customer, Return Bike for an admin. */
  backLink: ReactNode;
  /** Shown under the story once it is loaded (the admin's messages of the rental); it keeps itself off paper. */
  after?: ReactNode;
};

/**
 * A rental's receipt page: loading, 'This rental was not found' (another customer's rental, or no such
 * rental), a failure with 'Try again', or the story with 'Print'.
 */
export function RentalStoryView({ rentalId, audience, backLink, after }: RentalStoryViewProps) {
  const { data, error, isLoading, isFetching, refetch } = useGetRentalStoryQuery(rentalId, {
    refetchOnMountOrArgChange: true,
  });

  let content: ReactNode;
  if (isLoading || (isFetching && !data)) {
    content = <Spinner label="Loading the receipt…" />;
  } else if (error && !data) {
    const status = apiErrorStatus(error);
    // 400: the address names no rental id at all.
    content =
      status === 404 || status === 400 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{RENTAL_NOT_FOUND}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            It may belong to another account, or the address has a typo.
          </p>
          <div className="mt-4">{backLink}</div>
        </div>
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">{RECEIPT_TITLE[audience]}</h1>
          <LoadError error={error} onRetry={refetch} />
          <div className="mt-4">{backLink}</div>
        </>
      );
  } else if (data) {
    content = (
      <>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
          {backLink}
          <Button onClick={() => window.print()}>Print</Button>
        </div>
        <RentalReceipt story={data} audience={audience} />
        {after}
      </>
    );
  }

  return <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">{content}</div>;
}
