import { shopDays } from '@bond/contract/periods';
import { describe, expect, it } from 'vitest';
import {
  daySpan,
  endangeredBooking,
  heldByBlock,
  heldPeriod,
  nextBookingText,
  overdueRentals,
  packLanes,
  returnsDueToday,
  scheduleRows,
  scheduleState,
  todaysPickups,
} from './admin-schedule-layout.ts';
import { makeBlock, makeClosure } from './calendar-fixtures.ts';
import { makeRental } from '../../../components/rentals/rental-fixtures.ts';
import { rentalWords } from '../../../components/rentals/words.ts';

// Fri 27 Nov 2026, 10:00 am in Dhaka (UTC+6); Dhaka's Friday runs from 26 Nov 18:00 UTC.
const now = new Date('2026-11-27T04:00:00Z');
const week = shopDays(now, 7);
const today = week[0]!;
/** An instant on Dhaka's wall clock: day of month in Nov/Dec 2026 and hh:mm. */
const dhaka = (month: 11 | 12, day: number, time: string) =>
  new Date(`2026-${month}-${String(day).padStart(2, '0')}T${time}:00+06:00`);
const period = (start: Date, end: Date | null) => ({ start, end });

describe('daySpan: the day columns a period covers', () => {
  it('a period within one Dhaka day covers that day alone', () => {
    expect(daySpan(period(dhaka(11, 29, '14:00'), dhaka(11, 29, '18:00')), week)).toEqual({
      first: 2,
      last: 2,
      startsBefore: false,
      endsAfter: false,
    });
  });

  it('uses Dhaka days, not UTC ones: 11:30 pm Dhaka on the 27th is still the first column', () => {
    // 17:30 UTC on the 27th is 23:30 in Dhaka on the 27th; 18:30 UTC is already the 28th in Dhaka.
    expect(daySpan(period(new Date('2026-11-27T17:30:00Z'), new Date('2026-11-27T18:30:00Z')), week)).toMatchObject({
      first: 0,
      last: 1,
    });
  });

  it('a period ending at midnight does not reach into the next day', () => {
    expect(daySpan(period(dhaka(11, 28, '20:00'), dhaka(11, 29, '00:00')), week)).toMatchObject({ first: 1, last: 1 });
  });

  it('spans several days', () => {
    expect(daySpan(period(dhaka(11, 28, '09:00'), dhaka(11, 30, '11:00')), week)).toMatchObject({ first: 1, last: 3 });
  });

  it('is clipped to the week on both sides, and says so', () => {
    expect(daySpan(period(dhaka(11, 25, '09:00'), dhaka(11, 28, '11:00')), week)).toEqual({
      first: 0,
      last: 1,
      startsBefore: true,
      endsAfter: false,
    });
    expect(daySpan(period(dhaka(12, 2, '09:00'), dhaka(12, 8, '11:00')), week)).toEqual({
      first: 5,
      last: 6,
      startsBefore: false,
      endsAfter: true,
    });
  });

  it('an open-ended period runs to the last day shown', () => {
    expect(daySpan(period(dhaka(11, 30, '09:00'), null), week)).toEqual({
      first: 3,
      last: 6,
      startsBefore: false,
      endsAfter: true,
    });
  });

  it('is null outside the week (touching its edges counts as outside)', () => {
    expect(daySpan(period(dhaka(11, 26, '09:00'), dhaka(11, 27, '00:00')), week)).toBeNull();
    expect(daySpan(period(dhaka(12, 4, '00:00'), dhaka(12, 4, '10:00')), week)).toBeNull();
    expect(daySpan(period(dhaka(11, 28, '09:00'), dhaka(11, 28, '10:00')), [])).toBeNull();
  });
});

describe('packLanes', () => {
  it('puts bars sharing a day column in different lanes and reuses a lane once it is free', () => {
    expect(
      packLanes([
        { first: 0, last: 1 },
        { first: 1, last: 1 },
        { first: 2, last: 3 },
        { first: 2, last: 2 },
      ]),
    ).toEqual([0, 1, 0, 1]);
  });
});

