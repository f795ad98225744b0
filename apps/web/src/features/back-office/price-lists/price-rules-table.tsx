import type { PriceRuleView } from '@bond/contract/price-lists';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatLongDate, useFormat, type Formatters } from '../../../i18n/format.ts';
import { ActiveSwitch } from './active-switch.tsx';
import { useGetPriceRulesQuery, useUpdatePriceRuleMutation } from './api.ts';
import { ActiveState } from './fields.tsx';
import { NameInBoth } from './name-in-both.tsx';
import { PriceRuleDialog } from './price-rule-dialog.tsx';

/** A rule's days in words: 'Every weekend', '10 April 2026 to 12 April 2026', 'From …', 'Until …'. */
function daysOf(rule: PriceRuleView, t: TFunction<'price-lists'>, f: Formatters): string {
  const from = rule.from ? formatLongDate(rule.from, f.language) : '';
  const to = rule.to ? formatLongDate(rule.to, f.language) : '';
  if (from && to) return t('rules.days.between', { from, to });
  if (from) return t('rules.days.from', { from });
  if (to) return t('rules.days.until', { to });
  return t('rules.days.everyWeekend');
}

/** A percentage with its sign: '+20%', '−10%'. */
const signed = (percent: number, f: Formatters) => `${percent > 0 ? '+' : '−'}${f.number(Math.abs(percent))}%`;

function PriceRuleSwitch({ rule }: { rule: PriceRuleView }) {
  const { t } = useTranslation('price-lists');
  const [updateRule, { isLoading }] = useUpdatePriceRuleMutation();
  return (
    <ActiveSwitch
      name={rule.name.en}
      active={rule.active}
      description={rule.active ? t('rules.switchOffDescription') : t('rules.switchOnDescription')}
      isPending={isLoading}
      onSwitch={(active) => updateRule({ id: rule._id, changes: { active } }).unwrap()}
    />
  );
}

/** The dated price rules, switched off ones too: names, kind, days, percentage and state, each changeable. */
export function PriceRulesTable() {
  const { t } = useTranslation('price-lists');
  const f = useFormat();
  const rules = useGetPriceRulesQuery(undefined, { refetchOnMountOrArgChange: true });
  const columns = useMemo<Column<PriceRuleView>[]>(
    () => [
      { header: t('rules.columns.name'), cell: (r) => <NameInBoth name={r.name} /> },
      { header: t('rules.columns.kind'), cell: (r) => t(`rules.kind.${r.kind}`) },
      { header: t('rules.columns.days'), cell: (r) => daysOf(r, t, f) },
      { header: t('rules.columns.percent'), cell: (r) => signed(r.percent, f), className: 'whitespace-nowrap' },
      {
        header: t('rules.columns.state'),
        cell: (r) => <ActiveState active={r.active} on={t('state.active')} off={t('state.inactive')} />,
      },
      {
        header: t('rules.columns.manage'),
        cell: (r) => (
          <div className="flex flex-wrap gap-2">
            <PriceRuleDialog mode="update" rule={r} />
            <PriceRuleSwitch rule={r} />
          </div>
        ),
      },
    ],
    [t, f],
  );

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <PriceRuleDialog mode="create" />
      </div>
      {rules.isLoading ? (
        <Spinner label={t('rules.loading')} />
      ) : rules.error && !rules.data ? (
        <LoadError error={rules.error} onRetry={rules.refetch} />
      ) : (
        <DataTable
          caption={t('rules.caption')}
          columns={columns}
          rows={rules.data ?? []}
          rowKey={(r) => r._id}
          emptyText={t('rules.empty')}
        />
      )}
    </div>
  );
}
