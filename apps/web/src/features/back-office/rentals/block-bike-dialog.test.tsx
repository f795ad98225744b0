import type { BlockClash } from '@bond/contract/blocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { BlockBikeDialog } from './block-bike-dialog.tsx';
import { makeBlock } from './calendar-fixtures.ts';

/** docs/product/fleet-calendar.md#screens: 'Block this bike', and the bookings in its way moved or cancelled. */

beforeAll(() => {
  // Dhaka's wall clock, whatever the browser's zone.
  process.env.TZ = 'America/New_York';
});
afterEach(() => vi.unstubAllGlobals());

const bike = { _id: '30000000-0000-4000-8000-00000000000a', name: 'Pulsar N160' };
const admin = { user: { email: 'owner@example.com', role: 'admin' as const } };
const staff = { user: { email: 'clerk@example.com', role: 'staff' as const } };
const BLOCKS = `POST /api/bikes/${bike._id}/blocks`;

const clash = (over: Partial<BlockClash> = {}): BlockClash => ({
  rentalId: '40000000-0000-4000-8000-000000000001',
  start: '2026-12-01T04:00:00.000Z',
  end: '2026-12-01T10:00:00.000Z',
  status: 'booked',
  customerName: 'Shapla Khatun',
  ...over,
});
const clashes = (list: BlockClash[]) =>
  json({ ...errorBody('1 booking stands in the way of the block', 'BLOCK_CLASHES'), data: { clashes: list } }, 409);
