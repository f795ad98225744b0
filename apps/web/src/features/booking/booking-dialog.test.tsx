import type { Bike } from '@bond/contract/bikes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicAddOn } from '@bond/contract/price-lists';
import { errorBody, gatewaysHandler, json, makeBike, mockApi } from '../../test/mock-api.ts';
import { couponTerms, quoteHandler } from '../../test/quote-handler.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { isoToWallClock } from '../../lib/time.ts';
import { quoteRequestOf } from '../../components/rentals/booking-form.tsx';
import { BookingDialog } from './booking-dialog.tsx';

const BOOKING_PROCESSING = 'Booking Payment Processing....';
const START_LABEL = 'Start time (Dhaka time)';
const RETURN_LABEL = 'Planned return (Dhaka time)';

beforeAll(() => {
  // The browser is in New York (UTC−5): the start time is still read on Dhaka's clock (docs/product/booking-and-periods.md#shop-time).
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

/** The bike the open dialog books: the quote's stand-in prices it. */
let dialogBike: Bike;

/**
 * The API as the dialog meets it: the add-ons on offer, quotes by the contract's own charge rule
 * (`quoteHandler`), one online gateway (aamarPay) unless `handlers` say otherwise, and `handlers`.
 * `bookings()` are the calls that book.
 */
function mockShop(
  handlers: Parameters<typeof mockApi>[0],
  shop: Omit<Parameters<typeof quoteHandler>[0], 'bikes'> = {},
) {
  const mock = mockApi({
    'GET /api/add-ons': () =>
      json({ success: true, message: 'Add-ons retrieved successfully', data: shop.addOns ?? [] }),
    'POST /api/rentals/quote': (call) => quoteHandler({ bikes: [dialogBike], ...shop })(call),
    'GET /api/payments/gateways': gatewaysHandler(['aamarpay']),
    ...handlers,
  });
  const bookings = () => mock.calls.filter((call) => call.method === 'POST' && call.path === '/api/rentals');
  return { ...mock, bookings };
}

async function openDialog(bike = makeBike({ name: 'Yamaha FZS V3 ABS' }), title = 'Rent this bike now') {
  dialogBike = bike;
  const goToCheckout = vi.fn();
  const user = userEvent.setup();
  const view = renderWithApp(<Harness bike={bike} goToCheckout={goToCheckout} />, {
    extraRoutes: [{ path: '/login', element: <h1>Login page</h1> }],
  });
  await user.click(screen.getByRole('button', { name: 'Book Now !' }));
  await screen.findByRole('dialog', { name: title });
  return { ...view, user, goToCheckout, bike };
}

const startField = () => screen.getByLabelText(START_LABEL);
const returnField = () => screen.getByLabelText(RETURN_LABEL);

/** The Dhaka wall clock `hours` from now, on a whole hour (what a customer would pick). */
function dhakaInHours(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return isoToWallClock(at);
}
const shift = (wallClock: string, hours: number) =>
  isoToWallClock(new Date(new Date(`${wallClock}:00+06:00`).getTime() + hours * 3_600_000));
const priceBox = () => screen.getByRole('region', { name: 'Price estimate' });

describe('BookingDialog', { timeout: 15_000 }, () => {
  it('shows the start time, the 100 BDT advance and its note', async () => {
    mockShop({});
    await openDialog();
    expect(startField()).toHaveAttribute('type', 'datetime-local');
    expect(startField()).toHaveAttribute('step', '60');
    expect(screen.getByLabelText('Advance payment')).toBeDisabled();
    expect(screen.getByLabelText('Advance payment')).toHaveValue('100 BDT Only');
    expect(screen.getByText('Advance Payment of 100tk is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(returnField()).toHaveAttribute('type', 'datetime-local');
    expect(returnField()).toHaveAttribute('step', '60');
    // The cancellation rule is stated before the customer pays (docs/product/booking-and-periods.md#cancelling).
    expect(
      screen.getByText(
        'Cancel 24 hours or more before the start and the 100 BDT advance is returned; later, it is kept.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Bangla: labels, the advance field, the price and its own checks', async () => {
    await inBangla();
    const { bookings } = mockShop({});
    const bike = makeBike({ name: 'Hornet 2.0', pricePerHour: 150 });
    const { user } = await openDialog(bike, 'বাইকটি এখনই ভাড়া নিন');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Hornet 2.0, ঘণ্টায় ১৫০৳। কখন বাইক নেবেন আর কখন ফেরত দেবেন, বেছে নিন (ঢাকার সময়)।',
    );
    const start = within(dialog).getByLabelText('শুরুর সময় (ঢাকার সময়)');
    expect(start).toHaveAttribute('type', 'datetime-local');
    expect(within(dialog).getByLabelText('ফেরতের সময় (ঢাকার সময়)')).toHaveAttribute('type', 'datetime-local');
    const advance = within(dialog).getByLabelText('অগ্রিম পেমেন্ট');
    expect(advance).toBeDisabled();
    expect(advance).toHaveValue('মাত্র ১০০৳');
    expect(within(dialog).getByText('১০০ টাকা অগ্রিম পেমেন্ট করতে হবে')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'শুরুর ২৪ ঘণ্টা বা তার আগে বাতিল করলে ১০০৳ অগ্রিম ফেরত পাবেন; এর পরে বাতিল করলে অগ্রিম ফেরত হয় না।',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeEnabled();
    expect(within(dialog).getByRole('region', { name: 'আনুমানিক ভাড়া' })).toHaveTextContent(
      'ভাড়া দেখতে শুরুর আর ফেরতের সময় বেছে নিন।',
    );
    expect(englishLeftIn(dialog, ['Hornet 2.0'])).toEqual([]);

    // The web app's own check of an empty start, in Bangla.
    await user.click(within(dialog).getByRole('button', { name: 'এখনই পেমেন্ট করুন' }));
    expect(await within(dialog).findByText('শুরুর সময় দিতে হবে')).toBeInTheDocument();
    expect(bookings()).toHaveLength(0);

    const from = dhakaInHours(30);
    fireEvent.change(start, { target: { value: from } });
    fireEvent.change(within(dialog).getByLabelText('ফেরতের সময় (ঢাকার সময়)'), {
      target: { value: shift(from, 4.5) },
    });
    const price = within(dialog).getByRole('region', { name: 'আনুমানিক ভাড়া' });
    // The server's lines, in the page's language.
    expect(await within(price).findByText('৪ ঘণ্টা ৩০ মিনিট, ঘণ্টায় ১৫০৳')).toBeVisible();
    expect(within(price).getByText('মোট').nextSibling).toHaveTextContent('৬৭৫৳');
    expect(within(price).getByText('বাকি টাকা, বাইক ফেরতের পর দেবেন').nextSibling).toHaveTextContent('৫৭৫৳');
    expect(englishLeftIn(dialog, ['Hornet 2.0'])).toEqual([]);
  });

  it('shows the server’s lines, the total, the advance and the balance as the period changes', async () => {
    const { calls } = mockShop({});
    await openDialog(makeBike({ name: 'Hornet 2.0', pricePerHour: 150 }));
    expect(within(priceBox()).getByText('Choose the start and the planned return to see the price.')).toBeVisible();
    const start = dhakaInHours(30);
    fireEvent.change(startField(), { target: { value: start } });
    // The planned return starts one hour after the start, the shortest rental.
    expect(returnField()).toHaveValue(shift(start, 1));
    expect(await within(priceBox()).findByText('1 hour at 150 BDT an hour')).toBeVisible();
    expect(within(priceBox()).getByText('Total').nextSibling).toHaveTextContent('150 BDT');
    expect(within(priceBox()).getByText('Advance, paid now').nextSibling).toHaveTextContent('−100 BDT');
    expect(within(priceBox()).getByText('Balance, paid after the return').nextSibling).toHaveTextContent('50 BDT');

    // Two days and two hours: the day price for the days (8 hours of the hourly price by default).
    fireEvent.change(returnField(), { target: { value: shift(start, 50) } });
    expect(await within(priceBox()).findByText('2 days × 1,200 BDT')).toBeVisible();
    expect(within(priceBox()).getByText('2 hours at 150 BDT an hour')).toBeVisible();
    expect(within(priceBox()).getByText('Total').nextSibling).toHaveTextContent('2,700 BDT');

    // Moving the start keeps the length chosen, and the price with it.
    fireEvent.change(startField(), { target: { value: shift(start, 24) } });
    expect(returnField()).toHaveValue(shift(start, 74));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/rentals/quote').at(-1)?.body).toMatchObject({
        startTime: new Date(`${shift(start, 24)}:00+06:00`).toISOString().replace('.000Z', 'Z'),
      }),
    );
    expect(await within(priceBox()).findByText('2 days × 1,200 BDT')).toBeVisible();
    // Typing is priced once it stops: one quote per settled period, not one per change.
    expect(calls.filter((c) => c.path === '/api/rentals/quote')).toHaveLength(3);
  });

  it('says the shop returns the difference when the rental costs less than the advance', async () => {
    mockShop({});
    await openDialog(makeBike({ pricePerHour: 60 }));
    fireEvent.change(startField(), { target: { value: dhakaInHours(30) } });
    expect((await within(priceBox()).findByText('Returned to you after the return')).nextSibling).toHaveTextContent(
      '40 BDT',
    );
  });

  it('adds the add-ons chosen and takes a coupon off, then books with both', async () => {
    const helmet: PublicAddOn = {
      _id: '00000000-0000-4000-8000-0000000000a1',
      code: 'HELMET-2',
      name: { en: 'Second helmet', bn: 'দ্বিতীয় হেলমেট' },
      pricePerDay: 50,
    };
    const { bookings } = mockShop(
      { 'POST /api/rentals': () => json(errorBody('This bike is booked from then', 'PERIOD_TAKEN'), 409) },
      {
        addOns: [helmet],
        coupons: [couponTerms({ code: 'RIDE10', kind: 'percent', value: 10, minimumCharge: 1000 })],
      },
    );
    const { user, bike } = await openDialog(makeBike({ pricePerHour: 150 }));
    const start = dhakaInHours(30);
    fireEvent.change(startField(), { target: { value: start } });
    fireEvent.change(returnField(), { target: { value: shift(start, 48) } });
    expect(await within(priceBox()).findByText('2 days × 1,200 BDT')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Second helmet, 50 BDT a day' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    expect(await within(priceBox()).findByText('Second helmet: 2 × 2 days × 50 BDT')).toBeVisible();
    expect(within(priceBox()).getByText('Total').nextSibling).toHaveTextContent('2,600 BDT');

    const code = screen.getByLabelText('Coupon code (optional)');
    await user.type(code, 'ride10');
    expect(await within(priceBox()).findByText('Coupon RIDE10: 10% off the rent')).toBeVisible();
    expect(within(priceBox()).getByText('Coupon RIDE10: 10% off the rent').nextSibling).toHaveTextContent('−240 BDT');
    expect(within(priceBox()).getByText('Total').nextSibling).toHaveTextContent('2,360 BDT');

    // A code that does not apply says why, next to the field; the price is without it.
    await user.clear(code);
    await user.type(code, 'NOPE');
    expect(await screen.findByText('There is no coupon NOPE')).toBeVisible();
    expect(code).toHaveAccessibleDescription('There is no coupon NOPE');
    expect(within(priceBox()).getByText('Total').nextSibling).toHaveTextContent('2,600 BDT');

    await user.clear(code);
    await user.type(code, 'ride10');
    await within(priceBox()).findByText('Coupon RIDE10: 10% off the rent');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('alert');
    expect(bookings()[0]?.body).toEqual({
      bikeId: bike._id,
      startTime: expect.any(String),
      endTime: expect.any(String),
      addOns: [{ code: 'HELMET-2', quantity: 2 }],
      coupon: 'ride10',
    });
  });

  it('says a refusal of the quote in its place: the last helmet taken for that time', async () => {
    const helmet: PublicAddOn = {
      _id: '00000000-0000-4000-8000-0000000000a2',
      code: 'HELMET-2',
      name: { en: 'Second helmet', bn: 'দ্বিতীয় হেলমেট' },
      pricePerDay: 50,
    };
    const taken = 'No Second helmet is free for the whole of that time';
    mockShop(
      {},
      {
        addOns: [helmet],
        refuse: (request) => (request.addOns?.length ? json(errorBody(taken, 'ADD_ON_UNAVAILABLE'), 409) : null),
      },
    );
    const { user } = await openDialog();
    fireEvent.change(startField(), { target: { value: dhakaInHours(30) } });
    await within(priceBox()).findByText('Total');
    await user.click(screen.getByRole('combobox', { name: 'Second helmet, 50 BDT a day' }));
    await user.click(await screen.findByRole('option', { name: '1' }));
    expect(await within(priceBox()).findByText(taken)).toBeVisible();
    expect(within(priceBox()).queryByText('Total')).not.toBeInTheDocument();
  });

  it('refuses a planned return before the start next to the field, without asking the server', async () => {
    const { bookings } = mockShop({});
    const { user } = await openDialog();
    const start = dhakaInHours(30);
    fireEvent.change(startField(), { target: { value: start } });
    fireEvent.change(returnField(), { target: { value: shift(start, -2) } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('The planned return must be at least 1 hour after the start')).toBeVisible();
    expect(returnField()).toHaveAttribute('aria-invalid', 'true');
    expect(returnField()).toHaveAccessibleDescription('The planned return must be at least 1 hour after the start');
    expect(startField()).not.toHaveAttribute('aria-invalid');
    expect(bookings()).toHaveLength(0);

    // Fixed, the message goes.
    fireEvent.change(returnField(), { target: { value: shift(start, 3) } });
    await waitFor(() =>
      expect(screen.queryByText('The planned return must be at least 1 hour after the start')).not.toBeInTheDocument(),
    );
  });

  it('refuses a start in the past next to the start field, and does not ask for its price', async () => {
    const { bookings } = mockShop({});
    const { user } = await openDialog();
    fireEvent.change(startField(), { target: { value: dhakaInHours(-3) } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Start time cannot be in the past')).toBeVisible();
    expect(startField()).toHaveAttribute('aria-invalid', 'true');
    expect(bookings()).toHaveLength(0);
    // Said once, next to the field: the price box asks the server nothing about a period the form refuses.
    expect(screen.getAllByText('Start time cannot be in the past')).toHaveLength(1);
    expect(within(priceBox()).getByText('Choose the start and the planned return to see the price.')).toBeVisible();
    const start = dhakaInHours(-3);
    expect(quoteRequestOf('b-1', { startTime: start, endTime: shift(start, 2), coupon: '' }, {})).toBeNull();
    expect(
      quoteRequestOf('b-1', { startTime: shift(start, 5), endTime: shift(start, 7), coupon: '' }, {}),
    ).toMatchObject({ bikeId: 'b-1' });
  });

  it('requires a start time', async () => {
    const { bookings } = mockShop({});
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Start time is required')).toBeInTheDocument();
    expect(startField()).toHaveAttribute('aria-invalid', 'true');
    expect(bookings()).toHaveLength(0);
  });

  it('sends the Dhaka wall-clock time as a UTC instant and goes to the checkout', async () => {
    const { bookings } = mockShop({
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
    const start = `${dhakaInHours(48).slice(0, 10)}T10:30`;
    fireEvent.change(startField(), { target: { value: start } });
    fireEvent.change(returnField(), { target: { value: `${start.slice(0, 10)}T14:00` } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(BOOKING_PROCESSING)).toBeInTheDocument();
    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:3000/aamarpay/paynow.php?track=AAM1'),
    );
    // 10:30 in Dhaka (UTC+6) is 04:30 UTC, whatever the browser's own zone; the planned return is always sent.
    expect(bookings()[0]?.body).toEqual({
      bikeId: bike._id,
      startTime: new Date(`${start}:00+06:00`).toISOString().replace('.000Z', 'Z'),
      endTime: new Date(`${start.slice(0, 10)}T14:00:00+06:00`).toISOString().replace('.000Z', 'Z'),
    });
    expect(bookings()[0]?.body).toMatchObject({ startTime: expect.stringMatching(/T04:30:00Z$/) });
  });

  it('offers no choice of gateway when the shop has one, and names none on the booking', async () => {
    const { bookings, calls } = mockShop({
      'POST /api/rentals': () => json(errorBody('This bike is booked from then', 'PERIOD_TAKEN'), 409),
    });
    const { user } = await openDialog();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/payments/gateways')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
    fireEvent.change(startField(), { target: { value: dhakaInHours(30) } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('alert');
    expect(bookings()).toHaveLength(1);
    expect(bookings()[0]?.query.get('gateway')).toBeNull();
  });

  it('with two gateways: Pay Now books through the first in one press, or through bKash when chosen', async () => {
    const { bookings } = mockShop({
      'GET /api/payments/gateways': gatewaysHandler(['aamarpay', 'bkash']),
      'POST /api/rentals': ({ query }) =>
        json(
          {
            success: true,
            message: 'Booking created',
            data: {
              booking: {
                rentalId: 'r-2',
                amount: 100,
                currency: 'BDT',
                holdExpiresAt: '2026-11-22T04:45:00Z',
                payment_url: `http://pay.test/${query.get('gateway') ?? 'none'}`,
              },
            },
          },
          201,
        ),
    });
    const first = await openDialog();
    const group = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(group).getByRole('radio', { name: 'aamarPay (cards, bKash, Nagad, Rocket)' })).toBeChecked();
    const bkash = within(group).getByRole('radio', { name: 'bKash' });
    expect(bkash).not.toBeChecked();
    expect(bkash).toHaveAccessibleDescription('100 BDT');
    fireEvent.change(startField(), { target: { value: dhakaInHours(30) } });
    await first.user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(first.goToCheckout).toHaveBeenCalledWith('http://pay.test/aamarpay'));
    first.unmount();

    const second = await openDialog();
    fireEvent.change(startField(), { target: { value: dhakaInHours(30) } });
    await second.user.click(await screen.findByRole('radio', { name: 'bKash' }));
    await second.user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(second.goToCheckout).toHaveBeenCalledWith('http://pay.test/bkash'));
    expect(bookings().map((call) => call.query.get('gateway'))).toEqual(['aamarpay', 'bkash']);
    // The body is the booking as before: the gateway travels in the address only.
    expect(bookings()[1]?.body).not.toHaveProperty('gateway');
  });

  it('offers the gateways in Bangla', async () => {
    await inBangla();
    mockShop({ 'GET /api/payments/gateways': gatewaysHandler(['aamarpay', 'bkash']) });
    await openDialog(makeBike({ name: 'Hornet 2.0' }), 'বাইকটি এখনই ভাড়া নিন');
    const dialog = screen.getByRole('dialog');
    const group = await within(dialog).findByRole('group', { name: 'পেমেন্টের মাধ্যম' });
    expect(within(group).getByRole('radio', { name: 'আমারপে (কার্ড, বিকাশ, নগদ, রকেট)' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'বিকাশ' })).toHaveAccessibleDescription('১০০৳');
    expect(englishLeftIn(dialog, ['Hornet 2.0'])).toEqual([]);
  });

  it("shows the server's refusal when the period clashes with another booking", async () => {
    const message = 'This bike is booked from Tue 24 Nov, 2:00 pm to 6:00 pm';
    mockShop({ 'POST /api/rentals': () => json(errorBody(message, 'PERIOD_TAKEN'), 409) });
    const { user, goToCheckout } = await openDialog();
    fireEvent.change(startField(), { target: { value: dhakaInHours(30) } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(message);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('sends a press pressed again after no answer with the same Idempotency-Key, and a new period with a new one', async () => {
    const { bookings } = mockShop({
      'POST /api/rentals': () =>
        json(errorBody('The shop cannot reach its database right now. Please try again in a moment'), 503),
    });
    const { user } = await openDialog();
    const start = dhakaInHours(30);
    fireEvent.change(startField(), { target: { value: start } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(bookings()).toHaveLength(2));
    const [first, second] = bookings().map((call) => call.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    fireEvent.change(startField(), { target: { value: shift(start, 1) } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(bookings()).toHaveLength(3));
    expect(bookings()[2]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(bookings()[2]?.headers.get('idempotency-key')).not.toBe(first);
  });

  it('after a final refusal, pressing again is a new request with a new Idempotency-Key', async () => {
    const { bookings } = mockShop({ 'POST /api/rentals': () => json(errorBody('This bike is booked from then'), 409) });
    const { user } = await openDialog();
    fireEvent.change(startField(), { target: { value: dhakaInHours(30) } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(bookings()).toHaveLength(2));
    const [first, second] = bookings().map((call) => call.headers.get('idempotency-key'));
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it("shows the server's reason for a refusal the dialog could not foresee", async () => {
    mockShop({ 'POST /api/rentals': () => json(errorBody('This bike is no longer offered for rent'), 409) });
    const { user } = await openDialog();
    fireEvent.change(startField(), { target: { value: dhakaInHours(30) } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bike is no longer offered for rent');
  });
});
