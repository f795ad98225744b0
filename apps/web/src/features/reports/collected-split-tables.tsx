import type { MethodSplit, ReceiverSplit, ReportMoney } from '@bond/contract/reports';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { useFormat } from '../../i18n/format.ts';

const figureCell = 'whitespace-nowrap tabular-nums';

function SplitSection<Row>({
  title,
  intro,
  columns,
  rows,
  rowKey,
}: {
  title: string;
  intro: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation('reports');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{intro}</p>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={rowKey} emptyText={t('split.empty')} />
    </section>
  );
}

/**
 * The money collected in the period split two ways (docs/product/money-and-refunds.md#reports): by method
 * (online, cash, each Send Money wallet, the card terminal; every method, zeros included) and by who received
 * it (each person by name, online as one row). Each adds up to the Collected card.
 */
export function CollectedSplitTables({ money }: { money: Pick<ReportMoney, 'byMethod' | 'byReceiver'> }) {
  const { t } = useTranslation('reports');
  const f = useFormat();
  const methodColumns = useMemo<Column<MethodSplit>[]>(
    () => [
      {
        header: t('split.method'),
        cell: (row) => <span className="font-semibold">{t(`split.methods.${row.method}`)}</span>,
      },
      { header: t('split.payments'), cell: (row) => f.number(row.count), className: 'tabular-nums' },
      { header: t('split.amount'), cell: (row) => f.taka(row.amount), className: figureCell },
    ],
    [t, f],
  );
  const receiverColumns = useMemo<Column<ReceiverSplit>[]>(
    () => [
      {
        header: t('split.receivedBy'),
        cell: (row) => (
          <span className="font-semibold">{row.receivedBy ? row.receivedBy.name : t('split.online')}</span>
        ),
      },
      { header: t('split.payments'), cell: (row) => f.number(row.count), className: 'tabular-nums' },
      { header: t('split.amount'), cell: (row) => f.taka(row.amount), className: figureCell },
    ],
    [t, f],
  );
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <SplitSection
        title={t('split.byMethod')}
        intro={t('split.byMethodIntro')}
        columns={methodColumns}
        rows={money.byMethod}
        rowKey={(row) => row.method}
      />
      <SplitSection
        title={t('split.byReceiver')}
        intro={t('split.byReceiverIntro')}
        columns={receiverColumns}
        rows={money.byReceiver}
        rowKey={(row) => row.receivedBy?._id ?? 'online'}
      />
    </div>
  );
}
