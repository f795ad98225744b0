import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shop } from '../../content/shop.ts';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { makePayment, makeRefund, makeStory } from '../../components/rentals/rental-fixtures.ts';
import { RentalReceipt, RentalStoryView } from './rental-receipt.tsx';
import type { Inspection } from '@bond/contract/inspections';

const RENTAL_NOT_FOUND = 'This rental was not found';

beforeAll(() => {
  // A customer whose browser is set to London still reads Dhaka times (docs/product/booking-and-periods.md#shop-time).
  process.env.TZ = 'Europe/London';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The definition `term` of the receipt's lists. */
const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('RentalReceipt', { timeout: 15_000 }, () => {
  it("tells a returned, paid rental's whole story: shop, rental, final cost and both payments", () => {
    const story = makeStory();
    renderWithApp(<RentalReceipt story={story} audience="customer" />);

    const receipt = screen.getByRole('article', { name: 'Rental receipt' });
    expect(within(receipt).getByText(shop.name)).toBeInTheDocument();
    expect(within(receipt).getByText(shop.address)).toBeInTheDocument();
    expect(within(receipt).getByRole('link', { name: shop.phone })).toHaveAttribute('href', 'tel:+8801913482506');
    expect(within(receipt).getByText(story._id)).toBeInTheDocument();

    expect(definition('Status')).toHaveTextContent('Returned');
    expect(definition('Customer')).toHaveTextContent('Demo Customer');
    // The customer's own receipt names them; it does not link their own contacts.
    expect(within(definition('Customer')).queryByRole('link')).not.toBeInTheDocument();
    expect(definition('Bike')).toHaveTextContent(`${story.bike.name} (Yamaha · FZS V3)`);
    // 04:30–06:30 UTC is 10:30 am–12:30 pm in Dhaka; London would read 4:30.
    expect(definition('Booked period')).toHaveTextContent('Sun 22 Nov, 10:30 am to 12:30 pm');
    expect(definition('Returned')).toHaveTextContent(/12:30\s?pm/i);

    expect(screen.getByRole('heading', { name: 'Cost (final)' })).toBeInTheDocument();
    expect(definition('Time charged')).toHaveTextContent('2 hours (120 minutes)');
    // The charge line by line, as the booking's quote said it; the lines name the prices.
    expect(screen.queryByText('Price per hour')).not.toBeInTheDocument();
    const charges = screen.getByRole('heading', { name: 'Charges', level: 3 }).nextElementSibling as HTMLElement;
    expect(
      within(charges)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['2 hours at 180 BDT an hour', '360 BDT'],
      ['Second helmet: 1 day × 50 BDT', '50 BDT'],
      ['Coupon EID50: 50 BDT off the rent', '−50 BDT'],
    ]);
    expect(definition('Charge')).toHaveTextContent('360 BDT');
    expect(definition('Advance')).toHaveTextContent('100 BDT');
    expect(definition('Balance')).toHaveTextContent('260 BDT · Paid');
    expect(screen.getByText(/^Final: charged from the booked start/)).toBeInTheDocument();

    const payments = screen.getByRole('region', { name: 'Payment attempts' });
    const rows = within(payments).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Advance',
      'Rest of the rent',
    ]);
    const [advance, rest] = rows.map((row) => within(row));
    expect(advance?.getByText('100 BDT')).toBeInTheDocument();
    expect(advance?.getByText('aamarPay')).toBeInTheDocument();
    expect(advance?.getByText('Paid')).toBeInTheDocument();
    expect(advance?.getByText(story.payments[0]!.gatewayTxnId!)).toBeInTheDocument();
    expect(advance?.getByText(/10:20\s?am/i)).toBeInTheDocument();
    expect(rest?.getByText('260 BDT')).toBeInTheDocument();
    expect(rest?.getByText(/12:41\s?pm/i)).toBeInTheDocument();
    // Nothing is owed back.
    expect(screen.queryByRole('heading', { name: 'Money back' })).not.toBeInTheDocument();
  });

  it('says a planned cost is planned, names failed attempts, and lists money owed back', () => {
    const story = makeStory({
      status: 'booked',
      isReturned: false,
      returnTime: null,
      payment: false,
      totalCost: 0,
      cost: {
        minutes: 150,
        pricePerHour: 150,
        charge: 375,
        advance: 100,
        balance: 275,
        basis: 'planned',
        lines: [
          {
            kind: 'time',
            key: 'hours',
            label: { en: '2 hours 30 minutes at 150 BDT an hour', bn: '২ ঘণ্টা ৩০ মিনিট, ঘণ্টায় ১৫০৳' },
            amount: 375,
          },
        ],
      },
      payments: [
        makePayment({ status: 'cancelled', gatewayTxnId: null, settledAt: null }),
        makePayment({ status: 'paid' }),
        makePayment({ status: 'duplicate', refundDue: true }),
      ],
      refunds: [makeRefund({ reason: 'duplicate_payment', amount: 100 })],
    });
    renderWithApp(<RentalReceipt story={story} audience="customer" />);

    expect(screen.getByRole('heading', { name: 'Cost (planned)' })).toBeInTheDocument();
    expect(definition('Returned')).toHaveTextContent('Not returned yet');
    expect(definition('Balance')).toHaveTextContent('275 BDT · To pay after the return');
    expect(definition('2 hours 30 minutes at 150 BDT an hour')).toHaveTextContent('375 BDT');
    expect(screen.getByText(/^Planned: what the booked period costs/)).toBeInTheDocument();
    expect(screen.getByText('Cancelled at the checkout')).toBeInTheDocument();
    expect(screen.getByText('Paid twice: owed back')).toBeInTheDocument();
    const moneyBack = screen.getByRole('region', { name: 'Money back' });
    expect(within(moneyBack).getByText('Money will be returned: 100 BDT')).toBeInTheDocument();
    expect(within(moneyBack).getByText('Paid twice for the same thing')).toBeInTheDocument();
  });

  it('says so when nothing was tried yet', () => {
    renderWithApp(
      <RentalReceipt
        story={makeStory({
          status: 'cancelled',
          cost: {
            minutes: null,
            pricePerHour: 180,
            charge: null,
            advance: 100,
            balance: null,
            basis: 'open',
            lines: [],
          },
          payments: [],
        })}
        audience="customer"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Cost so far' })).toBeInTheDocument();
    expect(definition('Charge')).toHaveTextContent('—');
    // No lines while the charge is not known: the price per hour it would run at.
    expect(screen.queryByRole('heading', { name: 'Charges' })).not.toBeInTheDocument();
    expect(definition('Price per hour')).toHaveTextContent('180 BDT / hour');
    expect(screen.getByText('No payment attempts yet')).toBeInTheDocument();
  });

  it("gives an admin the customer's e-mail and phone as links", () => {
    renderWithApp(<RentalReceipt story={makeStory()} audience="admin" />);
    expect(screen.getByRole('article', { name: 'Rental details' })).toBeInTheDocument();
    const customer = within(definition('Customer'));
    expect(customer.getByRole('link', { name: 'customer@example.com' })).toHaveAttribute(
      'href',
      'mailto:customer@example.com',
    );
    expect(customer.getByRole('link', { name: '01711000002' })).toHaveAttribute('href', 'tel:01711000002');
  });
});

