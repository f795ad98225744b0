import type { AddOn } from '@bond/contract/price-lists';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { ActiveSwitch } from './active-switch.tsx';
import { AddOnDialog } from './add-on-dialog.tsx';
import { useGetAllAddOnsQuery, useUpdateAddOnMutation } from './api.ts';
import { ActiveState } from './fields.tsx';
import { NameInBoth } from './name-in-both.tsx';

function AddOnSwitch({ addOn }: { addOn: AddOn }) {
  const { t } = useTranslation('price-lists');
  const [updateAddOn, { isLoading }] = useUpdateAddOnMutation();
  return (
    <ActiveSwitch
      name={addOn.code}
      active={addOn.active}
      description={addOn.active ? t('addOns.switchOffDescription') : t('addOns.switchOnDescription')}
      isPending={isLoading}
      onSwitch={(active) => updateAddOn({ id: addOn._id, changes: { active } }).unwrap()}
    />
  );
}

/** The add-ons, switched off ones too: code, both names, price a day, stock and state, each changeable. */
export function AddOnsTable() {
  const { t } = useTranslation('price-lists');
  const f = useFormat();
  const addOns = useGetAllAddOnsQuery(undefined, { refetchOnMountOrArgChange: true });
  const columns = useMemo<Column<AddOn>[]>(
    () => [
      { header: t('addOns.columns.code'), cell: (a) => <span className="font-mono font-semibold">{a.code}</span> },
      { header: t('addOns.columns.name'), cell: (a) => <NameInBoth name={a.name} /> },
      {
        header: t('addOns.columns.pricePerDay'),
        cell: (a) => t('addOns.pricePerDay', { price: f.taka(a.pricePerDay) }),
        className: 'whitespace-nowrap',
      },
      { header: t('addOns.columns.stock'), cell: (a) => f.number(a.stock) },
      {
        header: t('addOns.columns.state'),
        cell: (a) => <ActiveState active={a.active} on={t('state.active')} off={t('state.inactive')} />,
      },
      {
        header: t('addOns.columns.manage'),
        cell: (a) => (
          <div className="flex flex-wrap gap-2">
            <AddOnDialog mode="update" addOn={a} />
            <AddOnSwitch addOn={a} />
          </div>
        ),
      },
    ],
    [t, f],
  );

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <AddOnDialog mode="create" />
      </div>
      {addOns.isLoading ? (
        <Spinner label={t('addOns.loading')} />
      ) : addOns.error && !addOns.data ? (
        <LoadError error={addOns.error} onRetry={addOns.refetch} />
      ) : (
        <DataTable
          caption={t('addOns.caption')}
          columns={columns}
          rows={addOns.data ?? []}
          rowKey={(a) => a._id}
          emptyText={t('addOns.empty')}
        />
      )}
    </div>
  );
}
