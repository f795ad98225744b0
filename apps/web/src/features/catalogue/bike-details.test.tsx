import type { BusyPeriod } from '@bond/contract/rentals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, makeBike, mockApi } from '../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { BikeDetails } from './bike-details.tsx';

beforeAll(() => {
  // A visitor whose browser is in London still reads the Dhaka days and times (docs/product/booking-and-periods.md#shop-time).
  process.env.TZ = 'Europe/London';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Tue 24 Nov 2026, 12:00 pm in Dhaka.
const now = new Date('2026-11-24T06:00:00Z');

function serveAvailability(bikeId: string, busy: BusyPeriod[]) {
  return mockApi({
    [`GET /api/bikes/${bikeId}/availability`]: () => json({ success: true, message: 'Availability', data: busy }),
  });
}

describe('BikeDetails', () => {
  it("tells a visitor to log in: 'Login To Start Booking Process of the Bike'", async () => {
    const bike = makeBike();
    serveAvailability(bike._id, []);
    const user = userEvent.setup();
    const onStartBooking = vi.fn();
    renderWithApp(<BikeDetails bike={bike} viewerRole="" onStartBooking={onStartBooking} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByText('Login To Start Booking Process of the Bike')).toBeInTheDocument();
    expect(onStartBooking).not.toHaveBeenCalled();
  });

  it("tells an admin 'Admin is not allowed to book a bike'", async () => {
    const bike = makeBike();
    serveAvailability(bike._id, []);
    const user = userEvent.setup();
    const onStartBooking = vi.fn();
    renderWithApp(<BikeDetails bike={bike} viewerRole="admin" onStartBooking={onStartBooking} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByText('Admin is not allowed to book a bike')).toBeInTheDocument();
    expect(onStartBooking).not.toHaveBeenCalled();
  });

  it('starts the booking for a signed-in customer', async () => {
    const bike = makeBike();
    serveAvailability(bike._id, []);
    const user = userEvent.setup();
    const onStartBooking = vi.fn();
    renderWithApp(<BikeDetails bike={bike} viewerRole="user" onStartBooking={onStartBooking} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Book Now !' }));
    expect(onStartBooking).toHaveBeenCalledOnce();
  });

  it('offers no booking, and no free times, for a bike the shop does not rent out', () => {
    const { calls } = mockApi({});
    renderWithApp(
      <BikeDetails bike={makeBike({ isAvailable: false })} viewerRole="user" onStartBooking={vi.fn()} now={now} />,
    );
    expect(screen.getByText('Not Available For Booking')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now !' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'When it is free' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows two weeks of Dhaka days, each saying what is free, and when the bike is next free', async () => {
    const bike = makeBike({ isAvailable: false, isOffered: true, isBooked: true });
    const { calls } = serveAvailability(bike._id, [
      // Out right now, until Tue 24 Nov 6:00 pm
      { start: '2026-11-24T04:00:00Z', end: '2026-11-24T12:00:00Z' },
      // Wed 25 Nov, 2:00 pm to 6:00 pm
      { start: '2026-11-25T08:00:00Z', end: '2026-11-25T12:00:00Z' },
      // Thu 26 Nov all day and Fri 27 Nov until 10:00 am
      { start: '2026-11-25T18:00:00Z', end: '2026-11-27T04:00:00Z' },
    ]);
    const user = userEvent.setup();
    const onStartBooking = vi.fn();
    renderWithApp(<BikeDetails bike={bike} viewerRole="user" onStartBooking={onStartBooking} now={now} />);

    expect(await screen.findByText('Next free from Tue 24 Nov, 6:00 pm')).toBeInTheDocument();
    // From the start of today in Dhaka, for 14 days.
    expect(calls[0]?.query.get('from')).toBe('2026-11-23T18:00:00.000Z');
    expect(calls[0]?.query.get('to')).toBe('2026-12-07T18:00:00.000Z');

    const days = within(screen.getByRole('list', { name: 'The next 14 days' })).getAllByRole('button');
    expect(days).toHaveLength(14);
    expect(days.slice(0, 5).map((day) => day.getAttribute('aria-label'))).toEqual([
      'Tue 24 Nov: booked 10:00 am to 6:00 pm, free otherwise',
      'Wed 25 Nov: booked 2:00 pm to 6:00 pm, free otherwise',
      'Thu 26 Nov: booked all day',
      'Fri 27 Nov: booked until 10:00 am, free otherwise',
      'Sat 28 Nov: free all day',
    ]);
    expect(days.at(-1)).toHaveAccessibleName('Mon 7 Dec: free all day');

    // Choosing a day shows its words to everyone.
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(days[2]!);
    expect(days[2]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Thu 26 Nov: booked all day', { selector: 'p' })).toBeInTheDocument();

    // Out right now, but the shop offers it: it can be booked for a later, free time.
    expect(screen.getByText('Not Available For Booking')).toBeInTheDocument();
    expect(
      screen.getByText('Someone has it right now. You can still book it for a time when it is free.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Book Now !' }));
    expect(onStartBooking).toHaveBeenCalledOnce();
  });

  it('reads in Bangla: facts, Dhaka days and times with Bengali digits, and the visitor’s prompt', async () => {
    await inBangla();
    const bike = makeBike({ name: 'FZS V3', isAvailable: false, isOffered: true, isBooked: true, year: 2023 });
    serveAvailability(bike._id, [
      { start: '2026-11-24T04:00:00Z', end: '2026-11-24T12:00:00Z' },
      { start: '2026-11-25T18:00:00Z', end: '2026-11-27T04:00:00Z' },
    ]);
    const user = userEvent.setup();
    const { container } = renderWithApp(<BikeDetails bike={bike} viewerRole="" onStartBooking={vi.fn()} now={now} />);
    expect(await screen.findByText('আবার ফাঁকা হবে মঙ্গল ২৪ নভে, সন্ধ্যা ৬:০০ থেকে')).toBeInTheDocument();
    expect(screen.getByText('ইঞ্জিন').nextSibling).toHaveTextContent('১৫০ সিসি');
    expect(screen.getByText('সাল').nextSibling).toHaveTextContent('২০২৩');
    expect(screen.getByText('ঘণ্টাপ্রতি ভাড়া').nextSibling).toHaveTextContent('ঘণ্টায় ১৫০৳');
    expect(screen.getByText('এখন বুকিং করা যাবে না')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'কখন ফাঁকা' })).toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'আগামী ১৪ দিন' })).getAllByRole('button');
    expect(days.slice(0, 4).map((day) => day.getAttribute('aria-label'))).toEqual([
      'মঙ্গল ২৪ নভে: সকাল ১০:০০ থেকে সন্ধ্যা ৬:০০ বুকিং আছে, বাকি সময় ফাঁকা',
      'বুধ ২৫ নভে: সারাদিন ফাঁকা',
      'বৃহস্পতি ২৬ নভে: সারাদিন বুকিং আছে',
      'শুক্র ২৭ নভে: সকাল ১০:০০ পর্যন্ত বুকিং আছে, বাকি সময় ফাঁকা',
    ]);
    expect(englishLeftIn(container, ['Yamaha', 'FZS V3', bike.description])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'এখনই বুক করুন' }));
    expect(await screen.findByText('বাইক বুক করতে আগে লগইন করুন')).toBeInTheDocument();
  });

  it("says 'Free now' when nothing holds the bike at the moment", async () => {
    const bike = makeBike();
    serveAvailability(bike._id, [{ start: '2026-11-25T08:00:00Z', end: '2026-11-25T12:00:00Z' }]);
    renderWithApp(<BikeDetails bike={bike} viewerRole="" onStartBooking={vi.fn()} now={now} />);
    expect(await screen.findByText('Free now')).toBeInTheDocument();
    expect(screen.getByText('Available For Booking')).toBeInTheDocument();
  });
});
