import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bikesHandler, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PriceLists } from './price-lists.tsx';
import { listOf, makeAddOn, makeCoupon, makeRule } from '../../../test/price-lists.ts';
import { makeChargeItem, shopSettingsHandler } from '../../../test/charges-and-settings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PriceLists', { timeout: 15_000 }, () => {
  it('opens on the add-ons and shows the price rules and the coupons a tab each', async () => {
    const { calls } = mockApi({
      'GET /api/add-ons/all': listOf([makeAddOn()]),
      'GET /api/price-rules': listOf([makeRule({ name: { en: 'Eid', bn: 'ঈদ' } })]),
      'GET /api/coupons': listOf([makeCoupon({ code: 'WELCOME' })]),
      'GET /api/bikes': bikesHandler([]),
    });
    const user = userEvent.setup();
    renderWithApp(<PriceLists />);
    const tabs = screen.getByRole('tablist', { name: 'Price lists' });
    expect(tabs).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Add-ons' })).toBeInTheDocument();
    expect(screen.getByText('RAINCOAT')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/coupons')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Price rules' }));
    expect(await screen.findByRole('table', { name: 'Price rules' })).toBeInTheDocument();
    expect(screen.getByText('Eid')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Coupons' }));
    expect(await screen.findByText('WELCOME')).toBeInTheDocument();
  });

  it('shows the charges for damage and loss and the shop settings a tab each, asked for when opened', async () => {
    const { calls } = mockApi({
      'GET /api/add-ons/all': listOf([]),
      'GET /api/charge-items': listOf([makeChargeItem({ code: 'LOST_HELMET', nameEn: 'Lost helmet' })]),
      'GET /api/shop-settings': shopSettingsHandler(),
    });
    const user = userEvent.setup();
    renderWithApp(<PriceLists />);
    expect(await screen.findByRole('table', { name: 'Add-ons' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/charge-items' || c.path === '/api/shop-settings')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Charges' }));
    expect(await screen.findByRole('table', { name: 'Charges' })).toBeInTheDocument();
    expect(screen.getByText('Lost helmet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Shop settings' }));
    expect(await screen.findByLabelText('Default deposit (BDT)')).toHaveValue('2000');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeInTheDocument();
  });
});
