import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bikesHandler, couponsHandler, makeBike, makeCoupon, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { HomePage } from './home.tsx';

// Home imports every section: on a busy machine the first render takes a few seconds.
describe('HomePage', { timeout: 20_000 }, () => {
  it('shows every section', async () => {
    mockApi({
      'GET /api/bikes': bikesHandler([makeBike({ name: 'FZS V3' })]),
      'GET /api/coupons/active': couponsHandler([makeCoupon({ code: 'SAVE50' })]),
    });
    renderWithApp(<HomePage />);
    for (const name of ['Offers To Grab Right Now !', 'Coupons & Discounts', 'Why Choose Us', 'Blogs'])
      expect(await screen.findByRole('heading', { name }), name).toBeInTheDocument();
  });
});
