import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import {
  apiToken,
  dhakaWallClock,
  logIn,
  newBike,
  newCustomer,
  openDashboardPage,
  payCheckoutOverApi,
  rowWith,
  type Customer,
  type NewBike,
} from './support/signed-in-flows.ts';

/**
 * Reservations by time (docs/product/booking-and-periods.md), the admin's half: reservations days ahead, made over the API and paid on the
 * aamarPay stand-in, as the admin sees them on the Schedule (bars on their Dhaka days), cancelled with the
 * refund choice (a refund due under Refunds), a no-show closed, axe on the page and the dialogs, and 360 px.
 * Every date is worked out from now on Dhaka's clock, so the spec passes on any day at any hour.
 */

const DAY = 86_400_000;

/** The Dhaka calendar date `offset` days from today, 'YYYY-MM-DD'. */
function dhakaDate(offset: number): string {
  const [y, m, d] = dhakaWallClock(0).slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + offset * DAY).toISOString().slice(0, 10);
}

/** The instant of `time` ('HH:MM') on Dhaka's wall clock, `offset` days from today, as the API takes it. */
function dhakaAt(offset: number, time: string): string {
  return new Date(`${dhakaDate(offset)}T${time}:00+06:00`).toISOString().replace('.000Z', 'Z');
}

type Reservation = { rentalId: string };

