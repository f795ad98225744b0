import type { User } from '@bond/contract/users';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, makeBike, mockApi } from '../../test/mock-api.ts';
import { quoteHandler } from '../../test/quote-handler.ts';
import { renderWithApp } from '../../test/render.tsx';
import { isoToWallClock, wallClockToIso } from '../../lib/time.ts';
import { counterBookingOf } from './book-for-customer.tsx';
import { CounterCustomers } from './customers.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const KARIM: User = {
  _id: '70000000-0000-4000-8000-000000000002',
  name: 'Karim Walk-in',
  email: '',
  phone: '+8801811000002',
  address: '',
  role: 'user',
  reminderChannel: 'sms',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const PULSAR = makeBike({ name: 'Bajaj Pulsar N160', pricePerHour: 150 });
const RETIRED_LOOKING = makeBike({ name: 'Not Offered', isOffered: false, isAvailable: false });

/** The Dhaka wall clock `hours` from now, on a whole hour. */
function dhakaInHours(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return isoToWallClock(at);
}

function mockCounter(answer: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/customers': () => json({ success: true, message: 'ok', data: [KARIM] }),
    'GET /api/bikes': () => json({ success: true, message: 'ok', data: [PULSAR, RETIRED_LOOKING] }),
    'GET /api/add-ons': () => json({ success: true, message: 'ok', data: [] }),
    'POST /api/rentals/quote': (call) => quoteHandler({ bikes: [PULSAR] })(call),
    'POST /api/counter/rentals': answer,
  });
}

async function openBooking() {
  const user = userEvent.setup();
  renderWithApp(<CounterCustomers />);
  await user.click(await screen.findByRole('button', { name: 'Book a bike for Karim Walk-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book a bike for Karim Walk-in' });
  return { user, dialog };
}

describe('booking a bike for a customer at the counter', { timeout: 20_000 }, () => {
  it('builds the request: the customer, the period, and the advance by its method with its reference', () => {
    const form = { startTime: dhakaInHours(30), endTime: dhakaInHours(34), coupon: '' };
    const base = { customerId: KARIM._id, bikeId: PULSAR._id, startTime: wallClockToIso(form.startTime) };
    expect(counterBookingOf(KARIM._id, PULSAR._id, form, {}, { method: 'cash', reference: 'ignored' })).toMatchObject({
      ...base,
      payment: { method: 'cash', amount: 100 },
    });
    expect(
      counterBookingOf(KARIM._id, PULSAR._id, form, {}, { method: 'bkash_send_money', reference: ' 8N7A6K5J4H ' })
        ?.payment,
    ).toEqual({ method: 'bkash_send_money', amount: 100, reference: '8N7A6K5J4H' });
    expect(counterBookingOf(KARIM._id, PULSAR._id, form, {}, { method: 'later', reference: '' })).not.toHaveProperty(
      'payment',
    );
    expect(counterBookingOf(KARIM._id, '', form, {}, { method: 'cash', reference: '' })).toBeNull();
  });

  it('prices the offered bike chosen as the customer’s booking would be, and books with the bKash advance', async () => {
    const { calls } = mockCounter(() => json({ success: true, message: 'Booked for Karim Walk-in' }, 201));
    const { user, dialog } = await openBooking();
    const bikes = within(dialog).getByLabelText('Bike');
    expect(
      within(bikes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a bike', 'Bajaj Pulsar N160 (150 BDT/hour)']);
    await user.click(within(dialog).getByRole('button', { name: 'Book and take the advance' }));
    expect(within(dialog).getByText('Choose a bike')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/counter/rentals')).toBe(false);

    await user.selectOptions(bikes, PULSAR._id);
    fireEvent.change(within(dialog).getByLabelText('Start time (Dhaka time)'), { target: { value: dhakaInHours(30) } });
    fireEvent.change(within(dialog).getByLabelText('Planned return (Dhaka time)'), {
      target: { value: dhakaInHours(34) },
    });
    expect((await within(dialog).findAllByText('600 BDT', {}, { timeout: 3000 })).length).toBeGreaterThan(0);
    await user.selectOptions(within(dialog).getByLabelText('Advance of 100 BDT'), 'bkash_send_money');
    await user.type(within(dialog).getByLabelText('Transaction ID'), '8N7A6K5J4H');
    await user.click(within(dialog).getByRole('button', { name: 'Book and take the advance' }));
    expect(await screen.findByText('Booked for Karim Walk-in')).toBeInTheDocument();
    const booked = calls.filter((c) => c.path === '/api/counter/rentals');
    expect(booked).toHaveLength(1);
    expect(booked[0]?.body).toMatchObject({
      customerId: KARIM._id,
      bikeId: PULSAR._id,
      payment: { method: 'bkash_send_money', amount: 100, reference: '8N7A6K5J4H' },
    });
    expect(booked[0]?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog (a reference used before)', async () => {
    mockCounter(() => json(errorBody('This transaction ID has been used already', 'DUPLICATE_REFERENCE'), 409));
    const { user, dialog } = await openBooking();
    await user.selectOptions(within(dialog).getByLabelText('Bike'), PULSAR._id);
    fireEvent.change(within(dialog).getByLabelText('Start time (Dhaka time)'), { target: { value: dhakaInHours(30) } });
    await user.selectOptions(within(dialog).getByLabelText('Advance of 100 BDT'), 'nagad_send_money');
    await user.type(within(dialog).getByLabelText('Transaction ID'), 'AB12CD34EF');
    await user.click(within(dialog).getByRole('button', { name: 'Book and take the advance' }));
    expect(await within(dialog).findByText('This transaction ID has been used already')).toBeInTheDocument();
  });

  it('is in Bangla on a Bangla page', async () => {
    mockCounter(() => json({ success: true, message: 'ok' }, 201));
    await inBangla();
    const user = userEvent.setup();
    renderWithApp(<CounterCustomers />);
    await user.click(await screen.findByRole('button', { name: 'Karim Walk-in-এর জন্য বাইক বুক করুন' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('বাইক')).toBeInTheDocument();
    expect(englishLeftIn(dialog, ['Karim Walk-in', '+8801811000002', 'Bajaj Pulsar N160'])).toEqual([]);
  });
});
