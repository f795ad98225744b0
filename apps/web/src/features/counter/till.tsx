import type { Till, TillMovement } from '@bond/contract/counter';
import { say as sayIn } from '@bond/contract/say';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatTakaLine } from '@bond/contract/money';
import { useFormat, type Formatters } from '../../i18n/format.ts';
import { apiErrorStatus } from '../../lib/api-error.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useCloseTillMutation, useGetCurrentTillQuery, useOpenTillMutation } from './api.ts';

/** A count of taka as typed (Bangla digits too, thousands separators allowed): whole taka, or null. */
export function takaTyped(text: string): number | null {
  const latin = text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(latin) ? Number(latin) : null;
}

/** A form of one amount of cash: the opening float, or the count at closing. */
function CashForm({
  label,
  submitLabel,
  refusal,
  isSubmitting,
  onAmount,
}: {
  label: string;
  submitLabel: string;
  refusal: string;
  isSubmitting: boolean;
  onAmount: (amount: number) => void;
}) {
  const { t } = useTranslation('counter');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = takaTyped(text);
    if (amount === null) return setProblem(t('till.amountInvalid'));
    setProblem('');
    onAmount(amount);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={problem || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <DialogFormFooter
        error={refusal}
        closeLabel={t('till.cancel')}
        submitLabel={submitLabel}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}

/** 'Open till': the cash in the drawer as the day begins. */
function OpenTillDialog() {
  const { t } = useTranslation('counter');
  const [openTill, { isLoading }] = useOpenTillMutation();
  const dialog = useMutationDialog<{ message: string }>();
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('till.open.title')}
      description={t('till.open.description')}
      trigger={<Button>{t('till.open.button')}</Button>}
    >
      <CashForm
        label={t('till.open.float')}
        submitLabel={t('till.open.submit')}
        refusal={dialog.refusal}
        isSubmitting={isLoading}
        onAmount={(openingFloat) => void dialog.run(() => openTill({ openingFloat }).unwrap())}
      />
    </Dialog>
  );
}

/** 'Close till': the cash counted; the answer says what was expected and the difference. */
function CloseTillDialog({ till }: { till: Till }) {
  const { t } = useTranslation('counter');
  const f = useFormat();
  const [closeTill, { isLoading }] = useCloseTillMutation();
  const dialog = useMutationDialog<{ message: string; data: Till }>({
    successMessage: ({ data }) =>
      t('till.close.done', {
        counted: f.taka(data.countedCash ?? 0),
        expected: f.taka(data.expectedCash),
        difference: formatTakaLine(data.difference ?? 0, f.language),
      }),
  });
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('till.close.title')}
      description={t('till.close.description')}
      trigger={<Button variant="outline">{t('till.close.button')}</Button>}
    >
      <CashForm
        label={t('till.close.counted')}
        submitLabel={t('till.close.submit')}
        refusal={dialog.refusal}
        isSubmitting={isLoading}
        onAmount={(countedCash) => void dialog.run(() => closeTill({ id: till._id, countedCash }).unwrap())}
      />
    </Dialog>
  );
}

/** What a movement was for: a counter payment's purpose, or why the refund paid out was owed back. */
function movementPurpose(movement: TillMovement, t: TFunction<'counter'>, f: Formatters): string {
  if (movement.direction === 'in') return t(`till.movements.purpose.${movement.purpose}`);
  const { reason } = sayIn(f.language, 'refundLine', {
    refund: { status: 'refunded', refundedAt: movement.at, amount: movement.amount, reason: movement.reason },
  });
  return t('till.movements.refund', { reason });
}

const movementColumns = (t: TFunction<'counter'>, f: Formatters): Column<TillMovement>[] => [
  { header: t('till.movements.columns.time'), cell: (m) => f.time(m.at), className: 'whitespace-nowrap' },
  {
    header: t('till.movements.columns.rental'),
    cell: (m) => (
      <span>
        <span className="font-semibold">{m.rental.customer.name}</span>
        <span className="block text-slate-600 dark:text-slate-300">{m.rental.bike.name}</span>
      </span>
    ),
  },
  { header: t('till.movements.columns.purpose'), cell: (m) => movementPurpose(m, t, f) },
  {
    header: t('till.movements.columns.amount'),
    cell: (m) =>
      m.direction === 'in' ? (
        <span className="font-semibold text-green-800 dark:text-green-300">
          {t('till.movements.in', { amount: f.taka(m.amount) })}
        </span>
      ) : (
        <span className="font-semibold text-red-800 dark:text-red-300">{formatTakaLine(-m.amount, f.language)}</span>
      ),
    className: 'whitespace-nowrap tabular-nums sm:text-right',
  },
  { header: t('till.movements.columns.by'), cell: (m) => m.by.name },
];

/**
 * The till's movements of the day, oldest first, newest last (docs/product/the-counter.md#tills): each cash
 * payment taken into the drawer and each refund paid out of it, with its Dhaka time, rental, purpose, signed
 * amount and who moved the cash. On a phone each movement is a card.
 */
function TillMovements({ till }: { till: Till }) {
  const { t } = useTranslation('counter');
  const f = useFormat();
  const columns = useMemo(() => movementColumns(t, f), [t, f]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {t('till.movements.title')}
      </h3>
      <DataTable
        caption={t('till.movements.caption')}
        columns={columns}
        rows={till.movements}
        rowKey={(m) => `${m.direction}-${m._id}`}
        emptyText={t('till.movements.empty')}
      />
    </section>
  );
}

/**
 * The clerk's till of today (docs/product/the-counter.md#tills): opened with the float in the drawer, the
 * cash taken and paid out as the day goes (each movement listed), the cash the drawer should hold, and closed
 * once with the count.
 */
export function CounterTill() {
  const { t } = useTranslation('counter');
  const f = useFormat();
  const current = useGetCurrentTillQuery(undefined, { refetchOnMountOrArgChange: true });
  if (current.isLoading) return <Spinner label={t('till.loading')} />;
  if (current.error && apiErrorStatus(current.error) !== 404) {
    return <LoadError error={current.error} onRetry={() => void current.refetch()} />;
  }
  const till = current.error ? undefined : current.data;
  if (!till) {
    return (
      <div className="space-y-4">
        <p>{t('till.none')}</p>
        <OpenTillDialog />
      </div>
    );
  }
  const rows: [string, string][] = [
    [t('till.openedAt'), f.time(till.openedAt)],
    [t('till.float'), f.taka(till.openingFloat)],
    [t('till.cashIn'), f.taka(till.cashIn)],
    [t('till.cashOut'), f.taka(till.cashOut)],
    [t('till.expected'), f.taka(till.expectedCash)],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="text-right font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <CloseTillDialog till={till} />
      <TillMovements till={till} />
    </div>
  );
}