/** Books `bike` for `customer` from `start` to `end` over the API; pays the advance on the stand-in unless told not to. */
async function reserve(
  request: APIRequestContext,
  customer: Customer,
  bike: NewBike,
  start: string,
  end: string,
  options: { pay?: boolean } = {},
): Promise<Reservation> {
  const auth = { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` };
  const res = await request.post('/api/rentals', {
    headers: auth,
    data: { bikeId: bike._id, startTime: start, endTime: end },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { booking } = ((await res.json()) as { data: { booking: { rentalId: string; payment_url: string } } }).data;
  if (options.pay ?? true) await payCheckoutOverApi(request, booking.payment_url);
  return { rentalId: booking.rentalId };
}

/** The Schedule's week grid, its row of `bike`, and the bar of `customer` in it. */
function week(page: Page) {
  return page.getByRole('region', { name: /^Bookings from / });
}
function bikeRow(page: Page, bike: NewBike): Locator {
  return week(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: bike.name }) });
}
function barOf(page: Page, bike: NewBike, customer: Customer): Locator {
  return bikeRow(page, bike).getByRole('listitem').filter({ hasText: customer.name });
}

/** The bar lies under the day columns `first` to `last` (0 = today) of the grid's header, and nowhere else. */
async function expectBarOnDays(page: Page, bar: Locator, first: number, last: number) {
  const headers = week(page).getByRole('columnheader');
  await expect(headers).toHaveCount(8);
  const from = await headers.nth(first + 1).boundingBox();
  const to = await headers.nth(last + 1).boundingBox();
  const box = await bar.boundingBox();
  expect(from && to && box, 'the bar and its day columns are laid out').toBeTruthy();
  if (!from || !to || !box) return;
  expect(box.x).toBeGreaterThanOrEqual(from.x - 1);
  expect(box.x).toBeLessThan(from.x + from.width / 2);
  expect(box.x + box.width).toBeLessThanOrEqual(to.x + to.width + 1);
  expect(box.x + box.width).toBeGreaterThan(to.x + to.width / 2);
}

async function openSchedule(page: Page) {
  await openDashboardPage(page, 'Schedule');
  await expect(page.getByRole('status')).toHaveCount(0);
}

test.describe('reservations on the admin’s screens', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the schedule shows bookings on their days; a cancelled one leaves it, with the advance owed back', async ({
    page,
    request,
  }) => {
    // Two customers (or an admin and a customer), each signing in and paying through the stand-in's checkout:
    // a long flow, given the time the whole-rental test has.
    test.setTimeout(90_000);
    const bike = await newBike(request, 150, 'Week');
    const [tomorrow, later, pending] = await Promise.all([
      newCustomer(request, 'Tomorrow'),
      newCustomer(request, 'Later'),
      newCustomer(request, 'Pending'),
    ]);
    // Tomorrow 10 am to 2 pm; the day after tomorrow 9 am to 6 pm the day after; a booking awaiting its advance.
    await reserve(request, tomorrow, bike, dhakaAt(1, '10:00'), dhakaAt(1, '14:00'));
    await reserve(request, later, bike, dhakaAt(2, '09:00'), dhakaAt(3, '18:00'));
    await reserve(request, pending, bike, dhakaAt(4, '10:00'), dhakaAt(4, '12:00'), { pay: false });

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openSchedule(page);
    await expect(week(page).getByRole('columnheader').nth(1)).toContainText('Today');

    const first = barOf(page, bike, tomorrow);
    await expect(first).toContainText(`${bike.name}, ${tomorrow.name}, `);
    await expect(first).toContainText('10:00 am to 2:00 pm');
    await expect(first).toContainText('Booked');
    await expectBarOnDays(page, first, 1, 1);
    const second = barOf(page, bike, later);
    await expect(second).toContainText('9:00 am to ');
    await expectBarOnDays(page, second, 2, 3);
    const third = barOf(page, bike, pending);
    await expect(third).toContainText('Awaiting advance');
    await expectBarOnDays(page, third, 4, 4);
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Overdue');
    await expectAccessible(page, 'Schedule');

    await openDashboardPage(page, 'Return Bike');
    const row = rowWith(page, tomorrow.name);
    await expect(row.getByText('Booked, not begun yet')).toBeVisible();
    await expect(row.getByText('Advance paid')).toBeVisible();
    await expect(row.getByText(/, 2:00 pm$/)).toBeVisible();
    const cancel = row.getByRole('button', { name: `Cancel ${tomorrow.name}’s booking of the ${bike.name}` });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByText('Choose whether the advance is returned')).toBeVisible();
    await expectAccessible(page, 'Cancel dialog with its refund choice');
    await dialog.getByRole('radio', { name: /Return the 100 BDT advance/ }).check();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(
      page.getByText(`Booking cancelled. 100 BDT is owed back to ${tomorrow.name}: pay it back under Refunds.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, tomorrow.name)).toHaveCount(0);

    // A booking awaiting its advance has nothing to return.
    await rowWith(page, pending.name)
      .getByRole('button', { name: `Cancel ${pending.name}’s booking of the ${bike.name}` })
      .click();
    await expect(dialog.getByText('there is no advance to return')).toBeVisible();
    await expectAccessible(page, 'Cancel dialog of a booking awaiting its advance');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openSchedule(page);
    await expect(barOf(page, bike, later)).toBeVisible();
    await expect(barOf(page, bike, tomorrow)).toHaveCount(0);

    await openDashboardPage(page, 'Refunds');
    const refund = rowWith(page, tomorrow.name);
    await expect(refund.getByText('100 BDT', { exact: true })).toBeVisible();
    await expect(refund.getByText('Booking cancelled with the advance owed back')).toBeVisible();
    await expect(rowWith(page, later.name)).toHaveCount(0);
  });

  test("a bike never collected is closed as a no-show from today's pickups; the bike is free again", async ({
    page,
    request,
  }) => {
    const bike = await newBike(request, 150, 'Absent');
    const customer = await newCustomer(request, 'Absent');
    // Begun a minute or two ago (but today in Dhaka, so it is one of today's pickups), for two hours.
    const now = Date.now();
    const todayStart = Date.parse(`${dhakaDate(0)}T00:00:00+06:00`);
    const start = Math.max(Math.floor((now - 2 * 60_000) / 60_000) * 60_000, todayStart);
    const toIso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    await reserve(request, customer, bike, toIso(start), toIso(start + 2 * 3_600_000));

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openSchedule(page);
    const pickups = page.getByRole('region', { name: /^Today’s pickups/ });
    const item = pickups.getByRole('listitem').filter({ hasText: customer.name });
    // Begun and never handed over: still booked, and no longer cancelled.
    await expect(item).toContainText('Booked');
    await expect(item.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await expect(barOf(page, bike, customer)).toContainText('Booked');

    await item.getByRole('button', { name: `No-show: ${customer.name}’s ${bike.name} was never collected` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as a no-show?' });
    await expect(dialog).toContainText('the 100 BDT advance is kept');
    await expectAccessible(page, 'No-show dialog');
    await dialog.getByRole('button', { name: 'Mark as no-show' }).click();
    await expect(
      page.getByText(`Marked as a no-show: ${customer.name}’s ${bike.name}. The advance is kept.`),
    ).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(barOf(page, bike, customer)).toHaveCount(0);
    // The keyboard goes to the first list: the overdue rentals when the shop has any (the demo history has
    // one), else today's pickups.
    await expect(page.getByRole('heading', { level: 3, name: /^(Overdue|Today’s pickups) \(/ }).first()).toBeFocused();

    const bikeNow = await request.get(`/api/bikes/${bike._id}`);
    expect(((await bikeNow.json()) as { data: { isAvailable: boolean } }).data.isAvailable).toBe(true);
  });

  test('the schedule in the dark theme passes axe', async ({ page, request }) => {
    const bike = await newBike(request, 150, 'Dark');
    const customer = await newCustomer(request, 'Dark');
    await reserve(request, customer, bike, dhakaAt(1, '10:00'), dhakaAt(2, '10:00'));
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await openSchedule(page);
    await expect(barOf(page, bike, customer)).toBeVisible();
    await expectAccessible(page, 'Schedule (dark)');
  });
});

test.describe('the schedule on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the page does not scroll sideways; the week scrolls in its own box', async ({ page, request }) => {
    const bike = await newBike(request, 150, 'Phone');
    const customer = await newCustomer(request, 'Phone');
    await reserve(request, customer, bike, dhakaAt(5, '10:00'), dhakaAt(6, '10:00'));
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openSchedule(page);
    const bar = barOf(page, bike, customer);
    await expect(bar).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    const grid = week(page);
    const { scrollWidth, clientWidth } = await grid.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // Reached with the keyboard, the week scrolls to the bar.
    await grid.focus();
    await bar.scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });
});
