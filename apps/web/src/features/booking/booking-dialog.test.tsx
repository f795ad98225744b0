import type { Bike } from '@bond/contract/bikes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, json, makeBike, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ADVANCE_FIELD_VALUE, BOOKING_PROCESSING, BookingDialog } from './booking-dialog.tsx';

beforeAll(() => {
  // The browser is in New York (UTC−5): the start time is still read on Dhaka's clock (D4).
  process.env.TZ = 'America/New_York';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ bike, goToCheckout }: { bike: Bike; goToCheckout: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book Now !
      </button>
      <BookingDialog bike={bike} open={open} onOpenChange={setOpen} goToCheckout={goToCheckout} />
    </>
  );
}

async function openDialog(bike = makeBike({ name: 'Yamaha FZS V3 ABS' })) {
  const goToCheckout = vi.fn();
  const user = userEvent.setup();
  const view = renderWithApp(<Harness bike={bike} goToCheckout={goToCheckout} />, {
    extraRoutes: [{ path: '/login', element: <h1>Login page</h1> }],
  });
  await user.click(screen.getByRole('button', { name: 'Book Now !' }));
  await screen.findByRole('dialog', { name: 'Rent this bike now' });
  return { ...view, user, goToCheckout, bike };
}

const startField = () => screen.getByLabelText('Start time (Dhaka time)');

describe('BookingDialog', { timeout: 15_000 }, () => {
  it('shows the start time, the 100 BDT advance and its note', async () => {
    mockApi({});
    await openDialog();
    expect(startField()).toHaveAttribute('type', 'datetime-local');
    expect(startField()).toHaveAttribute('step', '60');
    expect(screen.getByLabelText('Advance payment')).toBeDisabled();
    expect(screen.getByLabelText('Advance payment')).toHaveValue(ADVANCE_FIELD_VALUE);
    expect(ADVANCE_FIELD_VALUE).toBe('100 BDT Only');
    expect(screen.getByText('Advance Payment of 100tk is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('requires a start time', async () => {
    const { calls } = mockApi({});
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Start time is required')).toBeInTheDocument();
    expect(startField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the Dhaka wall-clock time as a UTC instant and goes to the checkout', async () => {
    const { calls } = mockApi({
      'POST /api/rentals': () =>
        json(
          {
            success: true,
            message: 'Booking created',
            data: {
              booking: {
                rentalId: 'r-1',
                amount: 100,
                currency: 'BDT',
                holdExpiresAt: '2026-11-22T04:45:00Z',
                payment_url: 'http://127.0.0.1:3000/aamarpay/paynow.php?track=AAM1',
              },
            },
          },
          201,
        ),
    });
    const { user, goToCheckout, bike } = await openDialog();
    fireEvent.change(startField(), { target: { value: '2026-11-22T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(BOOKING_PROCESSING)).toBeInTheDocument();
    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:3000/aamarpay/paynow.php?track=AAM1'),
    );
    // 10:30 in Dhaka (UTC+6) is 04:30 UTC, whatever the browser's own zone.
    expect(calls[0]?.body).toEqual({ bikeId: bike._id, startTime: '2026-11-22T04:30:00Z' });
  });

  it("shows the server's reason when the bike was just taken", async () => {
    const message = 'Sorry, this bike has just been booked by someone else. Please choose another bike';
    mockApi({ 'POST /api/rentals': () => json(errorBody(message, 'BIKE_NOT_AVAILABLE'), 409) });
    const { user, goToCheckout } = await openDialog();
    fireEvent.change(startField(), { target: { value: '2026-11-22T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a start time out of range", async () => {
    mockApi({ 'POST /api/rentals': () => json(errorBody('Start time cannot be in the past'), 400) });
    const { user } = await openDialog();
    fireEvent.change(startField(), { target: { value: '2020-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Start time cannot be in the past');
  });
});
