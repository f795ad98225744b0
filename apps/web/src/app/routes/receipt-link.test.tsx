import type { Rental } from '@bond/contract/rentals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MyRentals } from '../../features/rentals/my-rentals.tsx';
import { makeRental, returnedRental } from '../../components/rentals/rental-fixtures.ts';
import { ReturnBike } from '../../features/back-office/rentals/return-bike.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const list = (rentals: Rental[]) => () =>
  json({ success: true, message: 'Rentals retrieved successfully', data: rentals });
const bike = (name: string) => ({ ...makeRental().bike, name });

/** Every place a rental is listed leads to its whole story. */
describe('the way to a rental’s receipt', { timeout: 15_000 }, () => {
  it('is a Receipt link, named by the bike, on every row of My Rentals and its lists', async () => {
    const rentals = [
      makeRental({ status: 'active', bike: bike('Out Bike') }),
      returnedRental(120, { payment: true, bike: bike('Paid Bike') }),
      makeRental({ status: 'cancelled', advancePayment: false, bike: bike('Cancelled Bike') }),
      makeRental({
        status: 'pending',
        advancePayment: false,
        holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        bike: bike('Held Bike'),
      }),
    ];
    mockApi({ 'GET /api/rentals': list(rentals) });
    const user = userEvent.setup();
    renderWithApp(<MyRentals />);
    await screen.findAllByText('Out Bike');
    const hrefOf = (name: string) =>
      screen.getAllByRole('link', { name: `Receipt for ${name}` }).map((link) => link.getAttribute('href'));

    // Out on rent: in the upcoming list and in the Unpaid tab.
    expect(hrefOf('Out Bike')).toEqual([
      `/dashboard/rentals/${rentals[0]!._id}`,
      `/dashboard/rentals/${rentals[0]!._id}`,
    ]);
    expect(within(screen.getByRole('region', { name: 'Unpaid rentals' })).getByRole('link')).toHaveAccessibleName(
      'Receipt for Out Bike',
    );
    expect(hrefOf('Held Bike')).toEqual([`/dashboard/rentals/${rentals[3]!._id}`]);

    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(hrefOf('Paid Bike')).toEqual([`/dashboard/rentals/${rentals[1]!._id}`]);
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(hrefOf('Cancelled Bike')).toEqual([`/dashboard/rentals/${rentals[2]!._id}`]);
  });

  it('is a Details link on each Return Bike row, named by the customer and the bike', async () => {
    const rental = returnedRental(50, {
      user: { ...makeRental().user, name: 'Nila Returned' },
      bike: bike('Blue Bike'),
    });
    mockApi({ 'GET /api/rentals/all': list([rental]) });
    renderWithApp(<ReturnBike />);
    const details = await screen.findByRole('link', { name: 'Details of Nila Returned’s rental of Blue Bike' });
    expect(details).toHaveAttribute('href', `/dashboard/rentals/${rental._id}`);
  });
});
