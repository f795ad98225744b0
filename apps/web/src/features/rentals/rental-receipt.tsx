import {
  receiptContent,
  type ReceiptChargeLine,
  type ReceiptPayment,
  type ReceiptPaymentKey,
  type ReceiptRow,
  type ReceiptView,
} from '@bond/contract/receipt';
import type { RentalStory } from '@bond/contract/rentals';
import { telHref } from '@bond/contract/shop';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useContent } from '../../content/localized.ts';
import { apiErrorStatus } from '../../lib/api-error.ts';
import { useSay } from '../../lib/localized-message.ts';
import { useGetRentalStoryQuery } from '../../components/rentals/api.ts';
import { RefundNotes } from '../../components/rentals/cost-cell.tsx';
import { CHARGES_ANCHOR } from '../../components/rentals/receipt-link.tsx';
import { useRentalWords } from '../../components/rentals/words.ts';
import { InspectionRecord } from './inspection-record.tsx';
import { PayAdvanceButton } from './pay-advance-button.tsx';
import { canPayAdvance } from './rental-rules.ts';

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

/** The customer's name, e-mail address and phone; an admin gets the last two as links. */
function Customer({ row, withLinks }: { row: ReceiptRow; withLinks: boolean }) {
  const [email = '', phone = ''] = row.lines ?? [];
  if (!withLinks) {
    return (
      <span className="flex flex-col">
        <span className="font-semibold">{row.value}</span>
        <span className="break-all">{email}</span>
        <span>{phone}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{row.value}</span>
      <a href={`mailto:${email}`} className={contactLink}>
        {email}
      </a>
      <a href={telHref(phone)} className={contactLink}>
        {phone}
      </a>
    </span>
  );
}

/** A row's value: bold where it stands out, a bike's brand and model in brackets, a note after a dot. */
function RowValue({ row, withLinks }: { row: ReceiptRow; withLinks: boolean }) {
  if (row.key === 'customer') return <Customer row={row} withLinks={withLinks} />;
  return (
    <>
      {row.strong ? <span className="font-semibold">{row.value}</span> : row.value}
      {row.detail ? (
        <>
          {' '}
          <span className="text-slate-700 dark:text-slate-300">({row.detail})</span>
        </>
      ) : null}
      {row.note ? <span className="text-slate-700 dark:text-slate-300"> · {row.note}</span> : null}
    </>
  );
}

function Rows({ rows, withLinks }: { rows: readonly ReceiptRow[]; withLinks: boolean }) {
  return (
    <dl className="mt-2">
      {rows.map((row) => (
        <Item key={row.key} term={row.label}>
          <RowValue row={row} withLinks={withLinks} />
        </Item>
      ))}
    </dl>
  );
}

/**
 * 'Charges': the charge line by line, as the booking's quote said it, each amount on the right (a long line
 * wraps beside it on a phone).
 */
function ChargeLines({ heading, lines }: { heading: string; lines: readonly ReceiptChargeLine[] }) {
  return (
    <div
      id={CHARGES_ANCHOR}
      tabIndex={-1}
      className="mt-2 scroll-mt-4 rounded-lg border border-slate-200 px-3 py-1.5 dark:border-slate-700 print:rounded-none print:border-0 print:p-0"
    >
      <h3 className="py-1 font-semibold text-slate-700 dark:text-slate-300">{heading}</h3>
      <dl>
        {lines.map((line) => (
          <div key={line.key} className="flex items-baseline justify-between gap-3 py-1 print:py-0">
            <dt className="min-w-0 text-slate-900 dark:text-slate-100">{line.label}</dt>
            <dd className="shrink-0 text-right whitespace-nowrap text-slate-900 tabular-nums dark:text-slate-100">
              {line.amount}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** How the payments table shows a column's words, where it differs from plain text. */
const PAYMENT_CELLS: Partial<Record<ReceiptPaymentKey, Pick<Column<ReceiptPayment>, 'cell' | 'className'>>> = {
  purpose: { cell: (p) => p.purpose, className: 'whitespace-nowrap' },
  amount: { cell: (p) => p.amount, className: 'whitespace-nowrap' },
  status: { cell: (p) => <span className="font-semibold">{p.status}</span> },
  gatewayTxnId: { cell: (p) => <span className="font-mono text-xs break-all">{p.gatewayTxnId}</span> },
};

/**
 * A rental's whole story: the shop, the rental (customer, bike, booked period and
 * return in Dhaka time), its cost with what it stands on (final, planned or so far) and its lines, every payment attempt,
 * and any money owed back. The customer's receipt and the admin's rental page; printed on one A4 page,
 * black on white (`data-receipt`, see index.css). The words are the contract's `receiptContent`, the same
 * the receipt attached to the shop's e-mails says, in the page's language.
 */
export function RentalReceipt({ story, audience }: { story: RentalStory; audience: ReceiptView }) {
  const titleId = useId();
  const { language } = useRentalWords();
  const { shop: shopFacts } = useContent();
  const content = receiptContent(story, audience, language, shopFacts);
  const { shop, payments } = content;
  const withLinks = audience === 'admin';
  const paymentColumns: Column<ReceiptPayment>[] = payments.columns.map(({ key, header }) => ({
    header,
    cell: (p) => p[key],
    ...PAYMENT_CELLS[key],
  }));
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
            {shop.phone.label}:{' '}
            <a href={shop.phone.href} className={contactLink}>
              {shop.phone.number}
            </a>
          </p>
        </div>
        <div className="min-w-0 sm:text-right print:text-left">
          <h1 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {content.title}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {content.number.label} <span className="font-mono text-xs break-all">{content.number.value}</span>
          </p>
        </div>
      </header>

      <Section title={content.rental.heading}>
        <Rows rows={content.rental.rows} withLinks={withLinks} />
      </Section>

      <Section title={content.cost.heading}>
        <Rows rows={content.cost.rows} withLinks={withLinks} />
        {content.cost.charges ? <ChargeLines {...content.cost.charges} /> : null}
        <Rows rows={content.cost.totals} withLinks={withLinks} />
        <p className="mt-2 text-slate-700 dark:text-slate-300">{content.cost.explanation}</p>
      </Section>

      <Section title={payments.heading}>
        <div className="mt-2">
          <DataTable
            caption={payments.caption}
            columns={paymentColumns}
            rows={payments.rows}
            rowKey={(p) => p.id}
            emptyText={payments.emptyText}
          />
        </div>
      </Section>

      {content.moneyBack ? (
        <Section title={content.moneyBack.heading}>
          <RefundNotes refunds={content.moneyBack.refunds} />
        </Section>
      ) : null}

      <p className="mt-6 border-t border-slate-300 pt-3 text-xs text-slate-600 dark:border-slate-600 dark:text-slate-300 print:mt-3 print:pt-2">
        {content.footer}
      </p>
    </article>
  );
}

type RentalStoryViewProps = {
  rentalId: string;
  audience: ReceiptView;
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
  const { t } = useTranslation('rentals');
  const say = useSay();
  const { data, error, isLoading, isFetching, refetch } = useGetRentalStoryQuery(rentalId, {
    refetchOnMountOrArgChange: true,
  });
  const { hash } = useLocation();
  const loaded = data !== undefined;
  // Opened at its charges (My Rentals' 'Charges'): once the story is in, the list takes the focus, in view.
  useEffect(() => {
    if (loaded && hash === `#${CHARGES_ANCHOR}`) document.getElementById(CHARGES_ANCHOR)?.focus();
  }, [loaded, hash]);

  let content: ReactNode;
  if (isLoading || (isFetching && !data)) {
    content = <Spinner label={t('receipt.loading')} />;
  } else if (error && !data) {
    const status = apiErrorStatus(error);
    // 400: the address names no rental id at all.
    content =
      status === 404 || status === 400 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('receipt.notFound')}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('receipt.notFoundText')}</p>
          <div className="mt-4">{backLink}</div>
        </div>
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
            {say('receiptLabels').title[audience]}
          </h1>
          <LoadError error={error} onRetry={refetch} />
          <div className="mt-4">{backLink}</div>
        </>
      );
  } else if (data) {
    content = (
      <>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
          {backLink}
          <div className="flex flex-wrap gap-3">
            {/* The booking's page is where the counter's payment link leads (docs/product/the-counter.md#payment-link-by-sms). */}
            {audience === 'customer' && canPayAdvance(data, new Date()) ? <PayAdvanceButton booking={data} /> : null}
            <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
          </div>
        </div>
        <RentalReceipt story={data} audience={audience} />
        <InspectionRecord story={data} />
        {after}
      </>
    );
  }

  return <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">{content}</div>;
}