describe('states and held periods', () => {
  it('an overdue rental is its own state; closed rentals have none', () => {
    expect(scheduleState(makeRental({ status: 'active', isOverdue: true }))).toBe('overdue');
    expect(scheduleState(makeRental({ status: 'booked' }))).toBe('booked');
    expect(scheduleState(makeRental({ status: 'pending' }))).toBe('pending');
    expect(scheduleState(makeRental({ status: 'cancelled' }))).toBeNull();
    expect(scheduleState(makeRental({ status: 'returned' }))).toBeNull();
  });

  it('an overdue rental holds its bike until now', () => {
    const overdue = makeRental({
      startTime: dhaka(11, 25, '10:00').toISOString(),
      endTime: dhaka(11, 26, '10:00').toISOString(),
      isOverdue: true,
    });
    expect(heldPeriod(overdue, now).end).toEqual(now);
    expect(heldPeriod({ ...overdue, isOverdue: false }, now).end).toEqual(dhaka(11, 26, '10:00'));
  });
});

describe('scheduleRows', () => {
  const bikeA = { ...makeRental().bike, _id: 'bike-a', name: 'A Pulsar' };
  const bikeB = { ...makeRental().bike, _id: 'bike-b', name: 'B Gixxer' };
  const at = (bike: typeof bikeA, start: Date, end: Date | null, extra = {}) =>
    makeRental({
      bike,
      bikeId: bike._id,
      startTime: start.toISOString(),
      endTime: end?.toISOString() ?? null,
      ...extra,
    });

  it('a row per bike with a rental this week, bars over their days, leaving out closed and far ones', () => {
    const rows = scheduleRows(
      [
        at(bikeB, dhaka(11, 29, '10:00'), dhaka(11, 29, '14:00'), { status: 'booked' }),
        at(bikeA, dhaka(11, 28, '10:00'), dhaka(11, 30, '10:00'), { status: 'booked' }),
        at(bikeA, dhaka(11, 30, '12:00'), dhaka(11, 30, '18:00'), { status: 'pending' }),
        at(bikeA, dhaka(11, 29, '10:00'), dhaka(11, 29, '14:00'), { status: 'cancelled' }),
        at(bikeB, dhaka(12, 10, '10:00'), dhaka(12, 10, '14:00'), { status: 'booked' }),
      ],
      week,
      now,
    );
    expect(rows.map((row) => row.bike.name)).toEqual(['A Pulsar', 'B Gixxer']);
    expect(rows[0]!.bars.map((bar) => [bar.state, bar.span.first, bar.span.last, bar.lane])).toEqual([
      ['booked', 1, 3, 0],
      ['pending', 3, 3, 1],
    ]);
    expect(rows[0]!.lanes).toBe(2);
    expect(rows[1]!.bars.map((bar) => [bar.span.first, bar.span.last])).toEqual([[2, 2]]);
  });

  it('a row for every bike of the fleet, and for a bike known only by its block; blocks and closures as bars', () => {
    const iso = (d: Date) => d.toISOString();
    const repair = makeBlock({
      bikeId: bikeA._id,
      bikeName: bikeA.name,
      start: iso(dhaka(11, 29, '08:00')),
      end: iso(dhaka(11, 30, '09:00')),
      reason: 'repair',
    });
    const elsewhere = makeBlock({ bikeId: 'bike-c', bikeName: 'C Apache', start: iso(dhaka(11, 27, '09:00')) });
    // Ended before it began: nothing; next month: outside the week.
    const unbegun = makeBlock({
      bikeId: bikeA._id,
      start: iso(dhaka(12, 2, '09:00')),
      end: iso(dhaka(12, 3, '09:00')),
      endedAt: iso(dhaka(11, 26, '09:00')),
    });
    const far = makeBlock({ bikeId: bikeA._id, start: iso(dhaka(12, 20, '09:00')), end: iso(dhaka(12, 21, '09:00')) });
    const eid = makeClosure({ start: iso(dhaka(11, 30, '00:00')), end: iso(dhaka(12, 1, '00:00')) });
    const calledOff = makeClosure({
      start: iso(dhaka(12, 2, '00:00')),
      end: iso(dhaka(12, 3, '00:00')),
      endedAt: iso(dhaka(11, 27, '08:00')),
    });
    const rows = scheduleRows(
      [at(bikeA, dhaka(11, 28, '10:00'), dhaka(11, 29, '08:00'), { status: 'booked' })],
      week,
      now,
      {
        bikes: [bikeB, bikeA],
        blocks: [repair, elsewhere, unbegun, far],
        closures: [eid, calledOff],
      },
    );
    expect(rows.map((row) => row.bike.name)).toEqual(['A Pulsar', 'B Gixxer', 'C Apache']);
    const [a, b, c] = rows;
    expect(a!.bars.map((bar) => [bar.span.first, bar.span.last, bar.lane])).toEqual([[1, 2, 0]]);
    // The block begins on the day the booking ends (Sun): a lane of its own there; the closure (Mon) shares it.
    expect(a!.blocks.map((bar) => [bar.block._id, bar.span.first, bar.span.last, bar.lane])).toEqual([
      [repair._id, 2, 3, 1],
    ]);
    expect(a!.closures.map((bar) => [bar.closure._id, bar.span.first, bar.span.last, bar.lane])).toEqual([
      [eid._id, 3, 3, 0],
    ]);
    expect(a!.lanes).toBe(2);
    // Every row has the closure, also one with nothing else on it.
    expect(b!.bars).toEqual([]);
    expect(b!.closures.map((bar) => bar.closure._id)).toEqual([eid._id]);
    expect(c!.bike).toEqual({ _id: 'bike-c', name: 'C Apache' });
    expect(c!.blocks.map((bar) => bar.block._id)).toEqual([elsewhere._id]);
  });

  it('a block or closure ended early holds its time until then, and nothing when ended before it began', () => {
    const start = '2026-11-28T04:00:00.000Z';
    const end = '2026-11-29T04:00:00.000Z';
    expect(heldByBlock({ start, end, endedAt: null })).toEqual({ start: new Date(start), end: new Date(end) });
    expect(heldByBlock({ start, end, endedAt: '2026-11-28T10:00:00.000Z' })?.end).toEqual(
      new Date('2026-11-28T10:00:00.000Z'),
    );
    expect(heldByBlock({ start, end, endedAt: '2026-11-30T10:00:00.000Z' })?.end).toEqual(new Date(end));
    expect(heldByBlock({ start, end, endedAt: start })).toBeNull();
  });
});

