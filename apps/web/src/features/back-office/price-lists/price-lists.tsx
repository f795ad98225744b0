import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { AddOnsTable } from './add-ons-table.tsx';
import { ChargeItemsTable } from './charge-items-table.tsx';
import { CouponsTable } from './coupons-table.tsx';
import { PriceRulesTable } from './price-rules-table.tsx';
import { ShopSettingsForm } from './shop-settings-form.tsx';

const TABS = ['addOns', 'rules', 'coupons', 'charges', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * Price Lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons): the owner's add-ons,
 * dated price rules and coupons, the charges for damage and loss
 * (docs/product/handover-and-return.md#charges-price-list) and the shop's settings
 * (docs/product/handover-and-return.md#shop-settings), a tab each, so one table at a time fits a phone.
 */
export function PriceLists() {
  const { t } = useTranslation('price-lists');
  const [tab, setTab] = useState<Tab>('addOns');
  const content: Record<Tab, React.ReactNode> = {
    addOns: <AddOnsTable />,
    rules: <PriceRulesTable />,
    coupons: <CouponsTable />,
    charges: <ChargeItemsTable />,
    settings: <ShopSettingsForm />,
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
