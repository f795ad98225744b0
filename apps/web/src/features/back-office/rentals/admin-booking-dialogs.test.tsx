import type { Rental } from '@bond/contract/rentals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeRental, returnedRental } from '../../../components/rentals/rental-fixtures.ts';
import { ReturnBike } from './return-bike.tsx';

const CHOOSE_REFUND = 'Choose whether the advance is returned';
const NO_ADVANCE_TO_RETURN = 'The 100 BDT advance has not been paid, so there is no advance to return.';
const NO_RENTAL_DATA = 'No Rental data to show';

beforeAll(() => {
  process.env.TZ = 'Europe/London';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString().replace(/\.\d{3}Z$/, '.000Z');
const person = (name: string) => ({ ...makeRental().user, name });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** GET /rentals/all answering `rentals()` as it is at each call, so a test can change the list. */
function api(rentals: () => Rental[], more: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/rentals/all': () => json({ success: true, message: 'Rentals retrieved successfully', data: rentals() }),
    ...more,
  });
}

describe('Return Bike: reservations', { timeout: 20_000 }, () => {
  it('lists booked rentals with their state and period, the overdue first and marked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T04:00:00Z'));
    api(() => [
      returnedRental(50, { user: person('Nila Returned') }),
      makeRental({
        status: 'booked',
        startTime: '2026-12-11T08:00:00.000Z',
        endTime: '2026-12-11T12:00:00.000Z',
        user: person('Rahim Booked'),
      }),
      makeRental({
        status: 'active',
        isOverdue: true,
        startTime: '2026-11-22T04:30:00.000Z',
        endTime: '2026-11-22T08:30:00.000Z',
        user: person('Late Larry'),
      }),
      makeRental({ status: 'active', endTime: null, user: person('Open Omar') }),
      makeRental({
        status: 'booked',
        startTime: '2026-11-27T04:04:00.000Z',
        endTime: '2026-11-27T06:00:00.000Z',
        user: person('Soon Sara'),
      }),
    ]);
    renderWithApp(<ReturnBike />);
    await screen.findByText('Rahim Booked');
    expect(screen.getByRole('columnheader', { name: 'Planned return' })).toBeInTheDocument();

    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names[0]).toMatch(/^Late Larry/);

    const booked = within(rowOf('Rahim Booked'));
    expect(booked.getByText('Booked, not begun yet')).toBeInTheDocument();
    expect(booked.getByText('Advance paid')).toBeInTheDocument();
    expect(booked.getByText('Fri 11 Dec, 6:00 pm')).toBeInTheDocument();
    expect(booked.getByRole('button', { name: /^Calculate/ })).toBeDisabled();
    expect(booked.getByText('Not out on rent: the period has not begun')).toBeInTheDocument();
    expect(booked.getByRole('button', { name: /^Cancel Rahim Booked’s booking of the Yamaha FZS/ })).toBeEnabled();
    expect(booked.queryByRole('button', { name: /^No-show/ })).not.toBeInTheDocument();

    const late = within(rowOf('Late Larry'));
    expect(late.getByText('Out on rent')).toBeInTheDocument();
    expect(late.getByText('Overdue')).toBeInTheDocument();
    expect(late.getByText('Sun 22 Nov, 2:30 pm')).toBeInTheDocument();
    // Handed over: its return is recorded, never a no-show (docs/product/booking-and-periods.md#no-shows).
    expect(late.queryByRole('button', { name: /^No-show/ })).not.toBeInTheDocument();
    expect(late.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();

    expect(within(rowOf('Open Omar')).getByText('Until returned')).toBeInTheDocument();
    // A paid booking starting within the 5-minute return grace can be returned, as the server allows.
    expect(within(rowOf('Soon Sara')).getByRole('button', { name: /^Calculate the total cost/ })).toBeEnabled();
    expect(within(rowOf('Open Omar')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(rowOf('Nila Returned')).queryByRole('button', { name: /^(Cancel|No-show)/ })).not.toBeInTheDocument();
  });

  it('Cancel asks whether the paid advance is returned and sends the choice as refundAdvance', async () => {
    const booking = makeRental({
      status: 'booked',
      startTime: inHours(48),
      endTime: inHours(52),
      user: person('Rahim Booked'),
    });
    let rentals = [booking];
    const { calls } = api(() => rentals, {
      [`POST /api/rentals/${booking._id}/cancel`]: () => {
        rentals = [];
        return json({ success: true, message: 'Booking cancelled', data: { ...booking, status: 'cancelled' } });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ReturnBike />);
    await user.click(await screen.findByRole('button', { name: /^Cancel Rahim Booked/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(
      /Rahim Booked’s booking of the .*, .* to .*\. Cancelling frees the bike/,
    );
    const choice = within(dialog).getByRole('group', { name: /The advance of 100 BDT is paid/ });
    expect(choice).toHaveAccessibleDescription(
      /24 hours or more away: a customer cancelling now would get the advance back/,
    );

    // No choice made yet: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText(CHOOSE_REFUND)).toBeInTheDocument();
    expect(choice).toHaveAccessibleDescription(new RegExp(CHOOSE_REFUND));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /^Return the 100 BDT advance/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Booking cancelled. 100 BDT is owed back to Rahim Booked: pay it back under Refunds.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ refundAdvance: true });
    expect(await screen.findByText(NO_RENTAL_DATA)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('region', { name: 'Rentals' })).toHaveFocus());
  });

  it('Cancel with the advance kept sends refundAdvance false; the refusal stays in the dialog', async () => {
    const booking = makeRental({
      status: 'booked',
      startTime: inHours(3),
      endTime: inHours(5),
      user: person('Soon Sumi'),
    });
    let refuse = true;
    const { calls } = api(() => [booking], {
      [`POST /api/rentals/${booking._id}/cancel`]: () =>
        refuse
          ? json(errorBody('Its period has begun, so this booking can no longer be cancelled', 'CANNOT_CANCEL'), 409)
          : json({ success: true, message: 'Booking cancelled', data: { ...booking, status: 'cancelled' } }),
    });
    const user = userEvent.setup();
    renderWithApp(<ReturnBike />);
    await user.click(await screen.findByRole('button', { name: /^Cancel Soon Sumi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByRole('group')).toHaveAccessibleDescription(
      /less than 24 hours away: a customer cancelling now would not get the advance back/,
    );
    await user.click(within(dialog).getByRole('radio', { name: /^Keep the 100 BDT advance/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Its period has begun, so this booking can no longer be cancelled',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ refundAdvance: false });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled. The 100 BDT advance is kept.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { refundAdvance: false },
      { refundAdvance: false },
    ]);
  });

  it('a booking awaiting its advance has no advance to return: nothing to choose, refundAdvance false', async () => {
    const pending = makeRental({
      status: 'pending',
      advancePayment: false,
      startTime: inHours(30),
      endTime: inHours(32),
      user: person('Karim Pending'),
    });
    const { calls } = api(() => [pending], {
      [`POST /api/rentals/${pending._id}/cancel`]: () =>
        json({ success: true, message: 'Booking cancelled', data: { ...pending, status: 'cancelled' } }),
    });
    const user = userEvent.setup();
    renderWithApp(<ReturnBike />);
    await user.click(await screen.findByRole('button', { name: /^Cancel Karim Pending/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(NO_ADVANCE_TO_RETURN)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ refundAdvance: false });
  });

  it('Keep booking closes the Cancel dialog without sending anything', async () => {
    const booking = makeRental({
      status: 'booked',
      startTime: inHours(30),
      endTime: inHours(32),
      user: person('Rahim'),
    });
    const { calls } = api(() => [booking]);
    const user = userEvent.setup();
    renderWithApp(<ReturnBike />);
    const trigger = await screen.findByRole('button', { name: /^Cancel Rahim/ });
    await user.click(trigger);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('No-show confirms, then closes a booking begun and never collected; a refusal is shown in the dialog', async () => {
    const out = makeRental({ status: 'booked', user: person('Absent Abul') });
    let refuse = true;
    let rentals = [out];
    const { calls } = api(() => rentals, {
      [`POST /api/rentals/${out._id}/no-show`]: () => {
        if (refuse) {
          return json(
            errorBody(
              'Only a booking whose period has begun and whose bike was never collected can be a no-show',
              'RENTAL_NOT_ACTIVE',
            ),
            409,
          );
        }
        rentals = [];
        return json({ success: true, message: 'Marked as a no-show', data: { ...out, status: 'no_show' } });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ReturnBike />);
    await user.click(await screen.findByRole('button', { name: /^No-show: Absent Abul/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as a no-show?' });
    expect(dialog).toHaveAccessibleDescription(
      /never collected it\. .*the 100 BDT advance is kept and the bike is free again/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as no-show' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/can be a no-show/);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Mark as no-show' }));
    expect(
      await screen.findByText(/^Marked as a no-show: Absent Abul’s .*\. The advance is kept\.$/),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/rentals/${out._id}/no-show`,
      `/api/rentals/${out._id}/no-show`,
    ]);
    expect(await screen.findByText(NO_RENTAL_DATA)).toBeInTheDocument();
  });
});