const made = () => json({ success: true, message: 'The bike is blocked', data: makeBlock({ bikeId: bike._id }) }, 201);
const gixxer = {
  _id: '30000000-0000-4000-8000-00000000000b',
  name: 'Gixxer SF',
  brand: 'Suzuki',
  model: 'SF',
  cc: 155,
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openAndFill() {
  fireEvent.click(screen.getByRole('button', { name: 'Block Pulsar N160' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block Pulsar N160' });
  fill('From', '2026-12-01T09:00');
  fill('Until', '2026-12-03T18:00');
  fireEvent.change(screen.getByLabelText('Why'), { target: { value: 'repair' } });
  fill('Note for staff (optional)', 'Clutch plates');
  return within(dialog);
}

describe('BlockBikeDialog', { timeout: 15_000 }, () => {
  it('sends the block in Dhaka time with its reason and note, and closes', async () => {
    const { calls } = mockApi({ [BLOCKS]: made });
    renderWithApp(<BlockBikeDialog bike={bike} />, { preloadedState: staff });
    const dialog = await openAndFill();
    expect(dialog.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'In the workshop',
      'Being repaired',
      'After an accident',
      'Out of service',
    ]);
    fireEvent.click(dialog.getByRole('button', { name: 'Block the bike' }));
    expect(await screen.findByText('The bike is blocked')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      start: '2026-12-01T03:00:00Z',
      end: '2026-12-03T12:00:00Z',
      reason: 'repair',
      note: 'Clutch plates',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the dates itself, and keeps what was typed with the server’s refusal', async () => {
    const { calls } = mockApi({
      [BLOCKS]: () => json(errorBody('A block can last at most 60 days', 'VALIDATION_FAILED'), 400),
    });
    renderWithApp(<BlockBikeDialog bike={bike} />, { preloadedState: staff });
    fireEvent.click(screen.getByRole('button', { name: 'Block Pulsar N160' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Block the bike' }));
    expect(dialog.getAllByText('Enter a date and time.')).toHaveLength(2);
    fill('From', '2026-12-03T09:00');
    fill('Until', '2026-12-01T09:00');
    fireEvent.click(dialog.getByRole('button', { name: 'Block the bike' }));
    expect(dialog.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fill('Until', '2027-03-01T09:00');
    fireEvent.click(dialog.getByRole('button', { name: 'Block the bike' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('A block can last at most 60 days');
    expect(dialog.getByLabelText('From')).toHaveValue('2026-12-03T09:00');
    expect(dialog.getByLabelText('Until')).toHaveValue('2027-03-01T09:00');
  });

  it('lists the bookings in the way; a move clears the way and the block then goes through', async () => {
    let answer = () => clashes([clash(), clash({ rentalId: 'r-2', customerName: 'Rahim Uddin', status: 'pending' })]);
    const { calls } = mockApi({
      [BLOCKS]: () => answer(),
      [`GET /api/bikes/${bike._id}/alternatives`]: ({ query }) =>
        json({
          success: true,
          message: 'Alternatives retrieved',
          data: query.get('from') === clash().start ? [{ ...gixxer, pricePerHour: 150 }] : [],
        }),
      [`POST /api/rentals/${clash().rentalId}/move`]: () => json({ success: true, message: 'Moved', data: {} }),
      'POST /api/rentals/r-2/cancel': () => json({ success: true, message: 'Cancelled', data: {} }),
    });
    renderWithApp(<BlockBikeDialog bike={bike} />, { preloadedState: admin });
    const dialog = await openAndFill();
    fireEvent.click(dialog.getByRole('button', { name: 'Block the bike' }));
    const inTheWay = within(await dialog.findByRole('region', { name: 'Bookings in the way' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('1 booking stands in the way of the block');
    const items = inTheWay.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Shapla KhatunTue 1 Dec, 10:00 am to 4:00 pm · Booked',
      'Rahim UddinTue 1 Dec, 10:00 am to 4:00 pm · Awaiting advance',
    ]);
    // An admin may cancel as well as move.
    expect(inTheWay.getByRole('button', { name: 'Cancel Shapla Khatun’s booking' })).toBeInTheDocument();

    fireEvent.click(inTheWay.getByRole('button', { name: 'Move Shapla Khatun’s booking to another bike' }));
    const move = await inTheWay.findByRole('button', { name: 'Move Shapla Khatun’s booking to Gixxer SF' });
    expect(inTheWay.getByText('Gixxer SF (Suzuki SF, 155 cc)')).toBeInTheDocument();
    const asked = calls.find((c) => c.path.endsWith('/alternatives'));
    expect([asked?.query.get('from'), asked?.query.get('to')]).toEqual([clash().start, clash().end]);
    fireEvent.click(move);
    expect(await screen.findByText('Shapla Khatun’s booking now has Gixxer SF.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/move'))?.body).toEqual({ bikeId: gixxer._id });
    await waitFor(() => expect(inTheWay.queryByText('Shapla Khatun')).not.toBeInTheDocument());

    // The other: cancelled by the admin, its advance owed back.
    fireEvent.click(inTheWay.getByRole('button', { name: 'Cancel Rahim Uddin’s booking' }));
    fireEvent.click(inTheWay.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await dialog.findByText('Nothing is in the way any more: press “Block the bike”.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/cancel'))?.body).toEqual({ refundAdvance: true });
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    answer = made;
    fireEvent.click(dialog.getByRole('button', { name: 'Block the bike' }));
    expect(await screen.findByText('The bike is blocked')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/blocks'))).toHaveLength(2);
  });

  it('offers staff no Cancel, says when no bike alike is free, and keeps a refused move in the dialog', async () => {
    mockApi({
      [BLOCKS]: () => clashes([clash(), clash({ rentalId: 'r-3', customerName: 'Open Ended', end: null })]),
      [`GET /api/bikes/${bike._id}/alternatives`]: ({ query }) =>
        json({
          success: true,
          message: 'Alternatives retrieved',
          data: query.get('to') === '2026-12-03T12:00:00Z' ? [{ ...gixxer, pricePerHour: 150 }] : [],
        }),
      [`POST /api/rentals/r-3/move`]: () => json(errorBody('That bike is booked then', 'PERIOD_TAKEN'), 409),
    });
    renderWithApp(<BlockBikeDialog bike={bike} />, { preloadedState: staff });
    const dialog = await openAndFill();
    fireEvent.click(dialog.getByRole('button', { name: 'Block the bike' }));
    const inTheWay = within(await dialog.findByRole('region', { name: 'Bookings in the way' }));
    expect(inTheWay.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();

    fireEvent.click(inTheWay.getByRole('button', { name: 'Move Shapla Khatun’s booking to another bike' }));
    expect(await inTheWay.findByText('No bike alike is free for that whole period.')).toBeInTheDocument();
    // An open-ended booking is asked about until the block's end.
    fireEvent.click(inTheWay.getByRole('button', { name: 'Move Open Ended’s booking to another bike' }));
    fireEvent.click(await inTheWay.findByRole('button', { name: 'Move Open Ended’s booking to Gixxer SF' }));
    expect(await inTheWay.findByText('That bike is booked then')).toBeInTheDocument();
    expect(inTheWay.getByText('Open Ended')).toBeInTheDocument();
  });

  it('is in Bangla on a Bangla page', async () => {
    await inBangla();
    mockApi({ [BLOCKS]: () => clashes([clash()]) });
    renderWithApp(<BlockBikeDialog bike={bike} />, { preloadedState: admin });
    fireEvent.click(screen.getByRole('button', { name: 'Pulsar N160 বন্ধ রাখুন' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('কখন থেকে'), { target: { value: '2026-12-01T09:00' } });
    fireEvent.change(within(dialog).getByLabelText('কখন পর্যন্ত'), { target: { value: '2026-12-03T18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'বাইকটি বন্ধ রাখুন' }));
    await within(dialog).findByRole('region', { name: 'যে বুকিংগুলো পথে আছে' });
    expect(englishLeftIn(dialog, ['Pulsar N160', 'Shapla Khatun', '1 booking stands in the way of the block'])).toEqual(
      [],
    );
  });
});
