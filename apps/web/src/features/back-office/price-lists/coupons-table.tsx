import type { Bike } from '@bond/contract/bikes';
import type { Coupon } from '@bond/contract/price-lists';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatLongDate, useFormat, type Formatters } from '../../../i18n/format.ts';
import { useGetManagedBikesQuery } from '../api.ts';
import { ActiveSwitch } from './active-switch.tsx';
import { useGetCouponsQuery, useUpdateCouponMutation } from './api.ts';
import { CouponDialog } from './coupon-dialog.tsx';
import { ActiveState } from './fields.tsx';

/** The coupon's days in words: 'Always', '1 April 2026 to 30 April 2026', 'From …', 'Until …'. */
function validOf(coupon: Coupon, t: TFunction<'price-lists'>, f: Formatters): string {
  const from = coupon.validFrom ? formatLongDate(coupon.validFrom, f.language) : '';
  const to = coupon.validTo ? formatLongDate(coupon.validTo, f.language) : '';
  if (from && to) return t('coupons.valid.between', { from, to });
  if (from) return t('coupons.valid.from', { from });
  if (to) return t('coupons.valid.until', { to });
  return t('coupons.valid.always');
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <span className="flex flex-col">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

function CouponSwitch({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('price-lists');
  const [updateCoupon, { isLoading }] = useUpdateCouponMutation();
  return (
    <ActiveSwitch
      name={coupon.code}
      active={coupon.active}
      description={coupon.active ? t('coupons.switchOffDescription') : t('coupons.switchOnDescription')}
      isPending={isLoading}
      onSwitch={(active) => updateCoupon({ id: coupon._id, changes: { active } }).unwrap()}
    />
  );
}

/**
 * The coupons, switched off ones too: code, what it takes off and from what charge, its days, the limits of
 * its uses, its terms and state, each changeable.
 */
export function CouponsTable() {
  const { t } = useTranslation('price-lists');
  const f = useFormat();
  const coupons = useGetCouponsQuery(undefined, { refetchOnMountOrArgChange: true });
  const bikeList = useGetManagedBikesQuery({});
  const bikes = useMemo<readonly Bike[]>(() => bikeList.data ?? [], [bikeList.data]);
  const columns = useMemo<Column<Coupon>[]>(() => {
    const bikeName = (id: string) => bikes.find((bike) => bike._id === id)?.name ?? t('coupons.unknownBike');
    return [
      { header: t('coupons.columns.code'), cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
      {
        header: t('coupons.columns.discount'),
        cell: (c) => (
          <Lines
            lines={[
              c.kind === 'percent'
                ? t('coupons.percentOff', { percent: f.number(c.value) })
                : t('coupons.takaOff', { amount: f.taka(c.value) }),
              ...(c.minimumCharge > 0 ? [t('coupons.minimum', { amount: f.taka(c.minimumCharge) })] : []),
            ]}
          />
        ),
      },
      { header: t('coupons.columns.valid'), cell: (c) => validOf(c, t, f) },
      {
        header: t('coupons.columns.uses'),
        cell: (c) => (
          <Lines
            lines={[
              c.maxUses === null
                ? t('coupons.uses.unlimitedTotal')
                : t('coupons.uses.total', { count: f.number(c.maxUses) }),
              c.maxUsesPerCustomer === null
                ? t('coupons.uses.unlimitedPerCustomer')
                : t('coupons.uses.perCustomer', { count: f.number(c.maxUsesPerCustomer) }),
            ]}
          />
        ),
      },
      {
        header: t('coupons.columns.terms'),
        cell: (c) => (
          <Lines
            lines={[
              c.bikeId ? t('coupons.terms.bike', { bike: bikeName(c.bikeId) }) : t('coupons.terms.anyBike'),
              ...(c.firstRentalOnly ? [t('coupons.terms.firstRentalOnly')] : []),
            ]}
          />
        ),
      },
      {
        header: t('coupons.columns.state'),
        cell: (c) => <ActiveState active={c.active} on={t('state.active')} off={t('state.inactive')} />,
      },
      {
        header: t('coupons.columns.manage'),
        cell: (c) => (
          <div className="flex flex-wrap gap-2">
            <CouponDialog mode="update" coupon={c} bikes={bikes} />
            <CouponSwitch coupon={c} />
          </div>
        ),
      },
    ];
  }, [t, f, bikes]);

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <CouponDialog mode="create" bikes={bikes} />
      </div>
      {coupons.isLoading ? (
        <Spinner label={t('coupons.loading')} />
      ) : coupons.error && !coupons.data ? (
        <LoadError error={coupons.error} onRetry={coupons.refetch} />
      ) : (
        <DataTable
          caption={t('coupons.caption')}
          columns={columns}
          rows={coupons.data ?? []}
          rowKey={(c) => c._id}
          emptyText={t('coupons.empty')}
        />
      )}
    </div>
  );
}