describe('RentalStoryView', { timeout: 15_000 }, () => {
  const back = <Link to="/dashboard">Back to My Rentals</Link>;

  it('loads the story and prints it', async () => {
    const story = makeStory();
    const { calls } = mockApi({
      [`GET /api/rentals/${story._id}`]: () => json({ success: true, message: 'Rental retrieved', data: story }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithApp(<RentalStoryView rentalId={story._id} audience="customer" backLink={back} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the receipt…');
    expect(await screen.findByRole('article', { name: 'Rental receipt' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`/api/rentals/${story._id}`]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to My Rentals' })).toBeInTheDocument();
  });

  it('shows its customer how the bike left and came back: readings, notes and the photos, opened whole', async () => {
    const photo = (n: number) => `90000000-0000-4000-8000-00000000000${n}`;
    const inspection = (over: Partial<Inspection>): Inspection => ({
      odometerKm: 12480,
      fuelEighths: 6,
      helmets: 2,
      notes: null,
      recordedBy: { _id: '70000000-0000-4000-8000-000000000001', name: 'Rafiq Islam' },
      recordedAt: '2026-11-22T04:30:00.000Z',
      photoIds: [1, 2, 3, 4].map(photo),
      ...over,
    });
    const story = makeStory({
      handover: {
        handedOverAt: '2026-11-22T04:30:00.000Z',
        handedOverBy: { _id: '70000000-0000-4000-8000-000000000001', name: 'Rafiq Islam' },
        inspection: inspection({}),
        deposit: { amount: 2000, method: 'cash', reference: null },
      },
      returnInspection: inspection({
        odometerKm: 12530,
        fuelEighths: 3,
        helmets: 1,
        notes: 'Scratch on the left panel',
        recordedAt: '2026-11-22T06:30:00.000Z',
        photoIds: [5, 6, 7, 8].map(photo),
      }),
    });
    let n = 0;
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${(n += 1)}`), revokeObjectURL: vi.fn() });
    const picture = () => new Response(new Blob([new Uint8Array(8)], { type: 'image/webp' }));
    const { calls } = mockApi({
      [`GET /api/rentals/${story._id}`]: () => json({ success: true, message: 'Rental retrieved', data: story }),
      ...Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7, 8].map((i) => [`GET /api/rentals/${story._id}/photos/${photo(i)}`, picture]),
      ),
    });
    const user = userEvent.setup();
    renderWithApp(<RentalStoryView rentalId={story._id} audience="customer" backLink={back} />);
    const record = await screen.findByRole('region', { name: 'How the bike left and came back' });
    const left = within(record).getByRole('region', { name: 'Handed over' });
    expect(left).toHaveTextContent(/10:30\s?am by Rafiq Islam/i);
    expect(left).toHaveTextContent('Odometer12,480 km');
    expect(left).toHaveTextContent('Fuel6/8 of a tank');
    const cameBack = within(record).getByRole('region', { name: 'Taken back' });
    expect(cameBack).toHaveTextContent('Odometer12,530 km');
    expect(cameBack).toHaveTextContent('Helmets1');
    expect(cameBack).toHaveTextContent('NotesScratch on the left panel');
    // The small pictures, read with the session (never a public address).
    await waitFor(() => expect(within(cameBack).getAllByRole('img', { name: /Photo \d of the bike/ })).toHaveLength(4));
    expect(calls.filter((call) => call.query.get('size') === 'thumbnail')).toHaveLength(8);
    await user.click(within(cameBack).getByRole('button', { name: 'Open photo 1' }));
    const whole = await screen.findByRole('dialog', { name: 'Photo 1 of the bike' });
    await waitFor(() => expect(within(whole).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(calls.at(-1)?.path).toBe(`/api/rentals/${story._id}/photos/${photo(5)}`);
    expect(calls.at(-1)?.query.get('size')).toBeNull();
  });

  it('shows nothing of an inspection before the bike leaves', async () => {
    const story = makeStory({ status: 'booked', handover: null, returnInspection: null });
    mockApi({
      [`GET /api/rentals/${story._id}`]: () => json({ success: true, message: 'Rental retrieved', data: story }),
    });
    renderWithApp(<RentalStoryView rentalId={story._id} audience="customer" backLink={back} />);
    await screen.findByRole('article', { name: 'Rental receipt' });
    expect(screen.queryByRole('region', { name: 'How the bike left and came back' })).not.toBeInTheDocument();
  });

  it('offers its customer Pay advance on a booking waiting for it, where the counter’s payment link leads', async () => {
    const held = new Date(Date.now() + 10 * 60_000).toISOString();
    const story = makeStory({ status: 'pending', holdExpiresAt: held, isReturned: false, returnTime: null });
    mockApi({
      [`GET /api/rentals/${story._id}`]: () => json({ success: true, message: 'Rental retrieved', data: story }),
    });
    const { unmount } = renderWithApp(<RentalStoryView rentalId={story._id} audience="customer" backLink={back} />);
    expect(await screen.findByRole('button', { name: `Pay advance for ${story.bike.name}` })).toBeInTheDocument();
    unmount();
    // Not in the shop's view of it.
    renderWithApp(<RentalStoryView rentalId={story._id} audience="admin" backLink={back} />);
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay advance/ })).not.toBeInTheDocument();
  });

  it("opened at its charges (My Rentals' 'Charges'), puts the list of the charge's lines in focus", async () => {
    const story = makeStory();
    mockApi({
      [`GET /api/rentals/${story._id}`]: () => json({ success: true, message: 'Rental retrieved', data: story }),
    });
    renderWithApp(<RentalStoryView rentalId={story._id} audience="customer" backLink={back} />, {
      route: '/#charges',
    });
    const heading = await screen.findByRole('heading', { name: 'Charges', level: 3 });
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
    expect(heading.parentElement).toHaveAttribute('id', 'charges');
  });

  it("says another customer's rental (404) was not found, with the way back", async () => {
    mockApi({ 'GET /api/rentals/someone-elses': () => json(errorBody('Rental not found', 'NOT_FOUND'), 404) });
    renderWithApp(<RentalStoryView rentalId="someone-elses" audience="customer" backLink={back} />);
    expect(await screen.findByRole('heading', { name: RENTAL_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Rentals' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('offers Try again when the server fails', async () => {
    const story = makeStory();
    let fail = true;
    mockApi({
      [`GET /api/rentals/${story._id}`]: () =>
        fail
          ? json(errorBody('The database is not answering', 'UNAVAILABLE'), 503)
          : json({ success: true, message: 'Rental retrieved', data: story }),
    });
    const user = userEvent.setup();
    renderWithApp(<RentalStoryView rentalId={story._id} audience="customer" backLink={back} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Rental receipt' })).toBeInTheDocument();
  });
});

describe('the receipt in Bangla', { timeout: 15_000 }, () => {
  it('loads and tells the whole story in Bangla, with names, codes and the gateway as written', async () => {
    await inBangla();
    const story = makeStory({
      refunds: [makeRefund({ reason: 'duplicate_payment', amount: 100 })],
      payments: [makePayment(), makePayment({ status: 'duplicate', refundDue: true })],
    });
    mockApi({
      [`GET /api/rentals/${story._id}`]: () => json({ success: true, message: 'Rental retrieved', data: story }),
    });
    const { container } = renderWithApp(
      <RentalStoryView rentalId={story._id} audience="customer" backLink={<Link to="/dashboard">ফিরে যান</Link>} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('রসিদ লোড হচ্ছে…');
    const receipt = await screen.findByRole('article', { name: 'ভাড়ার রসিদ' });
    expect(screen.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeInTheDocument();
    expect(definition('অবস্থা')).toHaveTextContent('ফেরত দেওয়া হয়েছে');
    expect(definition('বুক করা সময়')).toHaveTextContent('রবিবার ২২ নভেম্বর, সকাল ১০:৩০ থেকে দুপুর ১২:৩০');
    expect(screen.getByRole('heading', { name: 'খরচ (চূড়ান্ত)' })).toBeInTheDocument();
    expect(definition('যত সময়ের ভাড়া')).toHaveTextContent('২ ঘণ্টা (১২০ মিনিট)');
    expect(screen.getByRole('heading', { name: 'যা যা ধরা হয়েছে', level: 3 })).toBeInTheDocument();
    expect(definition('দ্বিতীয় হেলমেট: ১ দিন × ৫০৳')).toHaveTextContent('৫০৳');
    expect(definition('ভাড়া')).toHaveTextContent('৩৬০৳');
    expect(definition('বাকি')).toHaveTextContent('২৬০৳ · পরিশোধিত');
    const payments = within(screen.getByRole('region', { name: 'পেমেন্টের চেষ্টা' }));
    expect(payments.getByRole('columnheader', { name: 'গেটওয়ের লেনদেন নম্বর' })).toBeInTheDocument();
    expect(payments.getByText('দুবার দেওয়া হয়েছে: ফেরত পাওনা')).toBeInTheDocument();
    const moneyBack = within(screen.getByRole('region', { name: 'টাকা ফেরত' }));
    expect(moneyBack.getByText('টাকা ফেরত দেওয়া হবে: ১০০৳')).toBeInTheDocument();
    expect(moneyBack.getByText('একই জিনিসের জন্য দুবার পেমেন্ট হয়েছে')).toBeInTheDocument();
    expect(
      englishLeftIn(container, [
        // Until the shop's Bangla content is registered, its name and address come in English.
        shop.name,
        shop.address,
        story.bike.name,
        'Yamaha',
        'Demo Customer',
        'aamarPay',
        /^AAM\d+$/,
        // A coupon's code is the owner's, as written.
        'EID50',
      ]),
    ).toEqual([]);
    expect(receipt).toBeInTheDocument();
  });

  it('says in Bangla that a rental was not found', async () => {
    await inBangla();
    mockApi({ 'GET /api/rentals/someone-elses': () => json(errorBody('Rental not found', 'NOT_FOUND'), 404) });
    const { container } = renderWithApp(
      <RentalStoryView rentalId="someone-elses" audience="customer" backLink={<Link to="/dashboard">ফিরে যান</Link>} />,
    );
    expect(await screen.findByRole('heading', { name: 'এই ভাড়াটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });
});
