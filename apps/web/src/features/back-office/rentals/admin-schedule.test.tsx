import type { BlockWithBike } from '@bond/contract/blocks';
import type { Closure } from '@bond/contract/closures';
import type { Rental } from '@bond/contract/rentals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AdminSchedule } from './admin-schedule.tsx';
import { makeRental } from '../../../components/rentals/rental-fixtures.ts';
import { makeBlock, makeClosure } from './calendar-fixtures.ts';

const NO_BOOKINGS = 'No bookings in the next 7 days.';
const NO_NEXT_BOOKING = 'No other booking of this bike in the next 7 days.';
const NO_PICKUPS = 'No pickups today.';
const NO_RETURNS = 'No returns due today.';

beforeAll(() => {
  // The browser's own zone must not matter (docs/product/booking-and-periods.md#shop-time): days and times are Dhaka's.
  process.env.TZ = 'America/New_York';
});

// Fri 27 Nov 2026, 10:00 am in Dhaka; Dhaka's Friday began at 18:00 UTC on the 26th.
const NOW = new Date('2026-11-27T04:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dhaka = (month: 11 | 12, day: number, time: string) =>
  new Date(`2026-${month}-${String(day).padStart(2, '0')}T${time}:00+06:00`).toISOString();

const bikeA = { ...makeRental().bike, _id: '30000000-0000-4000-8000-00000000000a', name: 'Pulsar N160' };
const bikeB = { ...makeRental().bike, _id: '30000000-0000-4000-8000-00000000000b', name: 'Gixxer SF' };
const bikeC = { ...makeRental().bike, _id: '30000000-0000-4000-8000-00000000000c', name: 'Apache RTR' };
const customer = (name: string) => ({ ...makeRental().user, name });

function rental(bike: typeof bikeA, start: string, end: string | null, overrides: Partial<Rental> = {}): Rental {
  return makeRental({ bike, bikeId: bike._id, startTime: start, endTime: end, status: 'booked', ...overrides });
}

const schedule = (rentals: Rental[]) => () =>
  json({ success: true, message: 'Schedule retrieved successfully', data: rentals });

const answer = (data: unknown) => () => json({ success: true, message: 'Retrieved', data });
/** The fleet, its blocks and the shop's closures, which the schedule reads beside the rentals. */
const calendar = (
  blocks: BlockWithBike[] | (() => BlockWithBike[]) = [],
  closures: Closure[] = [],
  bikes: (typeof bikeA)[] = [],
) => ({
  'GET /api/bikes': answer(bikes),
  'GET /api/blocks': () => answer(typeof blocks === 'function' ? blocks() : blocks)(),
  'GET /api/closures': answer(closures),
});

const rowOf = (bikeName: string) =>
  screen.getByRole('rowheader', { name: new RegExp(bikeName) }).closest('tr') as HTMLElement;
const section = (name: RegExp) => screen.getByRole('region', { name }) as HTMLElement;

describe('AdminSchedule', { timeout: 15_000 }, () => {
  it('asks for the 7 Dhaka days from today and draws each rental as a bar over its days in its bike’s row', async () => {
    const { calls } = mockApi({
      ...calendar(),
      'GET /api/rentals/schedule': schedule([
        rental(bikeA, dhaka(11, 28, '09:00'), dhaka(11, 30, '11:00'), { user: customer('Rahim Uddin') }),
        rental(bikeA, dhaka(11, 30, '14:00'), dhaka(11, 30, '18:00'), {
          status: 'pending',
          advancePayment: false,
          user: customer('Karim Pending'),
        }),
        rental(bikeB, dhaka(12, 3, '10:00'), dhaka(12, 5, '10:00'), { user: customer('Nila Late') }),
      ]),
    });
    renderWithApp(<AdminSchedule />);
    await screen.findByRole('rowheader', { name: /Pulsar N160/ });

    const get = calls.find((c) => c.path === '/api/rentals/schedule');
    expect(get?.query.get('from')).toBe('2026-11-26T18:00:00.000Z');
    expect(get?.query.get('to')).toBe('2026-12-03T18:00:00.000Z');

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Bike',
      'TodayFri 27 Nov',
      'Sat 28 Nov',
      'Sun 29 Nov',
      'Mon 30 Nov',
      'Tue 1 Dec',
      'Wed 2 Dec',
      'Thu 3 Dec',
    ]);

    const rowA = within(rowOf('Pulsar N160'));
    const bars = rowA.getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Pulsar N160, Rahim Uddin, Sat 28 Nov, 9:00 am to Mon 30 Nov, 11:00 am, Booked',
      'Pulsar N160, Karim Pending, Mon 30 Nov, 2:00 pm to 6:00 pm, Awaiting advance',
    ]);
    // Sat–Mon are the 2nd to 4th day columns; the pending one shares Monday, so it takes a second lane.
    expect(bars[0]).toHaveStyle({ gridColumn: '2 / 5', gridRow: '1' });
    expect(bars[1]).toHaveStyle({ gridColumn: '4 / 5', gridRow: '2' });

    // Clipped to the week: Thursday is the last column; the bar is in its own bike's row.
    const barB = within(rowOf('Gixxer SF')).getByRole('listitem');
    expect(barB).toHaveTextContent('Nila Late');
    expect(barB).toHaveStyle({ gridColumn: '7 / 8' });
    expect(rowA.queryByText('Nila Late')).not.toBeInTheDocument();

    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(/Overdue/);
    expect(within(section(/Today’s pickups/)).getByText(NO_PICKUPS)).toBeInTheDocument();
    expect(within(section(/Returns due today/)).getByText(NO_RETURNS)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Overdue/ })).not.toBeInTheDocument();
  });

  it("lists the overdue first, naming the booking its overrun endangers, then today's pickups and returns", async () => {
    mockApi({
      ...calendar(),
      'GET /api/rentals/schedule': schedule([
        // Begun, and the rider has not come: still booked, waiting for its handover.
        rental(bikeB, dhaka(11, 27, '08:00'), dhaka(11, 27, '12:00'), {
          status: 'booked',
          user: customer('Morning Rider'),
        }),
        rental(bikeA, dhaka(11, 27, '15:00'), dhaka(11, 27, '19:00'), { user: customer('Karim Next') }),
        rental(bikeA, dhaka(11, 25, '10:00'), dhaka(11, 26, '20:00'), {
          status: 'active',
          isOverdue: true,
          user: customer('Late Larry'),
        }),
        rental(bikeC, dhaka(11, 24, '10:00'), dhaka(11, 26, '09:00'), {
          status: 'active',
          isOverdue: true,
          user: customer('Later Lina'),
        }),
      ]),
    });
    renderWithApp(<AdminSchedule />);
    const overdueHeading = await screen.findByRole('heading', { name: /^Overdue/ });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Overdue (2)', 'Today’s pickups (2)', 'Returns due today (2)']);

    const overdue = within(overdueHeading.closest('section') as HTMLElement).getAllByRole('listitem');
    // The longest overdue first.
    expect(overdue[0]).toHaveTextContent('Later Lina');
    expect(overdue[0]).toHaveTextContent('Planned return: Thu 26 Nov, 9:00 am');
    expect(overdue[0]).toHaveTextContent(NO_NEXT_BOOKING);
    expect(overdue[1]).toHaveTextContent('Late Larry');
    expect(overdue[1]).toHaveTextContent('Next booking: Fri 27 Nov, 3:00 pm, Karim Next');
    // Out on rent: a return to record, never a no-show.
    expect(within(overdue[1] as HTMLElement).queryByRole('button', { name: /^No-show/ })).not.toBeInTheDocument();

    const pickups = within(section(/Today’s pickups/)).getAllByRole('listitem');
    expect(pickups.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^8:00 amMorning Rider.*Booked/),
      expect.stringMatching(/^3:00 pmKarim Next.*Booked/),
    ]);
    // Before its start a booking can be cancelled; begun and never collected, it can be a no-show.
    expect(within(pickups[1] as HTMLElement).getByRole('button', { name: /^Cancel Karim Next/ })).toBeInTheDocument();
    expect(within(pickups[0] as HTMLElement).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(pickups[0] as HTMLElement).getByRole('button', { name: /^No-show/ })).toBeInTheDocument();

    const returns = within(section(/Returns due today/)).getAllByRole('listitem');
    expect(returns.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^12:00 pmMorning Rider/),
      expect.stringMatching(/^7:00 pmKarim Next/),
    ]);
    // Never handed over, there is no bike to take back: only a handover or a no-show ends it.
    expect(within(returns[0] as HTMLElement).queryByRole('button', { name: /^Calculate/ })).not.toBeInTheDocument();
    expect(within(returns[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    // The overdue rental's bar runs on to today, marked as overdue in words.
    const overdueBar = within(rowOf('Pulsar N160')).getAllByRole('listitem')[0];
    expect(overdueBar).toHaveTextContent(/Late Larry.*Overdue$/);
    expect(overdueBar).toHaveStyle({ gridColumn: '1 / 2' });
  });

  it('says when there is nothing this week, and shows a load error with Try again', async () => {
    mockApi({ 'GET /api/rentals/schedule': schedule([]) });
    const first = renderWithApp(<AdminSchedule />);
    expect(await screen.findByText(NO_BOOKINGS)).toBeInTheDocument();
    first.unmount();

    mockApi({
      ...calendar(),
      'GET /api/rentals/schedule': () => json(errorBody('Only admins can see the schedule', 'FORBIDDEN'), 403),
    });
    renderWithApp(<AdminSchedule />);
    expect(await screen.findByText(/Only admins can see the schedule/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('cancels a pickup from the schedule and reads the schedule again', async () => {
    let rentals = [rental(bikeA, dhaka(11, 27, '15:00'), dhaka(11, 27, '19:00'), { user: customer('Karim Next') })];
    const { calls } = mockApi({
      ...calendar(),
      'GET /api/rentals/schedule': () => schedule(rentals)(),
      [`POST /api/rentals/${rentals[0]!._id}/cancel`]: () => {
        const cancelled = { ...rentals[0]!, status: 'cancelled' as const };
        rentals = [];
        return json({ success: true, message: 'Booking cancelled', data: cancelled });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AdminSchedule />);
    await user.click(await screen.findByRole('button', { name: /^Cancel Karim Next/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('radio', { name: /Keep the 100 BDT advance/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled. The 100 BDT advance is kept.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ refundAdvance: false });
    expect(await screen.findByText(NO_BOOKINGS)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/rentals/schedule').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.getByRole('heading', { name: /Today’s pickups/ })).toHaveFocus());
  });

  it('shows blocks and closures as their own bars, a row and Block this bike for every bike, and ends a block', async () => {
    let blocks = [
      makeBlock({
        bikeId: bikeA._id,
        bikeName: bikeA.name,
        start: dhaka(11, 28, '09:00'),
        end: dhaka(11, 29, '18:00'),
        reason: 'repair',
        note: 'Clutch plates',
      }),
    ];
    const eid = makeClosure({ start: dhaka(12, 1, '00:00'), end: dhaka(12, 2, '00:00'), reason: 'eid' });
    // Called off before it began: not shown.
    const calledOff = makeClosure({
      start: dhaka(12, 2, '10:00'),
      end: dhaka(12, 2, '18:00'),
      endedAt: dhaka(11, 26, '10:00'),
    });
    const { calls } = mockApi({
      ...calendar(() => blocks, [eid, calledOff], [bikeA, bikeB, bikeC]),
      'GET /api/rentals/schedule': schedule([
        rental(bikeA, dhaka(11, 30, '10:00'), dhaka(11, 30, '14:00'), { user: customer('Rahim Uddin') }),
      ]),
      [`DELETE /api/bikes/blocks/${blocks[0]!._id}`]: () => {
        const ended = { ...blocks[0]!, endedAt: NOW.toISOString() };
        blocks = [];
        return json({ success: true, message: 'The block has ended', data: ended });
      },
    });
    renderWithApp(<AdminSchedule />);
    const blockBar = await within(await waitFor(() => rowOf('Pulsar N160'))).findByText('Being repaired');
    const block = blockBar.closest('li') as HTMLElement;
    expect(block).toHaveTextContent(
      'Pulsar N160, Out of service, Being repaired, Sat 28 Nov, 9:00 am to Sun 29 Nov, 6:00 pm, Note: Clutch plates',
    );
    expect(block).toHaveAttribute('title', 'Note: Clutch plates');
    expect(block).toHaveStyle({ gridColumn: '2 / 4' });

    const get = calls.find((c) => c.path === '/api/blocks');
    expect([get?.query.get('from'), get?.query.get('to')]).toEqual([
      '2026-11-26T18:00:00.000Z',
      '2026-12-03T18:00:00.000Z',
    ]);

    // The closure is on every bike's row, also on a row with nothing else: every bike of the fleet has one.
    for (const name of ['Apache RTR', 'Gixxer SF', 'Pulsar N160']) {
      const row = within(rowOf(name));
      const closed = row.getByText('Shop closed: Eid').closest('li') as HTMLElement;
      expect(closed).toHaveTextContent(`${name}, Shop closed: Eid, Tue 1 Dec, 12:00 am to Wed 2 Dec, 12:00 am`);
      expect(closed).toHaveStyle({ gridColumn: '5 / 6' });
      expect(row.getByRole('button', { name: `Block ${name}` })).toBeInTheDocument();
    }
    expect(screen.queryAllByText('Shop closed: Eid')).toHaveLength(3);
    expect(within(rowOf('Pulsar N160')).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(/Out of service: the bike cannot be booked/);

    fireEvent.click(within(block).getByRole('button', { name: /^End now: Pulsar N160/ }));
    const confirm = await screen.findByRole('dialog', { name: 'End this block now?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'End it now' }));
    expect(await screen.findByText('The block has ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Being repaired')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/blocks').length).toBeGreaterThanOrEqual(2);
  });

  it('is wholly in Bangla on a Bangla page', async () => {
    await inBangla();
    mockApi({
      ...calendar(),
      'GET /api/rentals/schedule': schedule([
        // Begun, and the rider has not come: still booked, waiting for its handover.
        rental(bikeB, dhaka(11, 27, '08:00'), dhaka(11, 27, '12:00'), {
          status: 'booked',
          user: customer('Morning Rider'),
        }),
        rental(bikeA, dhaka(11, 27, '15:00'), dhaka(11, 27, '19:00'), { user: customer('Karim Next') }),
        rental(bikeA, dhaka(11, 25, '10:00'), dhaka(11, 26, '20:00'), {
          status: 'active',
          isOverdue: true,
          user: customer('Late Larry'),
        }),
        rental(bikeC, dhaka(11, 30, '14:00'), dhaka(11, 30, '18:00'), {
          status: 'pending',
          advancePayment: false,
          user: customer('Karim Pending'),
        }),
      ]),
    });
    const { container } = renderWithApp(<AdminSchedule />);
    await screen.findByRole('heading', { name: /^ফেরত দিতে দেরি/ });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['ফেরত দিতে দেরি (১)', 'আজ যা নিতে আসবে (২)', 'আজ যা ফেরত আসার কথা (২)', 'সামনের ৭ দিন']);
    const overdue = within(screen.getByRole('region', { name: /^ফেরত দিতে দেরি/ }));
    expect(overdue.getByText('ফেরতের কথা: বৃহস্পতিবার ২৬ নভেম্বর, রাত ৮:০০')).toBeInTheDocument();
    expect(overdue.getByText('পরের বুকিং: শুক্রবার ২৭ নভেম্বর, দুপুর ৩:০০, Karim Next')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['বাইক', 'আজশুক্রবার ২৭ নভেম্বর', 'শনিবার ২৮ নভেম্বর']);
    const bar = within(screen.getByRole('list', { name: 'Apache RTR-এর বুকিং' })).getByRole('listitem');
    expect(bar).toHaveTextContent(
      'Apache RTR, Karim Pending, সোমবার ৩০ নভেম্বর, দুপুর ২:০০ থেকে সন্ধ্যা ৬:০০, অগ্রিমের অপেক্ষায়',
    );
    expect(screen.getByRole('list', { name: 'রঙের মানে' })).toHaveTextContent(
      'অগ্রিমের অপেক্ষায়: ১০০৳ অগ্রিম এখনো দেওয়া হয়নি (১৫ মিনিট রাখা থাকে)',
    );
    expect(
      englishLeftIn(container, [
        'Pulsar N160',
        'Gixxer SF',
        'Apache RTR',
        'Morning Rider',
        'Karim Next',
        'Late Larry',
        'Karim Pending',
        'Yamaha',
        'FZS V3',
      ]),
    ).toEqual([]);
  });
});
