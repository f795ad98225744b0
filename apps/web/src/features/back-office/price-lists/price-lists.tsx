import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { AddOnsTable } from './add-ons-table.tsx';
import { CouponsTable } from './coupons-table.tsx';
import { PriceRulesTable } from './price-rules-table.tsx';

const TABS = ['addOns', 'rules', 'coupons'] as const;
type Tab = (typeof TABS)[number];

/**
 * Price Lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): the owner's add-ons,
 * dated price rules and coupons, a tab each, so one table at a time fits a phone.
 */
export function PriceLists() {
  const { t } = useTranslation('price-lists');
  const [tab, setTab] = useState<Tab>('addOns');
  const content: Record<Tab, React.ReactNode> = {
    addOns: <AddOnsTable />,
    rules: <PriceRulesTable />,
    coupons: <CouponsTable />,
  };
  return (
    <Tabs
      label={t('tabs.label')}
      value={tab}
      onValueChange={(value) => setTab(TABS.find((id) => id === value) ?? 'addOns')}
      items={TABS.map((id) => ({ value: id, label: t(`tabs.${id}`), content: content[id] }))}
    />
  );
}