describe("today's lists", () => {
  const bike = { ...makeRental().bike, _id: 'bike-x', name: 'X Duke' };
  const rental = (start: Date, end: Date | null, extra = {}) =>
    makeRental({
      bike,
      bikeId: bike._id,
      startTime: start.toISOString(),
      endTime: end?.toISOString() ?? null,
      ...extra,
    });

  const overdue = rental(dhaka(11, 25, '09:00'), dhaka(11, 26, '20:00'), { status: 'active', isOverdue: true });
  const laterToday = rental(dhaka(11, 27, '16:00'), dhaka(11, 27, '18:00'), {
    status: 'booked',
    user: { ...makeRental().user, name: 'Karim Later' },
  });
  const nextNext = rental(dhaka(11, 28, '09:00'), dhaka(11, 28, '12:00'), { status: 'booked' });
  const morning = rental(dhaka(11, 27, '08:00'), dhaka(11, 27, '12:00'), {
    status: 'active',
    bike: { ...bike, _id: 'bike-y', name: 'Y Apache' },
  });
  const tomorrow = rental(dhaka(11, 28, '13:00'), null, { status: 'pending' });
  const all = [nextNext, laterToday, morning, tomorrow, overdue];

  it("today's pickups: open rentals starting on the Dhaka day, earliest first", () => {
    expect(todaysPickups(all, today)).toEqual([morning, laterToday]);
  });

  it('returns due today: planned returns on the day, not the overdue ones (listed apart)', () => {
    expect(returnsDueToday(all, today)).toEqual([morning, laterToday]);
    expect(overdueRentals(all)).toEqual([overdue]);
  });

  it("an overdue rental names the bike's next booking, which its overrun endangers", () => {
    expect(endangeredBooking(overdue, all)).toBe(laterToday);
    expect(nextBookingText(laterToday, rentalWords('en'))).toBe('Next booking: Fri 27 Nov, 4:00 pm, Karim Later');
    expect(endangeredBooking(overdue, [overdue])).toBeUndefined();
  });
});
