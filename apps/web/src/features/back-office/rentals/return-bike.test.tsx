import type { Rental } from '@bond/contract/rentals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeRental, returnedRental } from '../../../components/rentals/rental-fixtures.ts';
import { OPEN_RENTALS_LIMIT, RETURNED_PAGE_SIZE, ReturnBike } from './return-bike.tsx';

const CALCULATING = 'Calculating Total Cost...';
const NO_RENTAL_DATA = 'No Rental data to show';

beforeAll(() => {
  process.env.TZ = 'Europe/London';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const list = (rentals: Rental[]) => () =>
  json({ success: true, message: 'Rentals retrieved successfully', data: rentals });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('ReturnBike', { timeout: 15_000 }, () => {
  it("shows 'No Rental data to show' with the spec's columns", async () => {
    mockApi({ 'GET /api/rentals/all': list([]) });
    renderWithApp(<ReturnBike />);
    expect(await screen.findByText(NO_RENTAL_DATA)).toBeInTheDocument();
    for (const header of ['Customer', 'Selected Bike', 'Pay Status', 'Return Status', 'Total Cost', 'Start-Time']) {
      expect(screen.getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
  });

  it('names the customer and the bike, marks pending bookings and returned rentals, leaves out closed bookings', async () => {
    mockApi({
      'GET /api/rentals/all': list([
        makeRental({ user: { ...makeRental().user, name: 'Rahim Out' } }),
        makeRental({ status: 'pending', advancePayment: false, user: { ...makeRental().user, name: 'Karim Pending' } }),
        returnedRental(-30, { user: { ...makeRental().user, name: 'Nila Returned' } }),
        makeRental({
          status: 'cancelled',
          advancePayment: false,
          user: { ...makeRental().user, name: 'Gone Cancelled' },
        }),
      ]),
    });
    renderWithApp(<ReturnBike />);
    await screen.findByText('Rahim Out');

    const out = within(rowOf('Rahim Out'));
    expect(out.getByText('Out on rent')).toBeInTheDocument();
    expect(out.getByRole('button', { name: /^Calculate/ })).toBeEnabled();

    const pending = within(rowOf('Karim Pending'));
    expect(pending.getByText('Advance not paid yet')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: /^Calculate/ })).toBeDisabled();

    const returned = within(rowOf('Nila Returned'));
    expect(returned.getByRole('button', { name: 'Already Returned' })).toBeDisabled();
    expect(returned.getByText('30 BDT')).toBeInTheDocument();
    expect(returned.getByText('Will be returned')).toBeInTheDocument();

    expect(screen.queryByText('Gone Cancelled')).not.toBeInTheDocument();
  });

  it('requires a return time and sends the Dhaka wall-clock time as UTC', async () => {
    const rental = makeRental({ user: { ...makeRental().user, name: 'Rahim Out' } });
    const { calls } = mockApi({
      'GET /api/rentals/all': list([rental]),
      'PATCH /api/rentals/calculate': () =>
        json({ success: true, message: 'Bike Returned Successfully', data: returnedRental(170, { _id: rental._id }) }),
    });
    const user = userEvent.setup();
    renderWithApp(<ReturnBike />);
    await user.click(await screen.findByRole('button', { name: /^Calculate/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Calculate Total Cost Now !' });
    const field = within(dialog).getByLabelText('Return time (Dhaka time)');
    expect(field).toHaveAttribute('type', 'datetime-local');
    expect(field).toHaveAttribute('step', '60');

    fireEvent.change(field, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Calculate Now' }));
    expect(await within(dialog).findByText('Return time is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '2026-11-22T12:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Calculate Now' }));
    expect(await screen.findByText(CALCULATING)).toBeInTheDocument();
    expect(await screen.findByText('Bike Returned Successfully')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ bookingId: rental._id, bikeReturnTime: '2026-11-22T06:00:00Z' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason and no success toast when the return is refused", async () => {
    mockApi({
      'GET /api/rentals/all': list([makeRental()]),
      'PATCH /api/rentals/calculate': () => json(errorBody('Return time must be after the start time'), 400),
    });
    const user = userEvent.setup();
    renderWithApp(<ReturnBike />);
    await user.click(await screen.findByRole('button', { name: /^Calculate/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Return time (Dhaka time)'), {
      target: { value: '2026-11-22T09:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Calculate Now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Return time must be after the start time');
    expect(screen.queryByText('Bike Returned Successfully')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads every open rental and pages the returned ones, so an old open rental never drops off', async () => {
    const person = (name: string) => ({ ...makeRental().user, name });
    // Booked long ago and still out: older than every returned rental.
    const oldOut = makeRental({ createdAt: '2026-01-02T04:00:00.000Z', user: person('Old Out') });
    const returned = Array.from({ length: 45 }, (_, i) => returnedRental(50, { user: person(`Back ${i + 1}`) }));
    const { calls } = mockApi({
      'GET /api/rentals/all': ({ query }) => {
        if (query.get('state') === 'open') {
          return json({
            success: true,
            message: 'ok',
            data: [oldOut],
            meta: { page: 1, pageSize: 200, total: 1, pageCount: 1 },
          });
        }
        const page = Number(query.get('page'));
        const size = Number(query.get('pageSize'));
        return json({
          success: true,
          message: 'ok',
          data: returned.slice((page - 1) * size, page * size),
          meta: { page, pageSize: size, total: returned.length, pageCount: Math.ceil(returned.length / size) },
        });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ReturnBike />);
    await screen.findByText('Back 1');
    const asked = calls.map((c) => Object.fromEntries(c.query));
    expect(asked).toContainEqual({ state: 'open', page: '1', pageSize: String(OPEN_RENTALS_LIMIT) });
    expect(asked).toContainEqual({ state: 'returned', page: '1', pageSize: String(RETURNED_PAGE_SIZE) });
    expect(calls.every((c) => c.query.has('state'))).toBe(true);

    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()[0]).toMatch(/^Old Out/);
    expect(names()).toHaveLength(1 + RETURNED_PAGE_SIZE);

    const pager = screen.getByRole('navigation', { name: 'Returned rentals pages' });
    expect(pager).toHaveTextContent('Page 1 of 3 · 45 returned rentals');
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Back 21')).toBeInTheDocument();
    expect(screen.queryByText('Back 1')).not.toBeInTheDocument();
    // The open rental stays on every page of the returned ones.
    expect(names()[0]).toMatch(/^Old Out/);
    expect(pager).toHaveTextContent('Page 2 of 3 · 45 returned rentals');
  });

  it('lists a rental returned between the two answers once, as returned', async () => {
    const out = makeRental({ user: { ...makeRental().user, name: 'Just Back' } });
    const back = { ...returnedRental(80), _id: out._id, user: out.user };
    mockApi({
      'GET /api/rentals/all': ({ query }) => {
        const state = query.get('state');
        if (!state) return json(errorBody('Ask for open or returned rentals'), 400);
        return json({ success: true, message: 'ok', data: state === 'open' ? [out] : [back] });
      },
    });
    renderWithApp(<ReturnBike />);
    const row = within(await waitFor(() => rowOf('Just Back')));
    expect(row.getByRole('button', { name: 'Already Returned' })).toBeDisabled();
    expect(screen.getAllByText('Just Back')).toHaveLength(1);
  });

  it('is wholly in Bangla on a Bangla page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T04:00:00Z'));
    await inBangla();
    mockApi({
      'GET /api/rentals/all': list([
        makeRental({
          status: 'active',
          isOverdue: true,
          startTime: '2026-11-22T04:30:00.000Z',
          endTime: '2026-11-22T08:30:00.000Z',
          user: { ...makeRental().user, name: 'Rahim Out' },
        }),
        makeRental({
          status: 'pending',
          advancePayment: false,
          startTime: '2026-12-11T08:00:00.000Z',
          endTime: null,
          user: { ...makeRental().user, name: 'Karim Pending' },
        }),
        returnedRental(-30, { user: { ...makeRental().user, name: 'Nila Returned' } }),
      ]),
    });
    const { container } = renderWithApp(<ReturnBike />);
    await screen.findByText('Rahim Out');
    expect(screen.getByRole('region', { name: 'ভাড়া' })).toBeInTheDocument();
    for (const header of ['গ্রাহক', 'বাছাই করা বাইক', 'পেমেন্টের অবস্থা', 'ফেরতের অবস্থা', 'ফেরতের কথা', 'কাজ']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const out = within(rowOf('Rahim Out'));
    expect(out.getByText('ভাড়ায় আছে')).toBeInTheDocument();
    expect(out.getByText('ফেরত দিতে দেরি')).toBeInTheDocument();
    expect(out.getByText(/^রবিবার ২২ নভেম্বর, দুপুর ২:৩০/)).toBeInTheDocument();
    expect(out.getByRole('button', { name: /^Rahim Out-এর .*-এর মোট খরচ হিসাব করুন$/ })).toBeEnabled();
    expect(out.queryByRole('button', { name: /^আসেননি: Rahim Out-এর/ })).not.toBeInTheDocument();
    const pending = within(rowOf('Karim Pending'));
    expect(pending.getByText('অগ্রিম এখনো দেওয়া হয়নি')).toBeInTheDocument();
    expect(pending.getByText('ফেরত দেওয়া পর্যন্ত')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: /^Karim Pending-এর .* বুকিং বাতিল করুন$/ })).toBeInTheDocument();
    const returned = within(rowOf('Nila Returned'));
    expect(returned.getByRole('button', { name: 'ফেরত দেওয়া হয়েছে' })).toBeDisabled();
    expect(returned.getByText('৩০৳')).toBeInTheDocument();
    expect(returned.getByText('ফেরত পাওনা')).toBeInTheDocument();
    expect(returned.getByRole('link', { name: /^Nila Returned-এর .* ভাড়ার বিস্তারিত$/ })).toBeInTheDocument();
    expect(englishLeftIn(container, ['Rahim Out', 'Karim Pending', 'Nila Returned', 'Yamaha'])).toEqual([]);
  });

  it('asks for the return time in Bangla', async () => {
    await inBangla();
    mockApi({ 'GET /api/rentals/all': list([makeRental({ user: { ...makeRental().user, name: 'Rahim Out' } })]) });
    const user = userEvent.setup();
    renderWithApp(<ReturnBike />);
    await user.click(await screen.findByRole('button', { name: /মোট খরচ হিসাব করুন$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'এখনই মোট খরচ হিসাব করুন' });
    expect(dialog).toHaveAccessibleDescription(/ঘণ্টায় ১৮০৳ হারে মোট খরচ হিসাব হবে।$/);
    const field = within(dialog).getByLabelText('ফেরতের সময় (ঢাকার সময়)');
    fireEvent.change(field, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'এখনই হিসাব করুন' }));
    expect(await within(dialog).findByText('ফেরতের সময় দিন')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
    expect(englishLeftIn(dialog, ['Rahim Out', 'Yamaha'])).toEqual([]);
  });
});
