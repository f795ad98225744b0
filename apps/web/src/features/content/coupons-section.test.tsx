import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CouponsSection } from './coupons-section.tsx';

describe('CouponsSection', () => {
  it('shows the six coupons of the spec with their state', () => {
    renderWithApp(<CouponsSection />);
    expect(screen.getByRole('heading', { name: 'Coupons & Discounts' })).toBeInTheDocument();
    const coupons = screen.getAllByRole('button');
    expect(coupons).toHaveLength(6);
    for (const code of ['DIWALI10', 'NEWYEAR15', 'HOLI20', 'EID25', 'CHRISTMAS30', 'SAVE50']) {
      expect(screen.getByText(code)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Expired')).toHaveLength(2);
    expect(screen.getAllByText('Active')).toHaveLength(4);
  });

  it("an expired coupon says 'This Coupon is Expired'", async () => {
    const user = userEvent.setup();
    renderWithApp(<CouponsSection />);
    await user.click(screen.getByRole('button', { name: /HOLI20/ }));
    expect(await screen.findByText('This Coupon is Expired')).toBeInTheDocument();
    expect(screen.queryByText('Coupons & Discounts will be available soon')).not.toBeInTheDocument();
  });

  it("an active coupon says 'Coupons & Discounts will be available soon'", async () => {
    const user = userEvent.setup();
    renderWithApp(<CouponsSection />);
    await user.click(screen.getByRole('button', { name: /SAVE50/ }));
    expect(await screen.findByText('Coupons & Discounts will be available soon')).toBeInTheDocument();
    expect(screen.queryByText('This Coupon is Expired')).not.toBeInTheDocument();
  });
});

describe('CouponsSection in Bangla', () => {
  it('names the coupons’ state and answers in Bangla, keeping the codes', async () => {
    await inBangla();
    const user = userEvent.setup();
    renderWithApp(<CouponsSection />);
    const section = screen.getByRole('region', { name: 'কুপন ও ছাড়' });
    expect(screen.getAllByText('মেয়াদ শেষ')).toHaveLength(2);
    expect(screen.getAllByText('চালু')).toHaveLength(4);
    expect(screen.getByText('SAVE50')).toBeInTheDocument();
    expect(section).toHaveTextContent('৫০% ছাড়');
    expect(englishLeftIn(section, [/^[A-Z]+\d+$/])).toEqual([]);
    await user.click(screen.getByRole('button', { name: /HOLI20/ }));
    expect(await screen.findByText('এই কুপনের মেয়াদ শেষ হয়ে গেছে')).toBeInTheDocument();
  });
});
