import type { ChargeItem } from '@bond/contract/charge-items';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { ActiveSwitch } from './active-switch.tsx';
import { useGetAllChargeItemsQuery, useUpdateChargeItemMutation } from './api.ts';
import { ChargeItemDialog } from './charge-item-dialog.tsx';
import { ActiveState } from './fields.tsx';
import { NameInBoth } from './name-in-both.tsx';

function ChargeItemSwitch({ charge }: { charge: ChargeItem }) {
  const { t } = useTranslation('price-lists');
  const [updateChargeItem, { isLoading }] = useUpdateChargeItemMutation();
  return (
    <ActiveSwitch
      name={charge.code}
      active={charge.active}
      description={charge.active ? t('charges.switchOffDescription') : t('charges.switchOnDescription')}
      isPending={isLoading}
      onSwitch={(active) => updateChargeItem({ id: charge._id, changes: { active } }).unwrap()}
    />
  );
}

/**
 * The price list of charges for damage and loss (docs/product/handover-and-return.md#charges-price-list),
 * switched off ones too: code, both names, amount and state, each changeable; none is ever deleted.
 */
export function ChargeItemsTable() {
  const { t } = useTranslation('price-lists');
  const f = useFormat();
  const charges = useGetAllChargeItemsQuery(undefined, { refetchOnMountOrArgChange: true });
  const columns = useMemo<Column<ChargeItem>[]>(
    () => [
      { header: t('charges.columns.code'), cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
      { header: t('charges.columns.name'), cell: (c) => <NameInBoth name={{ en: c.nameEn, bn: c.nameBn }} /> },
      { header: t('charges.columns.amount'), cell: (c) => f.taka(c.amount), className: 'whitespace-nowrap' },
      {
        header: t('charges.columns.state'),
        cell: (c) => <ActiveState active={c.active} on={t('state.active')} off={t('state.inactive')} />,
      },
      {
        header: t('charges.columns.manage'),
        cell: (c) => (
          <div className="flex flex-wrap gap-2">
            <ChargeItemDialog mode="update" charge={c} />
            <ChargeItemSwitch charge={c} />
          </div>
        ),
      },
    ],
    [t, f],
  );

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <ChargeItemDialog mode="create" />
      </div>
      {charges.isLoading ? (
        <Spinner label={t('charges.loading')} />
      ) : charges.error && !charges.data ? (
        <LoadError error={charges.error} onRetry={charges.refetch} />
      ) : (
        <DataTable
          caption={t('charges.caption')}
          columns={columns}
          rows={charges.data ?? []}
          rowKey={(c) => c._id}
          emptyText={t('charges.empty')}
        />
      )}
    </div>
  );
}
