import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bikesHandler, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PriceLists } from './price-lists.tsx';
import { listOf, makeAddOn, makeCoupon, makeRule } from '../../../test/price-lists.ts';

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
});
